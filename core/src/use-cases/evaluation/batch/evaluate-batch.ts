import type { RatedAnswerRecord } from '../../../domain/answer-rating.js';
import type { CandidateResponse } from '../../../domain/candidate-response.js';
import type { Evaluation, NewEvaluation } from '../../../domain/evaluation.js';
import type { Job, JobQuestion } from '../../../domain/job.js';
import type { AnswerRatingRepository } from '../../../ports/answer-rating-repository.js';
import type { BatchEvaluationStore } from '../../../ports/batch-evaluation-store.js';
import type { CandidateResponseRepository } from '../../../ports/candidate-response-repository.js';
import type { Clock } from '../../../ports/clock.js';
import type { Digest } from '../../../ports/digest.js';
import type { EvaluationRepository } from '../../../ports/evaluation-repository.js';
import type { Evaluator } from '../../../ports/evaluator.js';
import type { Ids } from '../../../ports/ids.js';
import type { JobRepository } from '../../../ports/job-repository.js';
import type { WebhookEvents } from '../../../ports/webhook-events.js';
import { announce } from '../../webhooks/publish-event.js';
import {
  evaluationCompleted,
  provenance,
  type EvaluateSession,
  type EvaluateSessionOutcome,
} from '../evaluate-session.js';
import { interviewFromRecords, prepareEvaluation } from '../evaluation-input.js';
import { inputFingerprint } from '../input-fingerprint.js';
import { runEvaluator } from '../score-interview.js';
import { provenanceOf } from '../score-input-of.js';
import { GroupWriter } from './group-writer.js';
import { runBatch, type BatchOptions, type BatchSummary } from './run-batch.js';
import { SessionPages } from './session-pages.js';
import { Slots } from './slots.js';

/** What the bulk path read for one session. */
interface Loaded {
  job: Job;
  /** The session's external reference, which the webhook event carries. */
  externalReference: string | null;
  questions: JobQuestion[];
  responses: CandidateResponse[];
  /** The job's rated answers, read once per job and run (the anchors of its questions). */
  rated: readonly RatedAnswerRecord[];
  /** Only read without `force` (to skip an up-to-date session). */
  latest: Evaluation | null;
}

/** A batch run's request. */
export interface EvaluateBatchRequest extends Pick<BatchOptions, 'concurrency' | 'onProgress'> {
  sessionIds: readonly string[];
  force: boolean;
}

/**
 * Batch (re-)evaluation with the decisions of `EvaluateSession` (same outcomes, same stored rows,
 * same webhook) but its reads done a page at a time and its evaluations stored in groups: one
 * session at a time costs seven round trips, which kept a 200 ms language model at 58 % of the
 * concurrency asked for. A session the bulk path does not handle (missing, not completed, its job
 * gone, transcripts still pending) goes through `EvaluateSession` itself, one at a time.
 */
export class EvaluateBatch {
  private readonly jobs = new Map<string, Promise<Job | null>>();
  private readonly questions = new Map<string, JobQuestion[]>();
  private readonly rated = new Map<string, readonly RatedAnswerRecord[]>();

  constructor(
    private readonly deps: {
      store: BatchEvaluationStore;
      jobs: JobRepository;
      responses: CandidateResponseRepository;
      evaluations: EvaluationRepository;
      ratings: Pick<AnswerRatingRepository, 'listRatedAnswersOfJob'>;
      evaluator: Evaluator;
      clock: Clock;
      ids: Ids;
      /** Digests the input stored with each evaluation (docs/behaviour/review.md §14). */
      digest: Digest;
      transcriberConfigured: boolean;
      webhooks?: WebhookEvents;
      /** The single-session use case, for the sessions the bulk path leaves to it. */
      single: EvaluateSession;
      /** Runs a unit of work (the caller's ORM context); each page read and group write is one. */
      inScope<T>(work: () => Promise<T>): Promise<T>;
      pageSize?: number;
      maxGroup?: number;
    },
  ) {}

  async execute(request: EvaluateBatchRequest): Promise<BatchSummary> {
    const { deps } = this;
    const pages = new SessionPages(
      request.sessionIds,
      (ids) => deps.inScope(() => this.load(ids, request.force)),
      deps.pageSize,
    );
    const writer = new GroupWriter<NewEvaluation, Evaluation>(
      (group) => deps.inScope(() => deps.store.addEvaluations(group)),
      deps.maxGroup,
    );
    // `concurrency` is the evaluator's: a session waiting for its page or its group's write holds
    // a place in the window (twice as wide) but not an evaluator slot, so a model is always asked
    // `concurrency` at a time while there is work.
    const evaluatorSlots = new Slots(request.concurrency);
    const evaluateOne = async (sessionId: string, index: number): Promise<EvaluateSessionOutcome> => {
      const loaded = await pages.get(index);
      if (!loaded) {
        return deps.inScope(
          async () => (await deps.single.execute({ sessionId, force: request.force })).outcome,
        );
      }
      const interview = interviewFromRecords(loaded.job, loaded.questions, loaded.responses, {
        rated: loaded.rated,
        sessionId,
      });
      const prepared = prepareEvaluation(interview);
      const fingerprint = inputFingerprint(prepared.input);
      const stored = provenance(loaded.latest);
      if (!request.force && stored.version === deps.evaluator.version && stored.fingerprint === fingerprint) {
        return 'unchanged';
      }
      const composed = await evaluatorSlots.run(() => runEvaluator(prepared, deps.evaluator, fingerprint));
      const evaluation = await writer.add({
        id: deps.ids.newId(),
        sessionId,
        ...composed,
        evaluatedAt: deps.clock.now(),
        provenance: provenanceOf(interview, deps.evaluator.version, deps.digest),
      });
      if (deps.webhooks)
        await deps.inScope(() =>
          announce(deps.webhooks, evaluationCompleted(loaded.job, evaluation, loaded.externalReference)),
        );
      return 'evaluated';
    };
    return runBatch(request.sessionIds, {
      concurrency: 2 * request.concurrency,
      evaluateOne,
      ...(request.onProgress ? { onProgress: request.onProgress } : {}),
    });
  }

  /**
   * A page's reads: five statements or fewer, whatever its size, plus one per job new to the run
   * (jobs, questions and the job's ratings are cached).
   */
  private async load(ids: readonly string[], force: boolean): Promise<Map<string, Loaded>> {
    const { deps } = this;
    const sessions = (await deps.store.findSessions(ids)).filter((s) => s.status === 'completed');
    const jobs = new Map<string, Job | null>();
    for (const jobId of new Set(sessions.map((s) => s.jobId))) jobs.set(jobId, await this.job(jobId));
    const newJobs = [...jobs.keys()].filter((id) => !this.questions.has(id));
    if (newJobs.length > 0) {
      for (const [jobId, list] of await deps.jobs.listQuestionsOfJobs(newJobs))
        this.questions.set(jobId, list);
      for (const jobId of newJobs) this.rated.set(jobId, await deps.ratings.listRatedAnswersOfJob(jobId));
    }
    const ready = sessions.filter((s) => jobs.get(s.jobId));
    const sessionIds = ready.map((s) => s.id);
    const responses = await deps.responses.listBySessions(sessionIds);
    const latest = force ? [] : await deps.evaluations.listLatestBySessions(sessionIds);
    const latestOf = new Map(latest.map((e) => [e.sessionId, e]));
    const answersOf = new Map<string, CandidateResponse[]>(sessionIds.map((id) => [id, []]));
    for (const r of responses) answersOf.get(r.sessionId)?.push(r);
    const loaded = new Map<string, Loaded>();
    for (const session of ready) {
      const answers = answersOf.get(session.id) ?? [];
      // Pending transcripts: `EvaluateSession` decides (fail and retry, requeue their jobs).
      const pending = answers.some((r) => r.audioFilePath !== null && r.transcribedText === null);
      if (pending && deps.transcriberConfigured) continue;
      loaded.set(session.id, {
        job: jobs.get(session.jobId)!,
        externalReference: session.externalReference,
        questions: this.questions.get(session.jobId) ?? [],
        responses: answers,
        rated: this.rated.get(session.jobId) ?? [],
        latest: latestOf.get(session.id) ?? null,
      });
    }
    return loaded;
  }

  private job(jobId: string): Promise<Job | null> {
    let job = this.jobs.get(jobId);
    if (!job) {
      job = this.deps.jobs.findById(jobId);
      this.jobs.set(jobId, job);
      // A failed read is not cached: the next page asks again.
      job.catch(() => this.jobs.delete(jobId));
    }
    return job;
  }
}
