import { z } from 'zod';
import type { FeedbackContent, FeedbackStatus } from '../domain/candidate-feedback.js';
import { HUMAN_REVIEW_OUTCOMES, type HumanReviewOutcome } from '../domain/human-review.js';
import { hasControlCharacters } from '../rules/plain-text.js';
import type { DecisionAgreement } from '../rules/score-advice.js';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from './feedback-texts.js';
import { TEXT_LIMITS, tooLongMessage } from './limits.js';

/**
 * Candidate feedback, the explanation of the assessment and human review on request
 * (docs/behaviour/interview.md §17, §18; docs/behaviour/review.md §12): requests and answers.
 */

/** Line breaks and tabs are a message's own; any other control character is refused. */
const noStrayControls = (text: string) => !hasControlCharacters(text.replace(/[\r\n\t]/g, ' '));

/** A strength or suggestion: one line of plain text. */
const itemSchema = z
  .string({ error: 'Each item must be text' })
  .trim()
  .max(FEEDBACK_LIMITS.itemLength, { error: tooLongMessage('Each item', FEEDBACK_LIMITS.itemLength) })
  .refine((t) => !hasControlCharacters(t), {
    error: 'An item may not contain line breaks or control characters',
  });

const itemsSchema = (field: string) =>
  z
    .array(itemSchema, { error: `${field} must be a list of texts` })
    .max(FEEDBACK_LIMITS.items, { error: `At most ${FEEDBACK_LIMITS.items} ${field.toLowerCase()}` })
    .transform((items) => items.filter((i) => i !== ''));

/** A longer text a person writes: paragraphs allowed, other control characters not. */
const messageSchema = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: tooLongMessage(field, max) })
    .refine(noStrayControls, { error: `${field} may not contain control characters` });

/** The feedback as HR saves or sends it (the figures are the evaluation's, never typed). */
export const feedbackContentSchema = z.object({
  strengths: itemsSchema('Strengths').default([]),
  growth: itemsSchema('Suggestions').default([]),
  note: messageSchema('The message', FEEDBACK_LIMITS.noteLength)
    .nullable()
    .default(null)
    .transform((note) => (note ? note : null)),
});
export type FeedbackContentInput = z.input<typeof feedbackContentSchema>;
export type FeedbackContentRequest = z.output<typeof feedbackContentSchema>;

/** POST …/feedback/hold: hold (nothing goes by itself) or let it go again. */
export const feedbackHoldSchema = z.object({ held: z.boolean({ error: 'held must be true or false' }) });

/** PUT /api/jobs/{jobId}/feedback-settings. */
export const jobFeedbackSettingsSchema = z.object({
  autoSend: z.boolean({ error: 'autoSend must be true or false' }),
  delayHours: z
    .number({ error: 'delayHours must be a number of hours' })
    .int({ error: 'delayHours must be a whole number of hours' })
    .min(FEEDBACK_LIMITS.minDelayHours, {
      error: `Send after ${FEEDBACK_LIMITS.minDelayHours} to ${FEEDBACK_LIMITS.maxDelayHours} hours`,
    })
    .max(FEEDBACK_LIMITS.maxDelayHours, {
      error: `Send after ${FEEDBACK_LIMITS.minDelayHours} to ${FEEDBACK_LIMITS.maxDelayHours} hours`,
    }),
});
export type JobFeedbackSettingsRequest = z.output<typeof jobFeedbackSettingsSchema>;

/** PUT /api/organisation/feedback-settings. */
export const organisationFeedbackSettingsSchema = z.object({
  showScores: z.boolean({ error: 'showScores must be true or false' }),
  contactEmail: z
    .string()
    .trim()
    .max(TEXT_LIMITS.email, { error: tooLongMessage('The contact address', TEXT_LIMITS.email) })
    .pipe(z.union([z.literal(''), z.email({ error: 'Enter a valid e-mail address, or leave it empty' })]))
    .nullable()
    .default(null)
    .transform((email) => (email ? email.toLowerCase() : null)),
});
export type OrganisationFeedbackSettingsRequest = z.output<typeof organisationFeedbackSettingsSchema>;

/** The candidate's page link token, as the page sends it. */
export const feedbackTokenSchema = z
  .string({ error: FEEDBACK_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: FEEDBACK_MESSAGES.linkInvalid })
  .length(FEEDBACK_LIMITS.linkTokenLength, { error: FEEDBACK_MESSAGES.linkInvalid });

/** POST /api/public/feedback/{sessionId}: the candidate opens their page. */
export const openFeedbackSchema = z.object({ token: feedbackTokenSchema });

/** POST /api/public/feedback/{sessionId}/review-request: the candidate asks for a human review. */
export const humanReviewRequestSchema = z.object({
  token: feedbackTokenSchema,
  message: messageSchema('Your message', FEEDBACK_LIMITS.reviewMessageLength)
    .optional()
    .transform((m) => (m ? m : null)),
});
export type HumanReviewRequestInput = z.input<typeof humanReviewRequestSchema>;

/** POST /api/review-requests/{id}/outcome: what the review found and what the candidate is told. */
export const humanReviewOutcomeSchema = z.object({
  outcome: z.enum(HUMAN_REVIEW_OUTCOMES, {
    error: `outcome must be one of ${HUMAN_REVIEW_OUTCOMES.join(', ')}`,
  }),
  note: messageSchema('The note', FEEDBACK_LIMITS.outcomeNoteLength).pipe(
    z.string().min(1, { error: FEEDBACK_MESSAGES.outcomeNoteRequired }),
  ),
});
export type HumanReviewOutcomeInput = z.input<typeof humanReviewOutcomeSchema>;
export type HumanReviewOutcomeRequest = z.output<typeof humanReviewOutcomeSchema>;

/** POST /api/candidate-sessions/{sessionId}/review-events: what the reviewer looked at. */
export const reviewEventSchema = z.object({
  kind: z.enum(['criterion_opened', 'answer_played'], {
    error: 'kind must be criterion_opened or answer_played',
  }),
});

/** ?jobId=&status= of GET /api/review-requests. */
export const reviewRequestsQuerySchema = z.object({
  jobId: z.string().max(TEXT_LIMITS.id, { error: 'jobId is too long' }).optional(),
  status: z.enum(['open', 'decided', 'all'], { error: 'status must be open, decided or all' }).default('all'),
});
export type ReviewRequestsQuery = z.output<typeof reviewRequestsQuerySchema>;

/** A human review as HR sees it. */
export interface HumanReviewView {
  id: string;
  sessionId: string;
  jobId: string;
  jobTitle: string;
  candidateName: string | null;
  message: string | null;
  requestedAt: string;
  outcome: HumanReviewOutcome | null;
  outcomeNote: string | null;
  decidedAt: string | null;
  /** The e-mail of the member who recorded the outcome (null once they left). */
  decidedBy: string | null;
  candidateToldAt: string | null;
}

/** GET /api/jobs/{jobId}/candidates-v2/{sessionId}/feedback: the feedback card of the candidate detail. */
export interface HrFeedbackView {
  sessionId: string;
  /** `not_started` for an interview completed before feedback existed or still in progress. */
  status: FeedbackStatus | 'not_started';
  /** Generated from the evaluation, to be written by a person, or waiting for the evaluation. */
  basis: 'generated' | 'human' | 'awaiting_evaluation';
  /** Why a person must write it (HR's eyes only). */
  humanReasons: string[];
  /** The draft generated from the evaluation (null when none may be). */
  generated: FeedbackContent | null;
  /** What would be sent now: HR's edited draft, else the generated one. */
  current: FeedbackContent | null;
  edited: boolean;
  /** When it goes by itself; null when it will not (held, off, written by a person, sent). */
  autoSendAt: string | null;
  sent: { content: FeedbackContent; at: string; by: string | null; automatic: boolean } | null;
  receiptSentAt: string | null;
  /** False when the candidate gave no address: nothing can be sent. */
  canMail: boolean;
  showScores: boolean;
  review: HumanReviewView | null;
}

/** GET/PUT /api/jobs/{jobId}/feedback-settings. */
export interface JobFeedbackSettingsView {
  autoSend: boolean;
  delayHours: number;
}

/** GET/PUT /api/organisation/feedback-settings. */
export interface OrganisationFeedbackSettingsView {
  showScores: boolean;
  contactEmail: string | null;
}

/** GET /api/review-requests: the organisation's requests with counts and the decision analytics. */
export interface ReviewRequestsView {
  requests: HumanReviewView[];
  counts: { open: number; decided: number };
  decisions: DecisionAgreement;
  /** Rejections a member confirmed although nobody had opened the evidence or played an answer. */
  scoreOnlyRejections: number;
}

/** One criterion as the candidate is told it is assessed. */
export interface AssessedCriterion {
  label: string;
  /** Percentage of the overall score. */
  weight: number;
  description: string;
}

/** GET /api/public/jobs/{id}/assessment: "How your interview is assessed". */
export interface AssessmentExplanation {
  jobId: string;
  jobTitle: string;
  companyName: string | null;
  criteria: AssessedCriterion[];
  /** How long interviews are kept (e.g. "6 months"); null: until the company deletes them. */
  retention: string | null;
}

/** POST /api/public/feedback/{sessionId}: the candidate's own page. */
export interface CandidateFeedbackPage {
  jobId: string;
  jobTitle: string;
  companyName: string | null;
  candidateName: string | null;
  feedback: FeedbackContent;
  sentAt: string;
  /** Where to write with questions. */
  contactEmail: string;
  assessment: AssessmentExplanation;
  review: {
    requestedAt: string;
    outcome: HumanReviewOutcome | null;
    outcomeNote: string | null;
    decidedAt: string | null;
  } | null;
}
