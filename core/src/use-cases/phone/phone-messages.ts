import { inertText } from '../../rules/inert-links.js';

/** What the phone interview's routes and texts say (docs/behaviour/interview.md §20). */
export const PHONE_MESSAGES = {
  notOffered: 'Interviews by phone call are not offered here.',
  identityRequired:
    'This interview needs an identity check with a camera, so it cannot be taken by phone call.',
  badNumber: 'Please give a phone number we can call, with its country code, for example +254 712 345 678.',
  callFailed:
    'We could not place the call just now. You can call us instead: the number and your PIN are below.',
} as const;

/**
 * The text that gives the candidate the PIN and the number (sent when the interview is set up).
 * The job's title and company are HR's typing: made inert like the mail's, so a text message never
 * carries a link (docs/behaviour/interview.md §20).
 */
export function pinText(input: {
  jobTitle: string;
  company: string;
  pin: string;
  number: string;
  calling: boolean;
}): string {
  const first = input.calling ? 'We are calling you now for your voice interview' : 'Your voice interview';
  return `${first} for ${inertText(input.jobTitle)} at ${inertText(input.company)}. To take it or continue it by phone, call ${input.number} and enter PIN ${input.pin}.`;
}

/** The receipt by text message when a phone interview completes. */
export function receiptText(input: { jobTitle: string; company: string }): string {
  return `We received your interview for ${inertText(input.jobTitle)} at ${inertText(input.company)}. A person will look at it. You will hear from us within 24-48 hours.`;
}

/**
 * A personal invitation by text message, for a candidate HR invited by phone number only
 * (docs/behaviour/interview.md §15): who invites, to which job, the link and until when. The
 * organisation's name comes from its confirmed domain and the job's words are HR's typing: all
 * made inert, so the only link in the text is Sauti's own.
 */
export function invitationSmsText(input: {
  organisation: string;
  jobTitle: string;
  company: string | null;
  link: string;
  until: Date;
  reminder: boolean;
}): string {
  const company = input.company ? ` at ${inertText(input.company)}` : '';
  const until = input.until.toISOString().slice(0, 10);
  const first = input.reminder ? 'Reminder: ' : '';
  const replaces = input.reminder ? ' It replaces the link we sent before.' : '';
  return `${first}${inertText(input.organisation)} invites you to a voice interview for ${inertText(input.jobTitle)}${company}. Your personal link, valid until ${until}: ${input.link}${replaces} No data? On that page choose "Answer by phone call" and we call you.`;
}
