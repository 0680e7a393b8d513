import type { MailMessage } from '../../ports/mailer.js';
import { inertText } from '../../rules/inert-links.js';
import { escapeHtml, singleLine } from '../../rules/plain-text.js';

/** What an account mail says: a greeting, paragraphs, one link to act on, and what to do if unwanted. */
export interface LinkMailContent {
  to: string;
  subject: string;
  /** The first line, when it is not a greeting by name ('Hello,' or 'Hello {name},'). */
  greeting?: string;
  /** The reader's name when known: 'Hello Amina,' rather than 'Hello,' (made inert, as typed text). */
  greetingName?: string | null;
  paragraphs: readonly string[];
  link?: { href: string; label: string };
  closing?: string;
  /** The privacy policy's address, at the foot (docs/behaviour/platform.md §17). */
  privacyLink?: string;
}

/**
 * An account mail in plain text and HTML. Every paragraph is one line of text (names typed by
 * visitors cannot add lines), escaped in the HTML part; the link stands on a line of its own in
 * the text part and is also written out in the HTML part for mail clients that strip links.
 */
export function linkMail(content: LinkMailContent): MailMessage {
  const paragraphs = content.paragraphs.map(singleLine);
  const closing = content.closing ? singleLine(content.closing) : null;
  // A name is typed by whoever filled the form, not always the reader: never a link
  // (docs/behaviour/platform.md §13).
  const name = content.greetingName ? inertText(content.greetingName).trim() : '';
  const greeting = singleLine(content.greeting ?? (name ? `Hello ${name},` : 'Hello,'));
  const privacy = content.privacyLink ?? null;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(content.link ? [content.link.href, ''] : []),
    ...(closing ? [closing, ''] : []),
    ...(privacy ? [`Privacy policy: ${privacy}`] : []),
  ].join('\n');
  const href = content.link ? escapeHtml(content.link.href) : null;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(href && content.link
      ? [
          `<p><a href="${href}">${escapeHtml(content.link.label)}</a></p>`,
          `<p>Or copy this address into your browser: ${href}</p>`,
        ]
      : []),
    ...(closing ? [`<p>${escapeHtml(closing)}</p>`] : []),
    ...(privacy ? [`<p><a href="${escapeHtml(privacy)}">Privacy policy</a></p>`] : []),
  ].join('\n');
  return { to: content.to, subject: singleLine(content.subject), text: text.trimEnd(), html };
}

/** `{origin}{path}?{name}={value}` with the value URL-encoded and no doubled slash. */
export function linkTo(origin: string, path: string, query: Record<string, string> = {}): string {
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${origin.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
