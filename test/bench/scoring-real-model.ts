import { openAiEvaluatorFromConfig } from '@sauti/adapters/evaluation/openai/openai-evaluator';
import { loadConfig } from '@sauti/adapters/config/config';
import type { SetFigures } from './scoring-corpus/measure-set.js';
import { figuresOf } from './scoring.js';

/**
 * Every set against the model the environment configures (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL,
 * LLM_SAMPLES…), or null when none is: a real model costs money and time, so it runs only when asked.
 */
export async function realModelFigures(log: (line: string) => void): Promise<SetFigures[] | null> {
  const evaluator = openAiEvaluatorFromConfig(loadConfig(process.env).llm);
  if (!evaluator) return null;
  log(`${evaluator.version} (a real model: about 2,000 calls per set)`);
  return figuresOf(evaluator, log);
}
