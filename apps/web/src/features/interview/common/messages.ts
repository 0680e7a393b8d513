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

/**
 * The offer to record an answer again when the device measured it would not be understood
 * (docs/behaviour/interview.md §16). Short, common words: many candidates read English as a second
 * language, on a small screen.
 */
export const RETAKE_OFFER = {
  title: 'Your answer is hard to hear',
  quiet: 'It is very quiet. Hold the phone near your mouth and speak a little louder.',
  clipped: 'It is too loud, so the sound breaks. Hold the phone a little further from your mouth.',
  noisy: 'There is a lot of noise. Go to a quiet place if you can, and speak near the phone.',
  question: 'Do you want to record this answer again?',
  recordAgain: 'Record again',
  keep: 'Keep this answer',
  keepAndSubmit: 'Keep and submit',
} as const;
