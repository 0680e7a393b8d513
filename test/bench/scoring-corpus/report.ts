import type { SetFigures } from './measure-set.js';

const ROWS: [string, (f: SetFigures) => string][] = [
  [
    'Spearman per answer / per interview',
    (f) => `${f.spearmanPerAnswer.toFixed(2)} / ${f.spearmanPerInterview.toFixed(2)}`,
  ],
  ['Questions whose 5 graded levels come out in order', (f) => `${f.levelsInOrder} of ${f.questions}`],
  [
    'Adversarial answers above the honest weak answer',
    (f) => `${f.adversarialAbove.length} of ${f.adversarialAnswers}`,
  ],
  ['Plain vs polished, same substance: mean / max gap', (f) => `${f.gapMean} / ${f.gapMax}`],
  [
    'Flagged for a human listen (expected / honest answers flagged)',
    (f) => `${f.flagged} (${f.flaggedExpected} of ${f.expectedConcerns} / ${f.flaggedHonest})`,
  ],
  ['Crashes', (f) => String(f.crashes)],
  ['Identical re-score', (f) => `${Math.round(f.rescoreIdentical * 100)} %`],
  [
    'Spearman on the rest, 5 anchors per question',
    (f) => (f.anchoredSpearman === null ? '—' : f.anchoredSpearman.toFixed(2)),
  ],
];

/** The name of the held-out set, whose answers are never listed one by one. */
export const HELD_OUT = 'held-out';
/** The name of the second held-out set (written blind by another helper), read the same way. */
export const HELD_OUT_2 = 'held-out-2';
/** The name of the third held-out set, read the same way. */
export const HELD_OUT_3 = 'held-out-3';
/** The name of the fourth held-out set, read the same way. */
export const HELD_OUT_4 = 'held-out-4';
/** The name of the fifth held-out set, read the same way. */
export const HELD_OUT_5 = 'held-out-5';
const HELD_OUT_SETS: readonly string[] = [HELD_OUT, HELD_OUT_2, HELD_OUT_3, HELD_OUT_4, HELD_OUT_5];
const isHeldOut = (set: string) => HELD_OUT_SETS.includes(set);

const column = (f: SetFigures) => `${f.set}, ${f.part} (${f.answers} answers, ${f.interviews} interviews)`;

/**
 * One evaluator's figures on every set and part side by side (docs/scoring-rubric.md), with the
 * adversarial answers that scored above the weak one (at most five per column, none of the held-out set).
 */
export function setTable(runs: readonly SetFigures[]): string {
  const head = `| ${runs[0]?.evaluator ?? ''} | ${runs.map(column).join(' | ')} |`;
  const rule = `|---|${runs.map(() => '---').join('|')}|`;
  const body = ROWS.map(([name, cell]) => `| ${name} | ${runs.map(cell).join(' | ')} |`);
  // The held-out sets are read in aggregate only (docs/scoring-rubric.md): no item is named.
  const wins = runs.flatMap((f) =>
    (isHeldOut(f.set) ? [] : f.adversarialAbove)
      .slice(0, 5)
      .map(
        (w) =>
          `- ${f.set}, ${f.part}: ${w.case.kind} under ${w.case.job.id} question ${w.case.questionIndex + 1} ` +
          `scored ${w.score}, the weak answer ${w.weak}`,
      ),
  );
  return [head, rule, ...body, ...(wins.length ? ['', ...wins] : [])].join('\n');
}
