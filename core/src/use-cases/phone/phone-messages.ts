/** What the phone interview's routes and texts say (docs/behaviour/interview.md §20). */
export const PHONE_MESSAGES = {
  notOffered: 'Interviews by phone call are not offered here.',
  identityRequired:
    'This interview needs an identity check with a camera, so it cannot be taken by phone call.',
  badNumber: 'Please give a phone number we can call, with its country code, for example +254 712 345 678.',
  callFailed:
    'We could not place the call just now. You can call us instead: the number and your PIN are below.',
} as const;

/** The text that gives the candidate the PIN and the number (sent when the interview is set up). */
export function pinText(input: {
  jobTitle: string;
  company: string;
  pin: string;
  number: string;
  calling: boolean;
}): string {
  const first = input.calling ? 'We are calling you now for your voice interview' : 'Your voice interview';
  return `${first} for ${input.jobTitle} at ${input.company}. To take it or continue it by phone, call ${input.number} and enter PIN ${input.pin}.`;
}

/** The receipt by text message when a phone interview completes. */
export function receiptText(input: { jobTitle: string; company: string }): string {
  return `We received your interview for ${input.jobTitle} at ${input.company}. A person will look at it. You will hear from us within 24-48 hours.`;
}
