import { learnedScore, type GradeModel } from './grade-model.js';
import { caseFeatures, familyOf, type CaseFeatures } from './case-features.js';
import { FIT, fitGradeModel, type FitOptions } from './fit-grade-model.js';
import { losoRows, losoSummary, losoTable, type LosoRow } from './loso-measure.js';
import { quickFigures } from './quick-figures.js';
import { trainingSets } from './training-sets.js';

/*
 * Fits a learned combination of the built-in scorer's signals on every development set and judges
 * it by leaving one written set out at a time (docs/scoring-rubric.md, "The combination learned after
 * `local-signals@7`: tried and not kept"):
 *
 *   npx tsx test/bench/scoring-corpus/learned/train-grade-model.ts             quick LOSO look, fit, print
 *   … --measure   the LOSO table through measureSet (the benchmark's own figures, flags unchanged)
 *
 * FIT='{"calibrate":false}' overrides a fitting option (fit-grade-model.ts) for a trial.
 * Deterministic: the same readings give the same coefficients. About 50 s with --measure.
 */

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const options: FitOptions = { ...FIT, ...(JSON.parse(process.env.FIT ?? '{}') as Partial<FitOptions>) };
const sets = trainingSets();
const features = new Map(sets.map((s) => [s.name, caseFeatures(s)]));
console.error(`read ${sets.length} development sets in ${seconds()} s`);

const scoresOf = (model: GradeModel | null, cases: readonly CaseFeatures[]) =>
  cases.map((c) => (model === null ? c.rulesScore : learnedScore(model, c.features, c.kept)));
const written = sets.filter((s) => familyOf(s.name) === s.name);
/** The model fitted without `left` (and without its recognised version). */
const foldModel = (left: string) =>
  fitGradeModel(
    sets.filter((s) => familyOf(s.name) !== left).flatMap((s) => features.get(s.name)!),
    options,
  );

const quick: string[] = [];
for (const left of written) {
  const model = foldModel(left.name);
  for (const set of sets.filter((s) => familyOf(s.name) === left.name)) {
    const cases = features.get(set.name)!;
    const after = quickFigures(set, cases, scoresOf(model, cases));
    quickFigures(set, cases, scoresOf(null, cases)).forEach((b, i) => {
      const a = after[i]!;
      quick.push(
        `${set.name.padEnd(30)} ${b.part.padEnd(8)} per answer ${b.rho.toFixed(3)} -> ${a.rho.toFixed(3)}  adversarial ${b.above} -> ${a.above}  max gap ${b.gapMax} -> ${a.gapMax}`,
      );
    });
  }
}
console.log(`Leave one set out, answers alone (rules -> learned):\n${quick.join('\n')}`);

if (process.argv.includes('--measure')) {
  const loso: LosoRow[] = [];
  for (const left of written) {
    const model = foldModel(left.name);
    for (const set of sets.filter((s) => familyOf(s.name) === left.name)) {
      loso.push(...(await losoRows(set, model)));
      console.error(`${set.name} measured at ${seconds()} s`);
    }
  }
  console.log(`\n${losoTable(loso)}\n\n${JSON.stringify(losoSummary(loso))}`);
}

const shipped = fitGradeModel([...features.values()].flat(), options);
console.log(`\nFitted on all ${sets.length} development sets: ${JSON.stringify(shipped)}`);
console.error(`done in ${seconds()} s`);
