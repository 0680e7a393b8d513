import { openAiEvaluatorFromConfig } from '@sauti/adapters/evaluation/openai/openai-evaluator';
import { loadConfig } from '@sauti/adapters/config/config';
import { measureValidity, type ValidityFigures } from '@sauti/adapters/evaluation/validity/measure-validity';

/**
 * The corpus against the model the environment configures (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL,
 * LLM_SAMPLES…), or null when none is: a real model costs money and time, so it runs only when asked.
 */
export async function realModelFigures(log: (line: string) => void): Promise<ValidityFigures | null> {
  const evaluator = openAiEvaluatorFromConfig(loadConfig(process.env).llm);
  if (!evaluator) return null;
  log(`${evaluator.version} (a real model: about 250 calls)`);
  return (await measureValidity(evaluator)).figures;
}
