/** Who made an evaluation, as HR reads it. */
export interface EvaluatorDescription {
  /** False for the built-in evaluators: no language model read the answers. */
  usesLanguageModel: boolean;
  /** e.g. 'Built-in scoring, no language model' or 'Scored by the language model gpt-4o-mini'. */
  label: string;
}

/**
 * What every result the built-in evaluators made is called (docs/behaviour/review.md §16): 'AI' is
 * said only where a language model made the result.
 */
export const BUILT_IN_SCORING = 'Built-in scoring';

/** The label of every evaluation made by the built-in evaluators (versions 'local-…'). */
export const BUILT_IN_RULES_LABEL = `${BUILT_IN_SCORING}, no language model`;

/**
 * Describes the evaluator from the version stored with an evaluation: 'local-…@n' are the built-in
 * evaluators; 'openai:MODEL@prompt' names the model; anything else is shown as recorded.
 */
export function describeEvaluator(version: string | null): EvaluatorDescription {
  if (version === null || version.trim() === '') {
    return { usesLanguageModel: false, label: 'Evaluator not recorded' };
  }
  if (version.startsWith('local-')) return { usesLanguageModel: false, label: BUILT_IN_RULES_LABEL };
  const model = /^openai:(.+)@[^@]+$/.exec(version)?.[1];
  if (model) return { usesLanguageModel: true, label: `Scored by the language model ${model}` };
  return { usesLanguageModel: false, label: `Scored by ${version}` };
}

/** The names a screen, report or briefing gives a result, by who made it. */
export interface ResultWords {
  /** The summary's title: 'AI Summary' or 'Built-in scoring summary'. */
  summary: string;
  /** Before an evidence quote's reasoning: 'AI reasoning' or 'Built-in scoring'. */
  reasoning: string;
  /** The overall score's name: 'AI Score' or 'Built-in score'. */
  score: string;
  /** The evaluation as an event: 'AI evaluation completed' or 'Evaluation completed (built-in scoring)'. */
  completed: string;
}

/**
 * The one place results are named (docs/behaviour/review.md §16): the spec's words ('AI Summary',
 * 'AI reasoning', 'AI Score') where a language model made the result, 'Built-in scoring' where the
 * built-in evaluators did (or nobody recorded a model).
 */
export function resultWords(evaluator: Pick<EvaluatorDescription, 'usesLanguageModel'> | null): ResultWords {
  if (evaluator?.usesLanguageModel) {
    return {
      summary: 'AI Summary',
      reasoning: 'AI reasoning',
      score: 'AI Score',
      completed: 'AI evaluation completed',
    };
  }
  return {
    summary: `${BUILT_IN_SCORING} summary`,
    reasoning: BUILT_IN_SCORING,
    score: 'Built-in score',
    completed: 'Evaluation completed (built-in scoring)',
  };
}
