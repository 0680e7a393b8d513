/**
 * How an interview was taken (docs/behaviour/interview.md §20): on the web page, or on a phone
 * call (the session has a phone interview). Every review screen and export says it the same way:
 * the 'Phone' badge, and the exports' Channel column.
 */
export type InterviewChannel = 'web' | 'phone';

/** What the exports' Channel column and the badge say. */
export const CHANNEL_LABELS: Readonly<Record<InterviewChannel, string>> = { web: 'Web', phone: 'Phone' };

/**
 * What a printed line adds after a candidate's name or contact details (the printable reports,
 * the comparison and the panel briefing): 'Phone' for a phone interview, nothing for the web.
 */
export function channelMark(channel: InterviewChannel): string | null {
  return channel === 'phone' ? CHANNEL_LABELS.phone : null;
}

/** The channel of session `sessionId`, given the sessions of a page that were taken by phone. */
export function channelOf(sessionId: string, byPhone: ReadonlySet<string>): InterviewChannel {
  return byPhone.has(sessionId) ? 'phone' : 'web';
}
