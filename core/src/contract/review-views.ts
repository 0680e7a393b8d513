import type { InterviewChannel } from '../rules/interview-channel.js';
import type { PhoneCallStats } from '../rules/phone-call-cost.js';
import type { TeamScore } from '../rules/team-score.js';
import type { ConcernKind } from '../domain/answer-concern.js';
/**
 * The JSON the HR review calls answer (docs/behaviour/review.md §3.2, §7): one definition shared by the server,
 * which builds these shapes, and the web screens, which read them. Dates are ISO strings.
 */
import type { ReadableWord } from '../rules/transcript-words.js';
import type { HiringOutcome, VerificationStatus } from '../domain/candidate-session.js';
import type { PillarId } from '../domain/criteria.js';
import type { EvaluatorDescription } from '../rules/evaluator-label.js';
import type { AnswerRatingsView } from './calibration.js';
import type { Flag, QualityFlagCode } from '../rules/quality.js';
import type { Recommendation, RecommendationSlug } from '../rules/recommendation.js';
import type { MatchLevel } from '../rules/scoring.js';

/** A criterion of the job (enabled ones only, in the job's order). */
export interface ReviewPillar {
  id: PillarId;
  label: string;
  description: string;
  weight: number;
}

/** The job as the review screens need it. */
export interface ReviewJob {
  id: string;
  title: string;
  description: string;
  status: 'draft' | 'active' | 'archived';
  evalVersion: string;
  language: string;
  createdAt: string;
  /** '{PUBLIC_URL}/interview/{id}'. */
  interviewUrl: string;
  requireIdentityVerification: string;
  questions: { index: number; text: string; pillarId: PillarId | null }[];
  /** Enabled criteria only. */
  pillars: ReviewPillar[];
}

/** docs/behaviour/review.md §3.2 "Candidate session" (plus status and the identity/voice fields HR reads). */
export interface ReviewSession {
  id: string;
  jobId: string;
  candidateName: string | null;
  candidateEmail: string | null;
  candidatePhone: string | null;
  /** The applicant tracking system's id of the candidate (from the invitation); null when none. */
  externalReference: string | null;
  status: 'in_progress' | 'completed';
  startedAt: string;
  completedAt: string | null;
  tabSwitchCount: number;
  cvFilePath: string | null;
  /** True when a CV is stored: GET /download/cv/{id} serves it. */
  hasCv: boolean;
  verificationFilePath: string | null;
  verificationType: 'photo' | 'video' | null;
  verificationPhrase: string | null;
  verificationStatus: VerificationStatus;
  verifiedAt: string | null;
  phraseMatchExact: boolean | null;
  phraseMatchScore: number | null;
  /** Normalised 0-1 voice-match score of the session, null while not computed. */
  voiceScore: number | null;
  hiringOutcome: HiringOutcome | null;
  hiringOutcomeUpdatedAt: string | null;
  inPanel: boolean;
}

/** docs/behaviour/review.md §3.2 "Response". `audioUrl` is '/api/audio/{audioFilePath}' (segments encoded) or null. */
export interface ReviewResponse {
  id: string;
  questionIndex: number;
  questionText: string;
  /** The recogniser's words as heard: what is scored, quoted and exported. */
  transcribedText: string | null;
  /** The same words for reading (sentence case, full stops where the speaker paused); null without a transcript. */
  readableText: string | null;
  transcriptionConfidence: number | null;
  /**
   * The readable transcript word by word, with times and confidences, when the recogniser gave
   * them (docs/behaviour/review.md §2.4); null otherwise (older answers, recognisers without words).
   */
  words: ReadableWord[] | null;
  /** The recogniser that made this machine transcript, when known. */
  transcriber: string | null;
  /** Whole seconds. */
  duration: number | null;
  createdAt: string;
  audioFilePath: string | null;
  audioFilename: string | null;
  audioUrl: string | null;
  /** False marks a voice mismatch. */
  isSamePerson: boolean;
}

/** An answer the transcript-quality gate did not score, with the text HR reads. */
export interface NotAssessableView {
  questionIndex: number;
  /** 'transcript missing' | 'no speech detected' | 'low transcription confidence' | 'too short to assess'. */
  reason: string;
  /** e.g. 'Question 3 not assessable: no speech detected'. */
  message: string;
}

/** One answer's score as the evaluator gave it against its question. */
export interface AnswerScoreView {
  questionIndex: number;
  /** 0-100; null when the answer was not assessable or the evaluator scores criteria only. */
  score: number | null;
  assessable: boolean;
  /** Why it was not assessable (the gate's words), null when it was. */
  reason: string | null;
  /** The evaluator's words on the answer, when it gives any. */
  feedback: string | null;
  /** How many of the team's rated answers to its question it was scored against (0: none). */
  anchors: number;
  /**
   * Why a person must listen to this answer instead of reading a score (docs/behaviour/review.md
   * §17), with the sentence in question; null when nothing was flagged.
   */
  concern: AnswerConcernView | null;
}

/** One concern of an evaluation, and who listened to it and when (null: nobody yet). */
export interface EvaluationConcernView extends AnswerConcernView {
  questionIndex: number;
  /** "Needs a human listen: {reason} (question N): “{sentence}”". */
  message: string;
  listened: { userId: string; at: string } | null;
}

/** A flagged answer: "Needs a human listen: {reason}" and the sentence (null: the whole answer). */
export interface AnswerConcernView {
  kind: ConcernKind;
  reason: string;
  quote: string | null;
}

/** docs/behaviour/review.md §3.2 "Evaluation", with the gate's verdict. */
export interface ReviewEvaluation {
  id: string;
  /** Null when the interview was not scored: show NOT_SCORED_LABEL and `notScoredReasons`. */
  overallScore: number | null;
  strengths: string | null;
  weaknesses: string | null;
  /** The band (80/60/40, capped by the criteria met); null when not scored. */
  recommendation: string | null;
  recommendationSlug: RecommendationSlug | null;
  /** False when too few answers could be assessed: no score, no band, no match. */
  scored: boolean;
  /** Why it was not scored (empty when scored). */
  notScoredReasons: string[];
  /** Who made it: built-in rules (no language model) or a named model. */
  evaluator: EvaluatorDescription;
  /** Every answer's score and verdict, by question index (empty for old evaluations). */
  answerScores: AnswerScoreView[];
  /** The answers the evaluator flagged for a human listen (docs/behaviour/review.md §17). */
  concerns: EvaluationConcernView[];
  /** True while a score and band are held back until HR has listened to the flagged answers. */
  heldForListen: boolean;
  feedback: string | null;
  summary: string | null;
  /** Out of 10; null when the stored analysis lacks it. */
  detailedAnalysis: {
    communicationSkills: number | null;
    problemSolving: number | null;
    motivation: number | null;
  };
  evaluatorVersion: string | null;
  evaluatedAt: string;
  needsHumanReview: boolean;
  notAssessable: NotAssessableView[];
  /** Evidence quotes dropped because they were not found in the transcripts. */
  flaggedEvidenceCount: number;
}

/** A criterion score with its label (top strength / main concern). */
export interface LabelledScore {
  pillar: PillarId;
  label: string;
  score: number;
}

// ---------- GET /api/jobs/{jobId}/dashboard (legacy, docs/behaviour/review.md §2.2) ----------

/** ?offset=0&limit=50 (limit 1-200). Only sessions with an evaluation are listed, latest start first. */
export interface DashboardCandidate {
  session: ReviewSession;
  evaluation: ReviewEvaluation;
  responses: ReviewResponse[];
  /** Quality Check Needed flags (docs/behaviour/review.md §9), empty when none. */
  qualityFlags: Flag<QualityFlagCode>[];
  /** Identity verification required by the job but no clip on file. */
  identityClipMissing: boolean;
  /** Some response has isSamePerson false. */
  voiceMismatch: boolean;
  /** Score, band, match and criteria as every review screen shows them. */
  figures: CandidateFigures;
  /** Web page or phone call (rules/interview-channel.ts): the printed reports say 'Phone'. */
  channel: InterviewChannel;
}

export interface DashboardPayload {
  job: ReviewJob;
  candidates: DashboardCandidate[];
  stats: { totalCandidates: number; completedCandidates: number; evaluatedCandidates: number };
  /** The job's candidates by progress, counted as the overview counts them. */
  progress: ProgressCounts;
  page: { offset: number; limit: number; total: number };
}

// ---------- GET /api/jobs/{jobId}/candidates-v2 (docs/behaviour/review.md §2.3) ----------

/**
 * Query: ?search=&filter=all|meets-all|partial&sort=score|name|date&offset=0&limit=100
 * (limit 1-500). The list holds completed sessions (evaluated or awaiting evaluation) that pass
 * search and filter, sorted, then paged; stats and criteriaBreakdown always cover the whole job.
 */
export interface OverviewCandidate {
  session: ReviewSession;
  /** Web page or phone call (rules/interview-channel.ts): the row's 'Phone' badge. */
  channel: InterviewChannel;
  /** Null while the evaluation is pending. */
  evaluation: ReviewEvaluation | null;
  /** Answer count and total seconds; the full answers are on the detail call. */
  responseCount: number;
  totalDuration: number;
  matchLevel: MatchLevel | null;
  /** '{score}% - Strong Match' etc.; null while not evaluated. */
  matchBadge: string | null;
  meetsAllCriteria: boolean;
  partialMatch: boolean;
  /** Criterion id to met (only evaluated criteria). */
  criteriaBreakdown: Partial<Record<PillarId, boolean>>;
  pillarScores: Partial<Record<PillarId, number>>;
  topStrength: LabelledScore | null;
  mainConcern: LabelledScore | null;
  voiceIdentityWarning: boolean;
  /** Score, band, match and criteria as every review screen shows them. */
  figures: CandidateFigures;
}

export interface OverviewStats {
  totalInvited: number;
  completed: number;
  inProgress: number;
  notStarted: number;
  meetsAllCriteria: number;
  partialMatch: number;
  poorFit: number;
  /** Completed but not evaluated yet. */
  awaitingEvaluation: number;
  /** Evaluated but not scored: too few assessable answers, they need a human listen. */
  notScored: number;
}

export interface CriterionBreakdownView {
  label: string;
  met: number;
  total: number;
  /** Whole percent, 0 when total is 0. */
  percentage: number;
}

export interface OverviewPayload {
  job: ReviewJob;
  candidates: OverviewCandidate[];
  stats: OverviewStats;
  /** The job's phone calls, both ways, and their estimated cost; null when it had none (docs/behaviour/interview.md §20). */
  phoneCalls: PhoneCallStats | null;
  criteriaBreakdown: Partial<Record<PillarId, CriterionBreakdownView>>;
  /** matching = after search and filter, before paging; completed = the footer's Y. */
  page: { offset: number; limit: number; matching: number; completed: number };
}

// ---------- GET /api/jobs/{jobId}/candidates-v2/{sessionId} (docs/behaviour/review.md §2.4) ----------

export interface RelatedQuestionView {
  questionIndex: number;
  questionText: string;
  /** The answer's readable transcript (see ReviewResponse.readableText). */
  answerText: string | null;
  feedback: string;
  audioFilename: string | null;
  audioUrl: string | null;
  duration: number | null;
}

export interface CriteriaEvaluationView {
  pillarId: PillarId;
  pillarLabel: string;
  description: string;
  score: number;
  meets: boolean;
  subcriteria: { id: string; label: string; assessed: boolean }[];
  relatedQuestions: RelatedQuestionView[];
}

export interface EvidenceView {
  quote: string;
  reasoning: string;
  /** The answer the quote came from (its audio plays it), null when unknown. */
  questionIndex: number | null;
  /**
   * The quote in English when the interview is in another language; `quote` stays the original
   * (docs/behaviour/interview.md §22).
   */
  english?: string;
}

export interface PillarDetailView {
  pillarId: PillarId;
  quickTake: string;
  rationale: string;
  supportingEvidence: EvidenceView[];
}

export interface CandidateDetailPayload {
  job: ReviewJob;
  session: ReviewSession;
  evaluation: ReviewEvaluation | null;
  pillarScores: Partial<Record<PillarId, number>>;
  criteriaEvaluations: CriteriaEvaluationView[];
  responses: ReviewResponse[];
  /** The team's ratings of each answer, in the order of `responses` (docs/behaviour/review.md §15). */
  answerRatings: AnswerRatingsView[];
  pillarDetails: PillarDetailView[];
  matchLevel: MatchLevel | null;
  criteriaMet: { met: number; total: number };
  /** Whole minutes from start to completion (or the answers' total), null when unknown. */
  durationMinutes: number | null;
  questionsAnswered: number;
  topStrength: LabelledScore | null;
  mainConcern: LabelledScore | null;
  /** Score, band, match and criteria as every review screen shows them. */
  figures: CandidateFigures;
  /** True when the interview was taken on a phone call (docs/behaviour/interview.md §20): the 'Phone' badge. */
  byPhone?: boolean;
  /**
   * For an interview without an automatic score, the overall score from the team's ratings of its
   * answers, labelled "Scored by your team" (docs/behaviour/interview.md §22); null while none is
   * rated or when the interview has an automatic score.
   */
  teamScore?: TeamScore | null;
}

// ---------- Panel (docs/behaviour/review.md §2.6) ----------

/** POST /api/jobs/{jobId}/panel/add|remove {sessionId} → PanelChangeResult. */
export interface PanelChangeResult {
  session: ReviewSession;
}

/** PUT /api/candidate-sessions/{sessionId}/hiring-outcome {hiringOutcome} → HiringOutcomeResult. */
export interface HiringOutcomeResult {
  session: ReviewSession;
}

/** An evaluated candidate as the panel builder lists it. */
export interface PanelCandidate {
  session: ReviewSession;
  /** Web page or phone call (rules/interview-channel.ts): the 'Phone' badge and the briefing say it. */
  channel: InterviewChannel;
  /** Null when the interview was not scored (see `notScoredReasons`). */
  overallScore: number | null;
  matchLevel: MatchLevel | null;
  /** Why it was not scored (empty when scored). */
  notScoredReasons: string[];
  criteriaBreakdown: Partial<Record<PillarId, boolean>>;
  pillarScores: Partial<Record<PillarId, number>>;
  topStrength: LabelledScore | null;
  /** feedback, or else recommendation. */
  aiSummary: string | null;
  /** Who made the evaluation: the briefing names its summary by it (docs/behaviour/review.md §16). */
  evaluator: EvaluatorDescription;
  /** At most 3 (docs/behaviour/review.md §9). */
  focusPoints: string[];
  closingRecommendation: string;
}

/** Whole-job counts of the panel builder's Available column (docs/behaviour/review.md §2.6). */
export interface PanelAvailableCounts {
  /** Evaluated candidates not in the panel. */
  total: number;
  strongMatch: number;
  partialMatch: number;
}

/**
 * GET /api/jobs/{jobId}/panel?search=&offset=&limit=: the whole panel, and one page of the
 * evaluated candidates not in it (best score first, not scored last, then the latest start).
 */
export interface PanelPayload {
  job: ReviewJob;
  panel: PanelCandidate[];
  /** The page of available candidates matching the search. */
  available: PanelCandidate[];
  /** Counts over every available candidate, whatever the search. */
  availableCounts: PanelAvailableCounts;
  /** The page shown and how many available candidates match the search. */
  page: { offset: number; limit: number; matching: number };
  insights: {
    averageScore: number | null;
    panelSize: number;
    /** Per enabled criterion: candidates of the panel meeting it. */
    coverage: { pillarId: PillarId; label: string; count: number }[];
    /** The three criteria most covered. */
    topStrengths: { pillarId: PillarId; label: string; count: number }[];
  };
}

/** POST /api/export-logs {jobId, panelSize} → 201 ExportLogResult. */
export interface ExportLogResult {
  id: string;
  jobId: string;
  panelSize: number;
  exportedAt: string;
  /** Hours from the job's publication (or creation) to this export, one decimal. */
  durationHours: number | null;
}

// ---------- One candidate's figures, the same on every review screen (docs/behaviour/review.md §10) ----------

/** Where a candidate's interview stands: completed, started (an answer or past question 1), or not. */
export type ProgressState = 'completed' | 'in-progress' | 'not-started';

/** One enabled criterion of one candidate, in percent. */
export interface CriterionFigure {
  pillar: PillarId;
  label: string;
  /** 0-100 rounded; null when the evaluation gave this criterion no score. */
  percent: number | null;
  met: boolean;
}

/**
 * A candidate's figures as every screen shows them (one presenter,
 * core/src/use-cases/review/candidate-figures.ts): the overall score out of 100 shown as a
 * percent, criteria in percent (enabled ones only), the band capped by the match level.
 */
export interface CandidateFigures {
  progress: ProgressState;
  /** True when an evaluation gave an overall score; false while pending or when not scored. */
  scored: boolean;
  /** 0-100 rounded, shown as '{n}%'; null when not scored. */
  scorePercent: number | null;
  /** The band (80/60/40, capped by the criteria met); null when not scored. */
  band: Recommendation | null;
  matchLevel: MatchLevel | null;
  /** The job's enabled criteria in its order; empty when not scored. */
  criteria: CriterionFigure[];
  /** Criteria met out of the scored ones; null when not scored. */
  criteriaMet: { met: number; total: number } | null;
  /** The highest met criterion (never one not met); null when none is met or not scored. */
  topStrength: LabelledScore | null;
  /** The lowest criterion when below the bar; null otherwise. */
  mainConcern: LabelledScore | null;
}

/** The figures of an interview not scored or not evaluated yet: nothing but its progress. */
export const UNSCORED_FIGURES: Omit<CandidateFigures, 'progress'> = {
  scored: false,
  scorePercent: null,
  band: null,
  matchLevel: null,
  criteria: [],
  criteriaMet: null,
  topStrength: null,
  mainConcern: null,
};

/** A candidate count of a job by progress; they add up to the total. */
export interface ProgressCounts {
  total: number;
  completed: number;
  inProgress: number;
  notStarted: number;
}
