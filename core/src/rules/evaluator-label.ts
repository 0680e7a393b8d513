/** Who made an evaluation, as HR reads it. */
export interface EvaluatorDescription {
  /** False for the built-in evaluators: no language model read the answers. */
  usesLanguageModel: boolean;
  /** e.g. 'Scored by built-in rules, no language model' or 'Scored by the language model gpt-4o-mini'. */
  label: string;
}

/** The label of every evaluation made by the built-in evaluators (versions 'local-…'). */
export const BUILT_IN_RULES_LABEL = 'Scored by built-in rules, no language model';

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
