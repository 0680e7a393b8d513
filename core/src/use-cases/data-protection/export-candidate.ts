import type { AnswerRating } from '../../domain/answer-rating.js';
import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { CandidateFeedback } from '../../domain/candidate-feedback.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { HumanReviewRequest } from '../../domain/human-review.js';
import type { CandidateFeedbackRepository } from '../../ports/candidate-feedback-repository.js';
import type { HumanReviewRepository } from '../../ports/human-review-repository.js';
import type { EvaluationProvenance } from '../../domain/evaluation-provenance.js';
import type { HiringDecision } from '../../domain/hiring-decision.js';
import type { SelfIdentificationAnswers } from '../../domain/self-identification.js';
import type { BlobListing, BlobStore } from '../../ports/blob-store.js';
import type {
  CandidateDataStore,
  CandidateMediaKind,
  CandidateRecord,
} from '../../ports/candidate-data-store.js';
import type { Clock } from '../../ports/clock.js';
import type { SpeakerEmbedding } from '../../ports/speaker-embedding-repository.js';
import { blobKeyOf, unreferencedKeys } from './candidate-media.js';
import { candidateEmail } from './candidate-email.js';

/** One stored file: where it is, and its size and type when it is there. */
export interface ExportedMedia {
  /** `unreferenced`: a file in the session's folders that no row points at. */
  kind: CandidateMediaKind | 'unreferenced';
  /** The path as stored in the row (null for an unreferenced file). */
  path: string | null;
  /** The blob key (where the file lives in the media store). */
  key: string;
  present: boolean;
  size: number | null;
  contentType: string | null;
}

/**
 * The session's fields except `candidateTokenHash`: a credential's hash is not information about
 * the person, and handing it out would only help someone guess the credential.
 */
export type ExportedSession = Omit<CandidateSession, 'candidateTokenHash'>;

/**
 * What was said to the candidate after the interview (docs/behaviour/interview.md §17, §18): the
 * feedback record without its link's digest (a credential, like the session's), and any request
 * for a human review with its outcome.
 */
export interface ExportedCorrespondence {
  feedback: Omit<CandidateFeedback, 'linkTokenHash'> | null;
  reviewRequest: HumanReviewRequest | null;
}

/** Everything held about one session of the candidate. */
export interface ExportedSessionRecord {
  job: { id: string; title: string };
  session: ExportedSession;
  answers: CandidateResponse[];
  evaluations: Evaluation[];
  speakerEmbeddings: SpeakerEmbedding[];
  media: ExportedMedia[];
  correspondence: ExportedCorrespondence;
  /** The input kept with each evaluation, to re-run it (docs/behaviour/review.md §14). */
  evaluationInputs: EvaluationProvenance[];
  /** The candidate's own voluntary answers (docs/behaviour/interview.md §19), if given. */
  selfIdentification: SelfIdentificationAnswers | null;
  hiringDecisions: HiringDecision[];
  /**
   * The hiring team's ratings of the answers (docs/behaviour/review.md §15): what was said about the
   * candidate, not who said it (the raters are the employer's staff).
   */
  ratings: { questionIndex: number; rating: AnswerRating; ratedAt: Date }[];
}

/** A data-subject access export. */
export interface CandidateExport {
  email: string;
  exportedAt: Date;
  sessions: ExportedSessionRecord[];
}

/** A data-subject access request: everything held about one email address, in every organisation. */
export class ExportCandidate {
  constructor(
    private readonly deps: {
      store: CandidateDataStore;
      blobs: BlobStore & BlobListing;
      clock: Clock;
      /** The feedback and review requests kept per session; absent in tests of the rest. */
      feedback?: Pick<CandidateFeedbackRepository, 'findBySession'>;
      reviews?: Pick<HumanReviewRepository, 'findBySession'>;
    },
  ) {}

  /** Errors: VALIDATION_FAILED for a malformed address. */
  async execute(input: { email: string }): Promise<CandidateExport> {
    const email = candidateEmail(input.email);
    const records = await this.deps.store.load({ kind: 'email', email });
    const sessions: ExportedSessionRecord[] = [];
    for (const record of records) sessions.push(await this.exportRecord(record));
    return { email, exportedAt: this.deps.clock.now(), sessions };
  }

  private async exportRecord(record: CandidateRecord): Promise<ExportedSessionRecord> {
    const { candidateTokenHash: _credential, ...session } = record.session;
    const media: ExportedMedia[] = [];
    const referenced = record.media.map((file) => ({ ...file, key: blobKeyOf(file) }));
    const strays = await unreferencedKeys(
      this.deps.blobs,
      [record.session.id],
      referenced.map((file) => file.key),
    );
    const files = [
      ...referenced,
      ...strays.map((key) => ({ kind: 'unreferenced' as const, path: null, key })),
    ];
    for (const file of files) {
      const stat = await this.deps.blobs.stat(file.key);
      media.push({
        ...file,
        present: stat !== null,
        size: stat?.size ?? null,
        contentType: stat?.contentType ?? null,
      });
    }
    return {
      job: { id: record.session.jobId, title: record.jobTitle },
      session,
      answers: record.answers,
      evaluations: record.evaluations,
      speakerEmbeddings: record.embeddings,
      media,
      correspondence: await this.correspondenceOf(record.session.id),
      evaluationInputs: record.evaluationInputs,
      selfIdentification: record.selfIdentification,
      hiringDecisions: record.hiringDecisions,
      ratings: record.ratings.flatMap((r) => {
        const answer = record.answers.find((a) => a.id === r.responseId);
        return answer ? [{ questionIndex: answer.questionIndex, rating: r.rating, ratedAt: r.ratedAt }] : [];
      }),
    };
  }

  private async correspondenceOf(sessionId: string): Promise<ExportedCorrespondence> {
    const [feedback, reviewRequest] = await Promise.all([
      this.deps.feedback?.findBySession(sessionId) ?? null,
      this.deps.reviews?.findBySession(sessionId) ?? null,
    ]);
    if (!feedback) return { feedback: null, reviewRequest };
    const { linkTokenHash: _link, ...kept } = feedback;
    return { feedback: kept, reviewRequest };
  }
}
