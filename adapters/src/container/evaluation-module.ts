import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock, Ids } from '@sauti/core/ports/clock';
import type { Evaluator } from '@sauti/core/ports/evaluator';
import { CompareCandidates, EvaluateSession } from '@sauti/core/use-cases/evaluation/index';
import type { Config } from '../config/config.js';
import { openAiEvaluatorFromConfig } from '../evaluation/openai/openai-evaluator.js';
import { RubricEvaluator } from '../evaluation/rubric/rubric-evaluator.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { SPEECH_IN } from './speech-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token, type Token } from './tokens.js';

/** Tokens of the AI evaluation: the evaluator and its use cases. */
export const EVALUATION = {
  Evaluator: token<Evaluator>('Evaluator'),
  EvaluateSession: token<EvaluateSession>('EvaluateSession'),
  CompareCandidates: token<CompareCandidates>('CompareCandidates'),
};

/**
 * The evaluator the configuration asks for: the OpenAI-compatible one when LLM_BASE_URL or
 * LLM_API_KEY is set, else the built-in `local-rubric@2`. The queue, `sauti score` and the
 * benchmark all take it from here.
 */
export function configuredEvaluator(config: Pick<Config, 'llm'>): Evaluator {
  return openAiEvaluatorFromConfig(config.llm) ?? new RubricEvaluator();
}

/**
 * The evaluation of interviews. The evaluator is the built-in one, `local-rubric@2` (wink-nlp,
 * deterministic, no model and no network), unless `evaluator` is given: the composition root passes the OpenAI-compatible one when
 * LLM_BASE_URL or LLM_API_KEY is set. The comparison is composed by rules from the stored evaluations.
 */
export function evaluationModule(
  evaluator: Evaluator = new RubricEvaluator(),
  options: { requeueTranscriptionsAfterMs?: number } = {},
): PortModule {
  return {
    module: new ContainerModule(({ bind }) => {
      const dyn = <T>(t: Token<T>, make: (get: <U>(t: Token<U>) => U) => T) =>
        bind(t.id).toDynamicValue((ctx: ResolutionContext) => make((u) => ctx.get(u.id)));
      bind(EVALUATION.Evaluator.id).toConstantValue(evaluator);
      dyn(EVALUATION.EvaluateSession, (get) => {
        const repos = get(STORAGE.Repositories);
        return new EvaluateSession({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          responses: repos.candidateResponses,
          evaluations: repos.evaluations,
          evaluator: get(EVALUATION.Evaluator),
          clock: get<Clock>(TOKENS.Clock),
          ids: get<Ids>(TOKENS.Ids),
          transcriberConfigured: get(SPEECH_IN.SpeechToText) !== null,
          queue: get(QUEUE.JobQueue),
          ...options,
        });
      });
      dyn(EVALUATION.CompareCandidates, (get) => {
        const repos = get(STORAGE.Repositories);
        return new CompareCandidates({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          evaluations: repos.evaluations,
        });
      });
    }),
    ports: [{ port: 'evaluator', adapter: evaluator.version }],
  };
}
