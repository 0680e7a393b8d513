import { RubricEvaluator } from '@sauti/adapters/evaluation/rubric/rubric-evaluator';
import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import type { Evaluator } from '@sauti/core/ports/evaluator';
import { measureSet, type SetFigures } from './scoring-corpus/measure-set.js';
import type { ScoringSet } from './scoring-corpus/scoring-set.js';
import { setTable } from './scoring-corpus/report.js';
import { scoringSets, setRoles } from './scoring-corpus/sets.js';
import { readsSpoken, spokenSet } from './scoring-corpus/spoken-set.js';
import { fakeModelFigures } from './scoring-fake-model.js';
import { realModelFigures } from './scoring-real-model.js';

/**
 * One evaluator on every set (or on `sets`), guided and unguided jobs apart; with `spoken`, each set
 * of written text is followed by its spoken reading (spoken-set.ts), anchors left out to keep the
 * run short.
 */
export async function figuresOf(
  evaluator: Evaluator,
  log: (line: string) => void,
  label = evaluator.version,
  options: { spoken?: boolean; sets?: readonly ScoringSet[] } = {},
): Promise<SetFigures[]> {
  const figures: SetFigures[] = [];
  for (const set of options.sets ?? scoringSets()) {
    log(`${label} on the ${set.name} set`);
    figures.push(...(await measureSet(evaluator, set, { label })).figures);
    if (options.spoken && readsSpoken(set)) {
      log(`${label} on the ${set.name} set, spoken`);
      figures.push(...(await measureSet(evaluator, spokenSet(set), { label, anchors: false })).figures);
    }
  }
  return figures;
}

/**
 * The scoring-validity benchmark (docs/scoring-rubric.md): every set side by side, for the
 * built-in evaluator, the one before it, and the OpenAI-compatible evaluator against a local fake
 * model (the wire, the prompt's delimiting, concerns and anchors, not a model's judgement), plus a
 * real model when LLM_* is set.
 */
export async function scoringBenchmark(log: (line: string) => void): Promise<string> {
  const tables: string[] = [];
  const roles = setRoles();
  for (const evaluator of [new SignalsEvaluator(), new RubricEvaluator()]) {
    tables.push(setTable(await figuresOf(evaluator, log, evaluator.version, { spoken: true }), roles));
  }
  tables.push(setTable(await fakeModelFigures(log), roles));
  const real = await realModelFigures(log);
  if (real) tables.push(setTable(real, roles));
  return [
    '## Scoring validity (docs/scoring-rubric.md)',
    '',
    ...tables.flatMap((t) => [t, '']),
    real
      ? ''
      : 'No language model configured: set LLM_BASE_URL (and LLM_API_KEY, LLM_MODEL) to add a table for a real model.',
    '',
  ].join('\n');
}
