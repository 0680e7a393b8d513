import { LocalEvaluator } from '@sauti/adapters/evaluation/local/local-evaluator';
import { RubricEvaluator } from '@sauti/adapters/evaluation/rubric/rubric-evaluator';
import { HELD_OUT_JOBS } from '@sauti/adapters/evaluation/validity/corpus/index';
import { measureValidity, type ValidityFigures } from '@sauti/adapters/evaluation/validity/measure-validity';
import { validityTable } from '@sauti/adapters/evaluation/validity/report';
import { fakeModelFigures } from './scoring-fake-model.js';
import { realModelFigures } from './scoring-real-model.js';

type Options = Parameters<typeof measureValidity>[1];

/** Both built-in evaluators on one part of the corpus. */
async function builtIn(log: (line: string) => void, options: Options, suffix: string) {
  const runs: ValidityFigures[] = [];
  for (const evaluator of [new LocalEvaluator(), new RubricEvaluator()]) {
    log(`${evaluator.version}${suffix}`);
    runs.push((await measureValidity(evaluator, { ...options, label: evaluator.version })).figures);
  }
  return runs;
}

/**
 * The scoring-validity benchmark (docs/scoring-rubric.md), three tables: the tuning corpus with
 * both built-in evaluators and the OpenAI-compatible evaluator against a local fake model (one
 * sample and three; the wire, the sampling and the aggregation, not a model's judgement) and a
 * real model when LLM_* is set; the held-out job; the tuning corpus without scoring guides.
 */
export async function scoringBenchmark(log: (line: string) => void): Promise<string> {
  const corpus = await builtIn(log, {}, '');
  log('OpenAI-compatible evaluator against the fake model');
  corpus.push(...(await fakeModelFigures()));
  const real = await realModelFigures(log);
  if (real) corpus.push(real);
  const heldOut = await builtIn(log, { jobs: HELD_OUT_JOBS }, ', held-out job');
  const unguided = await builtIn(log, { guides: false }, ', no guides');
  return [
    '## Scoring validity (docs/scoring-rubric.md)',
    '',
    'The corpus (three jobs, with scoring guides):',
    '',
    validityTable(corpus),
    '',
    real
      ? ''
      : 'No language model configured: set LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) to add a column for a real model.',
    '',
    'The held-out job (written after tuning):',
    '',
    validityTable(heldOut),
    '',
    'The corpus without scoring guides:',
    '',
    validityTable(unguided),
    '',
  ].join('\n');
}
