import { RubricEvaluator } from '@sauti/adapters/evaluation/rubric/rubric-evaluator';
import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import type { SetFigures } from './scoring-corpus/measure-set.js';
import { setTable } from './scoring-corpus/report.js';
import type { ScoringSet } from './scoring-corpus/scoring-set.js';
import { scoringSets, setRoles } from './scoring-corpus/sets.js';
import { readsSpoken, spokenSet } from './scoring-corpus/spoken-set.js';
import { fakeModelFigures } from './scoring-fake-model.js';
import { figuresOf } from './scoring.js';
import { runAlone } from './run-alone.js';

/*
 * `npm run bench:scoring-sets -- [<set name>…] [--role=development|held-out]
 * [--readings=written,spoken,recognised] [--evaluator=signals|rubric|fake] [--totals]`: one
 * evaluator on some of the benchmark's sets, with the tables of `npm run bench:scoring` and a line of
 * totals per reading and part (attacks above the weak answer counted by kind), for a round's own
 * runs; `--totals` prints the totals lines alone, for sets a round measures without reading them
 * item by item (its check side). A held-out set's items are never named, as in the report
 * (docs/scoring-rubric.md, "The corpora").
 * The whole benchmark takes about half an hour; one reading of the development sets, a few minutes.
 */

const args = process.argv.slice(2);
/** The options this tool reads: the valued ones, then the flag; anything else is refused below. */
const VALUED = ['role', 'readings', 'evaluator'] as const;
const TOTALS = '--totals';
const option = (name: (typeof VALUED)[number]) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const wanted = args.filter((a) => !a.startsWith('--'));
const readings = (option('readings') ?? 'written,spoken,recognised').split(',');
const evaluatorName = option('evaluator') ?? 'signals';
const role = option('role');
const totalsOnly = args.includes(TOTALS);

/** A mistyped option must not quietly run another evaluator or reading than the one asked for. */
function check(name: string, values: readonly (string | undefined)[], allowed: readonly string[]) {
  const bad = values.filter((v) => v !== undefined && !allowed.includes(v));
  if (bad.length) throw new Error(`--${name}: ${bad.join(', ')} is not one of ${allowed.join(', ')}`);
}
check('evaluator', [evaluatorName], ['signals', 'rubric', 'fake']);
check('role', [role], ['development', 'held-out']);
check('readings', readings, ['written', 'spoken', 'recognised']);
const unknown = args.filter(
  (a) => a.startsWith('--') && a !== TOTALS && !VALUED.some((name) => a.startsWith(`--${name}=`)),
);
if (unknown.length) throw new Error(`unknown option ${unknown.join(', ')}`);

const readingOf = (set: ScoringSet) => (set.name.endsWith(', recognised') ? 'recognised' : 'written');
/** A set named on the command line (its recognised reading goes with it), or of the `--role` given. */
const chosen = (set: ScoringSet) =>
  (wanted.length === 0 || wanted.includes(set.name.replace(/, recognised$/, ''))) &&
  (role === undefined || set.role === role);

/** The chosen sets in the report's order, each written set followed by its spoken reading. */
function setsToRun(): ScoringSet[] {
  return scoringSets()
    .filter(chosen)
    .flatMap((set) => [
      ...(readings.includes(readingOf(set)) ? [set] : []),
      ...(readings.includes('spoken') && readsSpoken(set) ? [spokenSet(set)] : []),
    ]);
}

const readingOfFigures = (f: SetFigures) =>
  f.set.endsWith(', spoken') ? 'spoken' : f.set.endsWith(', recognised') ? 'recognised' : 'written';

/** Totals over the sets of one reading and part: mean Spearman, summed counts. */
function totals(figures: readonly SetFigures[]): string[] {
  const lines: string[] = [];
  for (const reading of ['written', 'spoken', 'recognised'])
    for (const part of ['guided', 'unguided'] as const) {
      const mine = figures.filter((f) => readingOfFigures(f) === reading && f.part === part);
      if (mine.length === 0) continue;
      const sum = (get: (f: SetFigures) => number) => mine.reduce((total, f) => total + get(f), 0);
      const mean = (get: (f: SetFigures) => number) => (sum(get) / mine.length).toFixed(4);
      const anchored = mine.filter((f) => f.anchoredSpearman !== null);
      const kinds = new Map<string, number>();
      for (const w of mine.flatMap((f) => f.adversarialAbove))
        kinds.set(w.case.kind, (kinds.get(w.case.kind) ?? 0) + 1);
      const byKind = [...kinds]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ');
      lines.push(
        `- ${reading}, ${part} (${mine.length} parts): Spearman per answer ${mean((f) => f.spearmanPerAnswer)}, ` +
          `per interview ${mean((f) => f.spearmanPerInterview)}, levels in order ${sum((f) => f.levelsInOrder)}, ` +
          `adversarial above the weak ${sum((f) => f.adversarialAbove.length)} (${byKind}), ` +
          `max gaps ${sum((f) => f.gapMax)} / mean gaps ${sum((f) => f.gapMean).toFixed(1)}, ` +
          `honest flagged ${sum((f) => f.flaggedHonest)}, concerns raised ${sum((f) => f.flaggedExpected)} of ` +
          `${sum((f) => f.expectedConcerns)}, crashes ${sum((f) => f.crashes)}` +
          (anchored.length
            ? `, anchored ${(anchored.reduce((t, f) => t + f.anchoredSpearman!, 0) / anchored.length).toFixed(4)}`
            : ''),
      );
    }
  return lines;
}

runAlone('scoring-sets', async (log) => {
  const sets = setsToRun();
  if (sets.length === 0)
    throw new Error(`no set matches ${wanted.join(', ')} ${role ?? ''} with readings ${readings.join(',')}`);
  const figures =
    evaluatorName === 'fake'
      ? await fakeModelFigures(log, sets)
      : await figuresOf(
          evaluatorName === 'rubric' ? new RubricEvaluator() : new SignalsEvaluator(),
          log,
          undefined,
          {
            sets,
          },
        );
  return [...(totalsOnly ? [] : [setTable(figures, setRoles()), '']), ...totals(figures), ''].join('\n');
});
