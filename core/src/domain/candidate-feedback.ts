/**
 * What Sauti tells a candidate after the interview (docs/behaviour/interview.md §17): a receipt when
 * the interview is submitted, then feedback HR can edit, hold or send, which otherwise goes by
 * itself after the job's delay. One record per completed interview (table `candidate_feedback`).
 */

/** What the candidate reads on the feedback page and in the mail. */
export interface FeedbackContent {
  /** Strengths tied to criteria the candidate met, in plain words (at most FEEDBACK_LIMITS.items). */
  strengths: string[];
  /** Suggestions for growth tied to criteria, in plain words. */
  growth: string[];
  /** HR's own words; the whole message when the interview needs a human-written one. */
  note: string | null;
  /** The overall score and band, only when the organisation chose to show them. */
  figures: FeedbackFigures | null;
}

/** Shown only when the organisation's setting allows it. */
export interface FeedbackFigures {
  overallScore: number;
  band: string;
}

/**
 * `pending` until something happens; `held` by HR (nothing goes by itself); `awaiting_hr` when
 * the automatic send found the interview needs a human-written message; `sent` once it went.
 */
export type FeedbackStatus = 'pending' | 'held' | 'awaiting_hr' | 'sent';

/** One completed interview's correspondence with its candidate. */
export interface CandidateFeedback {
  sessionId: string;
  jobId: string;
  /** When the record was opened: the interview's completion, or HR's first action on an older one. */
  createdAt: Date;
  /** When the receipt mail went; null until then (and for interviews completed before receipts). */
  receiptSentAt: Date | null;
  status: FeedbackStatus;
  /** HR's edited draft; null while the draft generated from the evaluation stands. */
  draft: FeedbackContent | null;
  /** Who last changed the draft or its status, and when. */
  updatedBy: string | null;
  updatedAt: Date | null;
  /** Exactly what was sent, when and by whom (null: sent automatically after the delay). */
  sent: FeedbackContent | null;
  sentAt: Date | null;
  sentBy: string | null;
  /** SHA-256 of the candidate's page link token (the token is only in the mail) and its expiry. */
  linkTokenHash: string | null;
  linkExpiresAt: Date | null;
}

/** Fields of the record that change after it is opened. */
export type CandidateFeedbackUpdate = Partial<Omit<CandidateFeedback, 'sessionId' | 'jobId' | 'createdAt'>>;

/** The organisation's choices about what candidates are told (table `organisation_feedback_settings`). */
export interface OrganisationFeedbackSettings {
  organisationId: string;
  /** Show the overall score and band in feedback (off by default). */
  showScores: boolean;
  /** Where candidates write with questions; null: the platform's support address. */
  contactEmail: string | null;
}

/** A job's automatic sending (table `job_feedback_settings`). */
export interface JobFeedbackSettings {
  jobId: string;
  /** Off: nothing goes by itself; HR sends each one. */
  autoSend: boolean;
  /** Hours after the interview's completion the feedback goes by itself. */
  delayHours: number;
}

/** The defaults of a job or organisation that never chose (docs/behaviour/interview.md §17). */
export const FEEDBACK_DEFAULTS = {
  autoSend: true,
  /** The completion screen promises feedback within 24-48 hours. */
  delayHours: 48,
  showScores: false,
} as const;

/** The settings of an organisation that never chose. */
export function defaultOrganisationFeedbackSettings(organisationId: string): OrganisationFeedbackSettings {
  return { organisationId, showScores: FEEDBACK_DEFAULTS.showScores, contactEmail: null };
}

/** The settings of a job that never chose. */
export function defaultJobFeedbackSettings(jobId: string): JobFeedbackSettings {
  return { jobId, autoSend: FEEDBACK_DEFAULTS.autoSend, delayHours: FEEDBACK_DEFAULTS.delayHours };
}
