import { LocalEvaluator } from '@sauti/adapters/evaluation/local/local-evaluator';
import { RubricEvaluator } from '@sauti/adapters/evaluation/rubric/rubric-evaluator';
import { measureValidity, type ValidityFigures } from '@sauti/adapters/evaluation/validity/measure-validity';
import { validityTable } from '@sauti/adapters/evaluation/validity/report';
import { fakeModelFigures } from './scoring-fake-model.js';
import { realModelFigures } from './scoring-real-model.js';

/**
 * The scoring-validity benchmark (docs/scoring-rubric.md): both built-in evaluators with and
 * without scoring guides, the OpenAI-compatible evaluator against a local fake model (the wire,
 * the sampling and the aggregation, not a model's judgement), and a real model when LLM_* is set.
 */
export async function scoringBenchmark(log: (line: string) => void): Promise<string> {
  const runs: ValidityFigures[] = [];
  for (const guides of [true, false]) {
    const suffix = guides ? '' : ', no guides';
    log(`local-heuristic@1${suffix}`);
    runs.push(
      (await measureValidity(new LocalEvaluator(), { guides, label: `local-heuristic@1${suffix}` })).figures,
    );
    log(`local-rubric@2${suffix}`);
    runs.push(
      (await measureValidity(new RubricEvaluator(), { guides, label: `local-rubric@2${suffix}` })).figures,
    );
  }
  log('OpenAI-compatible evaluator against the fake model');
  runs.push(...(await fakeModelFigures()));
  const real = await realModelFigures(log);
  if (real) runs.push(real);
  return [
    '## Scoring validity (docs/scoring-rubric.md)',
    '',
    validityTable(runs),
    '',
    real
      ? ''
      : 'No language model configured: set LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) to add a column for a real model.',
    '',
  ].join('\n');
}
