import type { MemberRating } from '../domain/answer-rating.js';
import type { CandidateResponse } from '../domain/candidate-response.js';
import type { CandidateSession } from '../domain/candidate-session.js';
import type { Evaluation } from '../domain/evaluation.js';
import type { EvaluationProvenance } from '../domain/evaluation-provenance.js';
import type { HiringDecision } from '../domain/hiring-decision.js';
import type { SelfIdentificationAnswers } from '../domain/self-identification.js';
import type { SpeakerEmbedding } from './speaker-embedding-repository.js';

/**
 * Which candidate sessions a data-protection command covers.
 * - `inactive-before`: sessions whose latest activity (`completedAt ?? startedAt`) is strictly
 *   before `cutoff` (retention purge).
 * - `email`: sessions whose `candidateEmail` equals `email` ignoring case and surrounding spaces,
 *   in every organisation (a data-subject request).
 */
export type CandidateSelection = { kind: 'inactive-before'; cutoff: Date } | { kind: 'email'; email: string };

/** What kind of file a session's row points at. */
export type CandidateMediaKind = 'answer-audio' | 'enrollment' | 'cv' | 'verification';

/** A file a session refers to, by the path stored in its row (not yet a blob key). */
export interface CandidateMediaPath {
  kind: CandidateMediaKind;
  path: string;
}

/** One session and everything that would go with it, counted rather than loaded. */
export interface CandidateFootprint {
  sessionId: string;
  jobId: string;
  jobTitle: string;
  candidateEmail: string | null;
  /** The applicant tracking system's id of the candidate, which the deletion's webhook names. */
  externalReference: string | null;
  startedAt: Date;
  completedAt: Date | null;
  answers: number;
  evaluations: number;
  /** Speaker embeddings of the session's clips (see `CandidateDataStore`). */
  embeddings: number;
  /** CV, identity file, warm-up and answer recordings, as stored in the rows. */
  media: CandidateMediaPath[];
}

/** Everything stored about one session, for an export. */
export interface CandidateRecord {
  session: CandidateSession;
  jobTitle: string;
  answers: CandidateResponse[];
  /** Every evaluation, oldest first (not only the latest). */
  evaluations: Evaluation[];
  embeddings: SpeakerEmbedding[];
  media: CandidateMediaPath[];
  /** The input kept with each evaluation (docs/behaviour/review.md §14), oldest evaluation first. */
  evaluationInputs: EvaluationProvenance[];
  /** The candidate's voluntary self-identification (docs/behaviour/interview.md §19), if given. */
  selfIdentification: SelfIdentificationAnswers | null;
  /** The hiring decisions recorded about the session, oldest first. */
  hiringDecisions: HiringDecision[];
  /** The hiring team's current ratings of the answers (docs/behaviour/review.md §15). */
  ratings: MemberRating[];
}

/**
 * Candidates' personal data across sessions, answers, evaluations (with their stored inputs),
 * speaker embeddings, self-identification and the log of hiring decisions.
 * A session's embeddings are those whose clip path is one its rows refer to (answer or warm-up
 * audio) or lies under `{sessionId}/` (earlier takes that were replaced keep their cached vector).
 * Media files themselves are not touched here; they live in the BlobStore.
 */
export interface CandidateDataStore {
  /** The selected sessions, oldest start first (then by id). */
  find(selection: CandidateSelection): Promise<CandidateFootprint[]>;
  /** Full records of the selected sessions, oldest start first (then by id). */
  load(selection: CandidateSelection): Promise<CandidateRecord[]>;
  /**
   * Deletes the selected sessions with their answers, evaluations and their inputs, embeddings,
   * self-identification and logged hiring decisions in ONE
   * transaction (all or nothing) and returns what was deleted, as read inside that transaction,
   * so the media list matches the rows removed even when a session changed since `find`.
   */
  delete(selection: CandidateSelection): Promise<CandidateFootprint[]>;
}
