import { singleLine } from './plain-text.js';

/**
 * Text typed by a customer (a job title, a company or candidate name) that goes out in the
 * platform's own mail, made unable to act as a link (docs/behaviour/platform.md §13). Mail clients
 * turn anything that looks like an address into a link: `https://…`, `www.…`, `name@host.tld`, a
 * bare `host.tld/path`, an IPv4 address. Each such word is shown defanged, as security notices
 * write them: `https[:]//evil[.]example/login`, `payroll[at]evil[.]example`, `10[.]0[.]0[.]1`, so
 * a reader still sees what was typed but no client links it. Ordinary words are left alone; a
 * dotted abbreviation that reads like a host (`ASP.NET`) is defanged too: a mail cannot know.
 */
export function inertText(text: string): string {
  return singleLine(text).split(' ').map(inertWord).join(' ');
}

/** Dots as mail clients read them in host names, the full-width and ideographic ones included. */
const DOT = '[.\uFF0E\u3002\uFF61]';
const SCHEME = /([a-z][a-z0-9+.-]{0,30}):(?=\/\/|[\\/])/gi;
const ANY_DOT = new RegExp(DOT, 'g');
/**
 * A dot after any character and before two letters: `evil.example`, `mail.co.ke`, and hosts that
 * link finders accept with symbols in a label (`a$.pe`, `x+.kg`).
 */
const HOST_DOT = new RegExp(`(?<=\\S)${DOT}(?=\\p{L}{2})`, 'gu');
/** The dot after a leading `www`: some clients link `www.` whatever follows it. */
const WWW_DOT = new RegExp(`(^|[^\\p{L}\\p{N}])(www)${DOT}`, 'giu');
/** A dot inside a dotted IPv4 address. */
const IPV4 = new RegExp(`\\d{1,3}(?:${DOT}\\d{1,3}){3}`, 'g');

/** One word (no spaces) made inert. */
function inertWord(word: string): string {
  const hasScheme = /[a-z]:(?:\/\/|[\\/])/i.test(word);
  const atHost = /\S@\S/.test(word);
  if (hasScheme || atHost) {
    // A whole link or address: every dot and the scheme's colon, and the @.
    return word.replace(SCHEME, '$1[:]').replace(/@/g, '[at]').replace(ANY_DOT, '[.]');
  }
  return word
    .replace(WWW_DOT, '$1$2[.]')
    .replace(IPV4, (ip) => ip.replace(ANY_DOT, '[.]'))
    .replace(HOST_DOT, '[.]');
}
