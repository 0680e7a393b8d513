/**
 * The candidate intake's rule and messages (docs/behaviour/interview.md §5.3, §9). Free of zod, so that
 * the candidate's bundle can import them without the validation library; the schemas of
 * interview.ts read the same constants.
 */

/** Candidate intake messages, word for word (docs/behaviour/interview.md §5.3). */
export const CANDIDATE_MESSAGES = {
  nameRequired: 'Name Required',
  phoneRequired: 'Phone Number Required',
  phoneCharacters: 'Phone number may only contain digits, spaces, hyphens, parentheses and a leading +',
  emailRequired: 'Email Required',
  emailInvalid: 'Invalid Email',
  fullNameRequired: 'Full name is required',
  serverPhoneRequired: 'Phone number is required',
  serverEmailInvalid: 'Valid email address is required',
} as const;

/** Server minimums (docs/behaviour/interview.md §9). */
export const CANDIDATE_NAME_MIN_LENGTH = 2;
export const CANDIDATE_PHONE_MIN_LENGTH = 8;

/** Digits, spaces, hyphens and parentheses, with an optional leading +. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;
