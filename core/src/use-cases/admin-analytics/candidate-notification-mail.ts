import type { MailMessage } from '../../ports/mailer.js';
import { ACTIVITY_FALLBACKS } from '../../rules/activity.js';
import { inertText } from '../../rules/inert-links.js';
import { escapeHtml, singleLine } from '../../rules/plain-text.js';
import { percentText } from '../../rules/scoring.js';

/** One candidate line of the notification email. */
export interface NotifiedCandidate {
  candidateName: string | null;
  jobTitle: string;
  /** Latest overall score out of 100, or null when not evaluated yet or not scored. */
  score: number | null;
  /** Whether it was evaluated: a null score is then 'Not scored' (docs/behaviour/review.md §2.4). */
  evaluated: boolean;
  reviewUrl: string;
}

/** The candidate review page: `{publicUrl}/jobs/{jobId}/candidates/{sessionId}`. */
export function candidateReviewLink(publicUrl: string, jobId: string, sessionId: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/jobs/${encodeURIComponent(jobId)}/candidates/${encodeURIComponent(sessionId)}`;
}

/** '82%' like every screen (was '82/100'), 'Not scored' as the screens say, or 'Not evaluated yet'. */
export function scoreText(score: number | null, evaluated: boolean): string {
  if (score !== null) return percentText(score);
  return evaluated ? 'Not scored' : 'Not evaluated yet';
}

/**
 * The digest of candidates who completed an interview on the recipient's jobs in the last 7 days,
 * in plain text and HTML. `test` marks the administrator's sample email.
 */
export function candidateNotificationMail(input: {
  to: string;
  firstName: string | null;
  candidates: readonly NotifiedCandidate[];
  test?: boolean;
}): MailMessage {
  const n = input.candidates.length;
  const plural = n === 1 ? 'candidate' : 'candidates';
  const subject = `${input.test ? '[Test] ' : ''}${n} new ${plural} completed an interview on Sauti`;
  // Names and titles come from visitors: one line each, so none can add a line of its own, and
  // no address in them becomes a link (docs/behaviour/platform.md §13).
  const greeting = `Hello ${singleLine(input.firstName ?? '') || 'there'},`;
  const intro = `${n} ${plural} completed a voice interview for your jobs in the last 7 days:`;
  const note = input.test
    ? 'This is a test email with a sample candidate, sent from the Sauti analytics page.'
    : null;
  const name = (c: NotifiedCandidate) => inertText(c.candidateName ?? '') || ACTIVITY_FALLBACKS.candidateName;
  const text = [
    greeting,
    '',
    ...(note ? [note, ''] : []),
    intro,
    '',
    ...input.candidates.flatMap((c) => [
      `- ${name(c)}, ${inertText(c.jobTitle)}: score ${scoreText(c.score, c.evaluated)}`,
      `  Review: ${c.reviewUrl}`,
    ]),
    '',
    'Open each link to listen to the answers and record your decision.',
  ].join('\n');
  const rows = input.candidates
    .map(
      (c) =>
        `<tr><td>${escapeHtml(name(c))}</td><td>${escapeHtml(inertText(c.jobTitle))}</td>` +
        `<td>${escapeHtml(scoreText(c.score, c.evaluated))}</td>` +
        `<td><a href="${escapeHtml(c.reviewUrl)}">Review candidate</a></td></tr>`,
    )
    .join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...(note ? [`<p><em>${escapeHtml(note)}</em></p>`] : []),
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    '<tr><th>Candidate</th><th>Job</th><th>Score</th><th></th></tr>',
    rows,
    '</table>',
    '<p>Open each link to listen to the answers and record your decision.</p>',
  ].join('\n');
  return { to: input.to, subject, text, html };
}
