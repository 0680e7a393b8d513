import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { gradeFeatures } from './grade-features.js';
import { learnedScore, type GradeModel } from './grade-model.js';
import { measureSet, type SetFigures } from '../measure-set.js';
import type { ScoringSet } from '../scoring-set.js';

/** One row of the leave-one-set-out table: a set's part under the rules and under the fold's model. */
export interface LosoRow {
  set: string;
  part: string;
  rules: SetFigures;
  learned: SetFigures;
}

/**
 * Measures `set` exactly as the benchmark does (measureSet: the product pipeline, flags unchanged),
 * once with the hand-set combination and once with `model`, fitted without this set.
 */
export async function losoRows(set: ScoringSet, model: GradeModel): Promise<LosoRow[]> {
  const rules = (await measureSet(new SignalsEvaluator(), set)).figures;
  const byModel = new SignalsEvaluator((reading, grade) =>
    learnedScore(model, gradeFeatures(reading, grade), grade.kept),
  );
  const learned = (await measureSet(byModel, set)).figures;
  return rules.map((r, i) => ({ set: set.name, part: r.part, rules: r, learned: learned[i]! }));
}

const f2 = (x: number | null) => (x === null ? '—' : x.toFixed(2));

/** The table of docs/scoring-rubric.md: each figure as rules → learned. */
export function losoTable(rows: readonly LosoRow[]): string {
  const both = (get: (f: SetFigures) => string) => (r: LosoRow) => `${get(r.rules)} → ${get(r.learned)}`;
  const columns: [string, (r: LosoRow) => string][] = [
    ['Set', (r) => r.set],
    ['Part', (r) => r.part],
    ['Spearman per answer', both((f) => f2(f.spearmanPerAnswer))],
    ['per interview', both((f) => f2(f.spearmanPerInterview))],
    ['Levels in order', both((f) => `${f.levelsInOrder}`)],
    ['Adversarial above weak', both((f) => `${f.adversarialAbove.length}`)],
    ['Plain/polished mean / max', both((f) => `${f.gapMean.toFixed(1)} / ${f.gapMax}`)],
    ['Anchored', both((f) => f2(f.anchoredSpearman))],
    ['Honest flagged', both((f) => `${f.flaggedHonest}`)],
  ];
  const lines = [
    `| ${columns.map(([h]) => h).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${columns.map(([, get]) => get(r)).join(' | ')} |`),
  ];
  return lines.join('\n');
}

/** The decision's figures over the written sets' parts (means of Spearman, sums of counts, gap moves). */
export function losoSummary(rows: readonly LosoRow[]) {
  const written = rows.filter((r) => !r.set.endsWith(', recognised'));
  const mean = (get: (f: SetFigures) => number) => (pick: 'rules' | 'learned') =>
    written.reduce((s, r) => s + get(r[pick]), 0) / written.length;
  const perAnswer = mean((f) => f.spearmanPerAnswer);
  const perInterview = mean((f) => f.spearmanPerInterview);
  const sum = (pick: 'rules' | 'learned') => written.reduce((s, r) => s + r[pick].adversarialAbove.length, 0);
  const levels = (pick: 'rules' | 'learned') => written.reduce((s, r) => s + r[pick].levelsInOrder, 0);
  const gapWorse = written.filter((r) => r.learned.gapMax > r.rules.gapMax).length;
  const gapBetter = written.filter((r) => r.learned.gapMax < r.rules.gapMax).length;
  return {
    perAnswer: [perAnswer('rules'), perAnswer('learned')],
    perInterview: [perInterview('rules'), perInterview('learned')],
    adversarialAbove: [sum('rules'), sum('learned')],
    levelsInOrder: [levels('rules'), levels('learned')],
    gapWorse,
    gapBetter,
    adopt:
      perAnswer('learned') > perAnswer('rules') &&
      perInterview('learned') > perInterview('rules') &&
      sum('learned') < sum('rules') &&
      gapWorse <= gapBetter,
  };
}
