import type { EvaluationInput, Evaluator, EvaluatorOutput } from '@sauti/core/ports/evaluator';
import { type ChatClientSeams, OpenAiChatClient } from '../../llm/openai-chat-client.js';
import {
  describeLanguageModel,
  DEFAULT_LLM_SAMPLES,
  resolveLanguageModelSettings,
  type LanguageModelSettings,
  type ResolvedLanguageModelSettings,
} from '../../llm/llm-settings.js';
import { InvalidOutputError } from '../../llm/retry-policy.js';
import { combineSamples } from './combine-samples.js';
import { acceptWithZod, jsonSchemaOf } from '../../llm/structured-output.js';
import { EVALUATION_SYSTEM_PROMPT, evaluationUserPrompt, PROMPT_VERSION } from './evaluation-prompt.js';
import {
  evaluationSchemaFor,
  isTranslated,
  problemsWith,
  subcriterionIdOf,
  type ModelEvaluation,
} from './evaluation-schema.js';

const SCHEMA_NAME = 'candidate_evaluation';

/**
 * The Evaluator port over an OpenAI-compatible chat model (any base URL, so a self-hosted model
 * works). The answer must follow a strict JSON Schema and match the input (enabled criteria
 * each once, existing question indexes); otherwise it counts as invalid output and is retried
 * like a 429 or a 5xx. Evidence quotes are passed through as the model wrote them: the
 * pipeline's evidence rule checks them against the transcripts.
 */
export class OpenAiEvaluator implements Evaluator {
  /** e.g. 'openai:gpt-4o-mini@prompt-v1', stored with every evaluation. */
  readonly version: string;
  /** A language model reads the interview's language; it quotes the original and renders it in English. */
  readonly languages = 'any' as const;
  private readonly client: OpenAiChatClient;
  private readonly samples: number;

  constructor(settings: ResolvedLanguageModelSettings, seams: ChatClientSeams = {}) {
    this.version = `openai:${settings.model}@${PROMPT_VERSION}`;
    this.samples = Math.max(1, Math.floor(settings.samples ?? DEFAULT_LLM_SAMPLES));
    this.client = new OpenAiChatClient(settings, `Evaluator (${describeLanguageModel(settings)})`, seams);
  }

  /**
   * Asks for `samples` evaluations at temperature 0 (a server may still vary) and takes each
   * answer's median score; the criterion scores are then aggregated from those medians by the
   * core's rule, so re-scoring gives the same band and per-answer and criterion scores agree. The
   * words (rationales, evidence) are those of the sample closest to the medians.
   */
  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    const samples: EvaluatorOutput[] = [];
    for (let i = 0; i < this.samples; i += 1) samples.push(await this.sample(input));
    return combineSamples(samples, input);
  }

  /**
   * The schema, its parser and its JSON Schema per set of enabled criteria (all the schema depends
   * on): converting it from zod took a few milliseconds of CPU per call, a third of what the batch
   * spends on a session besides waiting for the model.
   */
  private readonly schemas = new Map<
    string,
    { parse: (value: unknown) => ModelEvaluation; jsonSchema: Record<string, unknown> }
  >();

  private async schemaFor(input: EvaluationInput) {
    const key = `${input.job.criteria.map((c) => c.id).join(',')}${isTranslated(input) ? ' translated' : ''}`;
    let entry = this.schemas.get(key);
    if (!entry) {
      const schema = evaluationSchemaFor(input);
      entry = { parse: acceptWithZod(schema), jsonSchema: await jsonSchemaOf(schema, SCHEMA_NAME) };
      this.schemas.set(key, entry);
    }
    return entry;
  }

  private async sample(input: EvaluationInput): Promise<EvaluatorOutput> {
    const { parse, jsonSchema } = await this.schemaFor(input);
    return this.client.complete({
      system: EVALUATION_SYSTEM_PROMPT,
      user: evaluationUserPrompt(input),
      schemaName: SCHEMA_NAME,
      jsonSchema,
      accept: (value) => {
        const answer = parse(value);
        const problems = problemsWith(answer, input);
        if (problems.length > 0)
          throw new InvalidOutputError(
            `the answer does not match the job: ${problems.slice(0, 3).join('; ')}`,
          );
        return toEvaluatorOutput(answer, input);
      },
    });
  }
}

/** The evaluator for the LLM_* settings, or null when no model is configured (then the local evaluator serves). */
export function openAiEvaluatorFromConfig(
  llm: LanguageModelSettings | undefined,
  seams: ChatClientSeams = {},
): OpenAiEvaluator | null {
  const settings = resolveLanguageModelSettings(llm);
  return settings ? new OpenAiEvaluator(settings, seams) : null;
}

/** The port's shape, criteria in the job's order and sub-criteria named by id. */
function toEvaluatorOutput(answer: ModelEvaluation, input: EvaluationInput): EvaluatorOutput {
  const criteria = input.job.criteria.map((criterion) => {
    const assessed = answer.criteria.find((a) => a.criterionId === criterion.id);
    if (!assessed) throw new InvalidOutputError(`criterion ${criterion.id} is missing`);
    return {
      criterionId: criterion.id,
      score: assessed.score,
      quickTake: assessed.quickTake,
      rationale: assessed.rationale,
      evidence: assessed.evidence.map((e) => ({
        quote: e.quote,
        reasoning: e.reasoning,
        questionIndex: e.questionIndex,
        ...('english' in e && typeof e.english === 'string' && e.english ? { english: e.english } : {}),
      })),
      relatedQuestions: assessed.relatedQuestions.map((r) => ({
        questionIndex: r.questionIndex,
        feedback: r.feedback,
      })),
      subcriteriaAssessed: [
        ...new Set(assessed.subcriteriaAssessed.map((s) => subcriterionIdOf(criterion, s) ?? s)),
      ],
    };
  });
  return {
    criteria,
    answers: answer.answers.map((a) => ({
      questionIndex: a.questionIndex,
      score: a.score,
      feedback: a.feedback,
    })),
    concerns: answer.concerns.map((c) => ({ kind: c.kind, questionIndex: c.questionIndex, quote: c.quote })),
    strengths: answer.strengths,
    weaknesses: answer.weaknesses,
    summary: answer.summary,
    feedback: answer.feedback,
    legacy: { ...answer.legacyScoresOutOf10 },
  };
}
