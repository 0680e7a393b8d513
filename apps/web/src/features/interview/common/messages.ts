/**
 * The candidate-facing texts of the interview that only the screens show (docs/behaviour/interview.md
 * §5.3, §8). The intake messages, the phone pattern and the CV rule that the server checks too come
 * from core/src/contract/candidate-intake.ts and cv-file.ts, which are free of zod so that the
 * candidate's bundle stays small on 2G.
 */

/** The consent the intake form requires before an interview starts (docs/behaviour/interview.md §5.3). */
export const INTAKE_MESSAGES = {
  consentRequired: 'Please agree to the recording and assessment of your answers to continue.',
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
  /** A personal link the server refused (replaced, revoked, unknown): not a missing interview. */
  invitationNotValid: 'Invitation Not Valid',
  invitationExpired: 'Invitation Expired',
  noInterviews: 'No Interviews Available',
} as const;
