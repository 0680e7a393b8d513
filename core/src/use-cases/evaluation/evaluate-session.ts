import type { Evaluation } from '../../domain/evaluation.js';
import type { Job } from '../../domain/job.js';
import { DomainError } from '../../domain/errors.js';
import type { AnswerRatingRepository } from '../../ports/answer-rating-repository.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { Ids } from '../../ports/ids.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { Evaluator } from '../../ports/evaluator.js';
import { transcribeKey, type JobQueue } from '../../ports/job-queue.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { WebhookEvent, WebhookEvents } from '../../ports/webhook-events.js';
import { announce } from '../webhooks/publish-event.js';
import { interviewFromRecords, prepareEvaluation } from './evaluation-input.js';
import { inputFingerprint } from './input-fingerprint.js';
import { runEvaluator } from './score-interview.js';
import { provenanceOf } from './score-input-of.js';

/** What one run did. */
export type EvaluateSessionOutcome =
  | 'evaluated'
  /** The latest evaluation has the same evaluator version and the same input: nothing to do. */
  | 'unchanged'
  | 'session-missing'
  | 'job-missing'
  | 'not-completed';

/**
 * Default age after which a still-untranscribed answer is taken as having lost its job: well past
 * a normal transcription, well before the evaluate job's last retry (5 s doubling: 155 s).
 */
export const REQUEUE_AFTER_MS = 60_000;

/** One run's request. */
export interface EvaluateSessionRequest {
  sessionId: string;
  /** Evaluate even when the latest evaluation is up to date. */
  force?: boolean;
  /**
   * When speech-to-text is configured and an answer with audio has no transcript yet, the run
   * fails with a retryable error (the queue tries again later) unless this is true; then the
   * answer is judged as it is (not assessable). The queue sets it on the job's last attempt.
   */
  evaluatePendingTranscripts?: boolean;
}

/** The outcome with the stored (or up-to-date) evaluation when there is one. */
export interface EvaluateSessionResult {
  outcome: EvaluateSessionOutcome;
  evaluation: Evaluation | null;
}

/** The stored evaluator version and input fingerprint of an evaluation made by this use case. */
export function provenance(evaluation: Evaluation | null): { version: unknown; fingerprint: unknown } {
  const analysis = evaluation?.detailedAnalysis;
  if (!analysis || typeof analysis !== 'object' || Array.isArray(analysis)) {
    return { version: null, fingerprint: null };
  }
  return { version: analysis.evaluatorVersion, fingerprint: analysis.inputFingerprint };
}

/** The `evaluation.completed` webhook event of a stored evaluation (the batch sends the same). */
export function evaluationCompleted(
  job: Pick<Job, 'id' | 'organisationId'>,
  evaluation: Evaluation,
  externalReference: string | null,
): WebhookEvent {
  return {
    type: 'evaluation.completed',
    organisationId: job.organisationId,
    data: {
      sessionId: evaluation.sessionId,
      jobId: job.id,
      externalReference,
      evaluationId: evaluation.id,
      overallScore: evaluation.overallScore,
      criterionScores: evaluation.pillarScores ?? {},
      evaluatedAt: evaluation.evaluatedAt.toISOString(),
    },
  };
}

/**
 * Evaluates a completed interview: the job's enabled criteria and the answers go to the evaluator
 * (no personal data) with, per question, the team's rated answers to it as anchors (never this
 * interview's own), the transcript-quality gate keeps unusable answers out of scoring, invented
 * evidence is dropped, and the core computes the overall score and band. Each run that changes
 * something ADDS an evaluation row; the latest counts and earlier ones stay as history.
 */
export class EvaluateSession {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      responses: CandidateResponseRepository;
      evaluations: EvaluationRepository;
      /** The team's ratings: the anchors of each question (docs/behaviour/review.md §15). */
      ratings: Pick<AnswerRatingRepository, 'listRatedAnswersOfJob'>;
      evaluator: Evaluator;
      clock: Clock;
      ids: Ids;
      /** Digests the input stored with each evaluation (docs/behaviour/review.md §14). */
      digest: Digest;
      /** False when no speech-to-text is configured: missing transcripts will never come. */
      transcriberConfigured: boolean;
      /**
       * The languages the configured transcriber hears (absent: English): an interview in another
       * language gets no transcripts, so nothing waits for them (docs/behaviour/interview.md §22).
       */
      transcriberLanguages?: readonly string[];
      /**
       * When given, a run that waits for transcripts queues again the transcription of answers
       * stored more than `requeueTranscriptionsAfterMs` ago (see `requeueTranscriptions`).
       */
      queue?: JobQueue;
      requeueTranscriptionsAfterMs?: number;
      /** Told `evaluation.completed` for each stored evaluation (docs/behaviour/platform.md, "Webhooks"). */
      webhooks?: WebhookEvents;
    },
  ) {}

  async execute(request: EvaluateSessionRequest): Promise<EvaluateSessionResult> {
    const { deps } = this;
    const session = await deps.sessions.findById(request.sessionId);
    if (!session) return { outcome: 'session-missing', evaluation: null };
    if (session.status !== 'completed') return { outcome: 'not-completed', evaluation: null };
    const job = await deps.jobs.findById(session.jobId);
    if (!job) return { outcome: 'job-missing', evaluation: null };
    const responses = await deps.responses.listBySession(session.id);
    const pending = responses.filter((r) => r.audioFilePath !== null && r.transcribedText === null);
    const recognised =
      deps.transcriberConfigured && (deps.transcriberLanguages ?? ['en']).includes(job.language);
    if (pending.length > 0 && recognised && !request.evaluatePendingTranscripts) {
      const cutoff = deps.clock.now().getTime() - (deps.requeueTranscriptionsAfterMs ?? REQUEUE_AFTER_MS);
      await this.requeueTranscriptions(
        pending.filter((r) => r.createdAt.getTime() <= cutoff).map((r) => r.id),
      );
      throw new DomainError(
        'UNAVAILABLE',
        `${pending.length} ${pending.length === 1 ? 'answer is' : 'answers are'} still being transcribed; the evaluation will be retried.`,
      );
    }
    const interview = interviewFromRecords(job, await deps.jobs.listQuestions(job.id), responses, {
      rated: await deps.ratings.listRatedAnswersOfJob(job.id),
      sessionId: session.id,
    });
    const prepared = prepareEvaluation(interview);
    const fingerprint = inputFingerprint(prepared.input);
    const latest = await deps.evaluations.findLatestBySession(session.id);
    const stored = provenance(latest);
    if (!request.force && stored.version === deps.evaluator.version && stored.fingerprint === fingerprint) {
      return { outcome: 'unchanged', evaluation: latest };
    }
    const composed = await runEvaluator(
      prepared,
      deps.evaluator,
      fingerprint,
      !deps.transcriberConfigured || recognised,
    );
    const evaluation = await deps.evaluations.add({
      id: deps.ids.newId(),
      sessionId: session.id,
      ...composed,
      evaluatedAt: deps.clock.now(),
      provenance: provenanceOf(interview, deps.evaluator.version, deps.digest),
    });
    await announce(deps.webhooks, evaluationCompleted(job, evaluation, session.externalReference));
    return { outcome: 'evaluated', evaluation };
  }

  /**
   * An answer stored while the queue could not take its transcription job (a database outage
   * between the two writes) would wait for the 10-minute sweep, and this evaluation would run out
   * of retries first and judge it "transcript missing". So each waiting run queues the pending
   * transcriptions again; a job still waiting for the same answer absorbs the duplicate (singleton
   * key). Only answers older than the threshold: a recent answer's job is most likely running,
   * and a second job beside a running one would ask the provider twice. Best effort: the retry
   * follows anyway.
   */
  private async requeueTranscriptions(responseIds: string[]): Promise<void> {
    const { queue } = this.deps;
    if (!queue) return;
    try {
      for (const responseId of responseIds) {
        await queue.enqueue('transcribe', { responseId }, { singletonKey: transcribeKey(responseId) });
      }
    } catch {
      // deliberately swallowed: see above
    }
  }
}
