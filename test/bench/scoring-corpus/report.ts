import type { SetFigures } from './measure-set.js';
import type { ScoringSet } from './scoring-set.js';

/** Each set's role by name (sets.ts). */
export type SetRoles = ReadonlyMap<string, ScoringSet['role']>;

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

/** A column's head: the set, its role (a folder named held-out may be development data), the part. */
const column = (f: SetFigures, roles: SetRoles) =>
  `${f.set} (${roles.get(f.set) ?? 'development'}), ${f.part} (${f.answers} answers, ${f.interviews} interviews)`;

/**
 * One evaluator's figures on every set and part side by side (docs/scoring-rubric.md), with the
 * adversarial answers that scored above the weak one (at most five per column, none of a held-out set).
 */
export function setTable(runs: readonly SetFigures[], roles: SetRoles): string {
  const head = `| ${runs[0]?.evaluator ?? ''} | ${runs.map((f) => column(f, roles)).join(' | ')} |`;
  const rule = `|---|${runs.map(() => '---').join('|')}|`;
  const body = ROWS.map(([name, cell]) => `| ${name} | ${runs.map(cell).join(' | ')} |`);
  // A held-out set is read in aggregate only (docs/scoring-rubric.md): no item is named.
  const wins = runs.flatMap((f) =>
    (roles.get(f.set) === 'held-out' ? [] : f.adversarialAbove)
      .slice(0, 5)
      .map(
        (w) =>
          `- ${f.set}, ${f.part}: ${w.case.kind} under ${w.case.job.id} question ${w.case.questionIndex + 1} ` +
          `scored ${w.score}, the weak answer ${w.weak}`,
      ),
  );
  return [head, rule, ...body, ...(wins.length ? ['', ...wins] : [])].join('\n');
}
