/**
 * The limits and words of candidate feedback and human review (docs/behaviour/interview.md §17,
 * §17). Free of zod, so the candidate's pages can import them without the validation library; the
 * schemas of candidate-feedback.ts read the same constants.
 */

/** Bounds of what HR writes and what a candidate writes. */
export const FEEDBACK_LIMITS = {
  /** Strengths, and growth suggestions, HR may give at most. */
  items: 3,
  itemLength: 400,
  noteLength: 3_000,
  reviewMessageLength: 2_000,
  outcomeNoteLength: 2_000,
  /** Hours a job may wait before sending by itself: one hour to thirty days. */
  minDelayHours: 1,
  maxDelayHours: 720,
  /** The candidate's page link: 43 URL-safe characters, like the interview credential. */
  linkTokenLength: 43,
  /** Days the feedback page link works. */
  linkValidDays: 90,
} as const;

/** Messages of the feedback forms and calls, word for word. */
export const FEEDBACK_MESSAGES = {
  empty: 'Write at least one strength, suggestion or message before sending.',
  humanOnly:
    'This interview needs a message written by a person: write it in the message box, without generated strengths or suggestions.',
  noteRequired: 'Write a message to the candidate.',
  noAddress: 'This candidate gave no e-mail address, so no feedback can be sent.',
  alreadySent: 'Feedback was already sent to this candidate.',
  notCompleted: 'Feedback can be given only once the interview is completed.',
  mailFailed: 'The e-mail could not be sent. Nothing was recorded; please try again.',
  linkInvalid: 'This link is not valid. Please use the newest link we sent you.',
  linkExpired: 'This link has expired. Please write to the company to ask about your interview.',
  reviewNeedsFeedback: 'A review can be asked for once your feedback has been sent.',
  outcomeNoteRequired: 'Tell the candidate what the review found.',
  alreadyDecided: 'The outcome of this review was already recorded.',
  rejectionNeedsConfirmation:
    'Nobody has opened this candidate’s evidence or listened to an answer. Confirm that a person decided this rejection, not the score alone.',
} as const;

/** What the candidate's pages say (docs/behaviour/interview.md §17, §18), word for word. */
export const CANDIDATE_PAGE_TEXTS = {
  intakeAutomated: 'Your answers are transcribed and scored automatically.',
  intakePersonDecides: 'A person makes every decision about your application.',
  assessmentLink: 'How your interview is assessed',
  feedbackTitle: 'Your interview feedback',
  strengthsHeading: 'What went well',
  growthHeading: 'What you could work on',
  askReview: 'Ask for a human review',
  reviewExplained:
    'A person at the company will look at your interview again, listen to your answers and check the decision. You will get an e-mail with what they found.',
  reviewSent: 'Your request was sent. A person will review your interview and write to you.',
} as const;
