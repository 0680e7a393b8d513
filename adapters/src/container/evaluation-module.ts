import type { Evaluator } from '@sauti/core/ports/evaluator';
import { recognisedLanguages } from '@sauti/core/ports/speech-to-text';
import { CompareCandidates, EvaluateSession } from '@sauti/core/use-cases/evaluation/index';
import { EvaluateBatch } from '@sauti/core/use-cases/evaluation/batch/evaluate-batch';
import { SelectSessions } from '@sauti/core/use-cases/evaluation/batch/select-sessions';
import { SweepPendingEvaluations } from '@sauti/core/use-cases/evaluation/sweep-pending-evaluations';
import type { Config } from '../config/config.js';
import { openAiEvaluatorFromConfig } from '../evaluation/openai/openai-evaluator.js';
import { pooledBuiltInEvaluator } from '../evaluation/pool/local-pool.js';
import type { PooledEvaluator } from '../evaluation/pool/pooled-evaluator.js';
import { SignalsEvaluator } from '../evaluation/signals/signals-evaluator.js';
import { SqlPendingEvaluationFinder } from '../queue/pending-transcripts.js';
import { OrmBatchEvaluationStore } from '../storage/repositories/batch-evaluation-store.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings, type Get } from './bindings.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { SPEECH_IN } from './speech-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';
import { WEBHOOKS } from './webhooks-module.js';

/** Tokens of the evaluation of interviews: the evaluator and its use cases. */
export const EVALUATION = {
  Evaluator: token<Evaluator>('Evaluator'),
  EvaluateSession: token<EvaluateSession>('EvaluateSession'),
  /** The queue workers' evaluation: the same, on a worker-thread pool when EVALUATION_THREADS > 0. */
  QueueEvaluateSession: token<EvaluateSession>('QueueEvaluateSession'),
  CompareCandidates: token<CompareCandidates>('CompareCandidates'),
  /** Queues completed interviews whose evaluation was never made (run by the workers). */
  SweepPendingEvaluations: token<SweepPendingEvaluations>('SweepPendingEvaluations'),
  /** The sessions a batch (re-)evaluation goes through (`sauti sessions evaluate`). */
  SelectSessions: token<SelectSessions>('SelectSessions'),
  /** A batch run's use case, with the evaluator it is given (e.g. a worker-thread pool of the configured one). */
  EvaluateBatch: token<(evaluator: Evaluator) => EvaluateBatch>('EvaluateBatch'),
};

/**
 * The evaluator the configuration asks for: the OpenAI-compatible one when LLM_BASE_URL or
 * LLM_API_KEY is set, else the built-in `local-signals@27`. The queue, `sauti score` and the
 * benchmark all take it from here.
 */
export function configuredEvaluator(config: Pick<Config, 'llm'>): Evaluator {
  return openAiEvaluatorFromConfig(config.llm) ?? new SignalsEvaluator();
}

/** The configured transcriber's languages (none without one). */
function transcriberLanguages(get: Get): readonly string[] {
  const stt = get(SPEECH_IN.SpeechToText);
  return stt ? recognisedLanguages(stt) : [];
}

/**
 * The evaluation of interviews. The evaluator is the built-in one, `local-signals@27` (wink-nlp and
 * word vectors, deterministic, no model and no network), unless `evaluator` is given: the composition root passes the OpenAI-compatible one when
 * LLM_BASE_URL or LLM_API_KEY is set. The comparison is composed by rules from the stored evaluations.
 */
export function evaluationModule(
  evaluator: Evaluator = new SignalsEvaluator(),
  options: {
    requeueTranscriptionsAfterMs?: number;
    /**
     * [EVALUATION_THREADS] worker threads for the queue's evaluations with a built-in evaluator
     * (started on the first one, niced, gone after a minute idle); 0 or absent: on the queue's thread.
     */
    queueThreads?: number;
  } = {},
): PortModule {
  const { queueThreads = 0, ...sessionOptions } = options;
  let queuePool: PooledEvaluator | null = null;
  return {
    module: bindings(({ make, value }) => {
      const evaluateSession = (get: Get, sessionEvaluator: Evaluator) => {
        const repos = get(STORAGE.Repositories);
        return new EvaluateSession({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          responses: repos.candidateResponses,
          evaluations: repos.evaluations,
          ratings: repos.answerRatings,
          evaluator: sessionEvaluator,
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
          digest: get(ACCOUNTS.Digest),
          transcriberConfigured: get(SPEECH_IN.SpeechToText) !== null,
          transcriberLanguages: transcriberLanguages(get),
          queue: get(QUEUE.JobQueue),
          webhooks: get(WEBHOOKS.Events),
          ...sessionOptions,
        });
      };
      value(EVALUATION.Evaluator, evaluator);
      make(EVALUATION.EvaluateSession, (get) => evaluateSession(get, get(EVALUATION.Evaluator)));
      // Only a process that runs the queue workers resolves this: others never start a thread.
      make(EVALUATION.QueueEvaluateSession, (get) => {
        queuePool =
          queueThreads > 0
            ? pooledBuiltInEvaluator(evaluator, {
                threads: queueThreads,
                minThreads: 0,
                idleTimeoutMs: 60_000,
                // Below the HTTP thread: an upload waits less for a core while evaluations run.
                niceIncrement: 10,
              })
            : null;
        return evaluateSession(get, queuePool ?? evaluator);
      });
      make(EVALUATION.EvaluateBatch, (get) => {
        const repos = get(STORAGE.Repositories);
        const scope = get(STORAGE.RequestScope);
        return (batchEvaluator: Evaluator) =>
          new EvaluateBatch({
            store: new OrmBatchEvaluationStore(get(STORAGE.Orm)),
            jobs: repos.jobs,
            responses: repos.candidateResponses,
            evaluations: repos.evaluations,
            ratings: repos.answerRatings,
            evaluator: batchEvaluator,
            clock: get(TOKENS.Clock),
            ids: get(TOKENS.Ids),
            digest: get(ACCOUNTS.Digest),
            transcriberConfigured: get(SPEECH_IN.SpeechToText) !== null,
            webhooks: get(WEBHOOKS.Events),
            single: get(EVALUATION.EvaluateSession),
            inScope: (work) => scope.run(work),
          });
      });
      make(EVALUATION.CompareCandidates, (get) => {
        const repos = get(STORAGE.Repositories);
        return new CompareCandidates({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          evaluations: repos.evaluations,
        });
      });
      make(EVALUATION.SelectSessions, (get) => {
        const repos = get(STORAGE.Repositories);
        return new SelectSessions({ sessions: repos.candidateSessions, evaluations: repos.evaluations });
      });
      make(
        EVALUATION.SweepPendingEvaluations,
        (get) =>
          new SweepPendingEvaluations({
            pending: new SqlPendingEvaluationFinder(get(STORAGE.Orm)),
            queue: get(QUEUE.JobQueue),
          }),
      );
    }),
    ports: [{ port: 'evaluator', adapter: evaluator.version }],
    close: async () => {
      await queuePool?.close();
    },
  };
}
