/**
 * Every candidate-facing text of the interview that the spec fixes word for word (docs/behaviour/interview.md §5.3,
 * §5.4, §8). Copied from @sauti/core's schemas rather than imported: those modules build zod
 * schemas at load time, and the candidate's bundle must stay small on 2G. `messages.test.ts`
 * fails if a copy drifts from core.
 */
export const INTAKE_MESSAGES = {
  nameRequired: 'Name Required',
  phoneRequired: 'Phone Number Required',
  phoneCharacters: 'Phone number may only contain digits, spaces, hyphens, parentheses and a leading +',
  emailRequired: 'Email Required',
  emailInvalid: 'Invalid Email',
  consentRequired: 'Please agree to the recording and assessment of your answers to continue.',
} as const;

/** Digits, spaces, hyphens and parentheses, with an optional leading + (docs/behaviour/interview.md §5.3). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]+$/;

/** CV limits and messages (docs/behaviour/interview.md §5.4). */
export const CV_RULES = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['pdf', 'doc', 'docx'],
  typeMessage: 'Please upload a PDF, DOC, or DOCX file. Make sure the file has the correct extension.',
  sizeMessage: 'File size must be less than 5MB.',
} as const;

/** Toasts and inline messages of the interview (docs/behaviour/interview.md §8). */
export const INTERVIEW_MESSAGES = {
  cannotStart: 'Cannot Start Interview',
  cannotStartFallback: 'Please check your connection and try again.',
  enrollmentFailedTitle: 'Enrollment Failed',
  enrollmentFailed: 'Failed to submit voice enrollment',
  completeFailed: 'Failed to complete interview',
  responseFailed: 'Failed to submit response',
  answerClosed: 'This interview no longer takes answers. If you think this is a mistake, write to us at',
  microphone: 'Failed to access microphone. Please check your browser permissions.',
  notFound: 'Interview Not Found',
  noInterviews: 'No Interviews Available',
} as const;
