/** Candidate feedback, the explanation of the assessment and human review on request (docs/behaviour/interview.md §17, §18). */
export { CandidateFeedbackPages } from './candidate-feedback-page.js';
export { FeedbackSettings } from './feedback-settings.js';
export { GetAssessmentExplanation } from './assessment-explanation.js';
export { HumanReviews } from './human-reviews.js';
export { ManageFeedback } from './manage-feedback.js';
export { OpenFeedbackOnCompletion, SendReceipt } from './send-receipt.js';
export { RecordReviewEvent } from './record-review-event.js';
export { SweepCandidateMail, type CandidateMailSweep } from './sweep-candidate-mail.js';
export { isInterviewFlagged, interviewFlags } from './interview-flags.js';
