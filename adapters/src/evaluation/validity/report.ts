import type { ValidityFigures } from './measure-validity.js';

/** The benchmark table of docs/scoring-rubric.md, one column per evaluator run. */
export function validityTable(runs: readonly ValidityFigures[]): string {
  const rows: [string, (f: ValidityFigures) => string][] = [
    ['Spearman ρ per answer', (f) => f.spearmanPerAnswer.toFixed(3)],
    ['Spearman ρ per interview', (f) => f.spearmanPerInterview.toFixed(3)],
    ['QWK on bands, per answer', (f) => f.kappaPerAnswer.toFixed(3)],
    ['QWK on bands, per interview', (f) => f.kappaPerInterview.toFixed(3)],
    [
      'Adversarial answers above the vague one',
      (f) => `${f.adversarialWins.length} of ${f.adversarialAnswers}`,
    ],
    [
      'Excellent / plain answers under another question above the vague one',
      (f) => `${f.misplacedWins.length} of ${f.misplacedAnswers}`,
    ],
    ['Plain vs polished gap, mean (max)', (f) => `${f.plainGapMean} (${f.plainGapMax})`],
    ['Spread (SD) of answer / interview scores', (f) => `${f.answerSpread} / ${f.interviewSpread}`],
    ['Answers scoring 95 or more', (f) => `${f.answersAt95} of ${f.answers}`],
    ['Identical re-score (score and band)', (f) => `${Math.round(f.rescoreIdentical * 100)} %`],
    ['Same band on re-score', (f) => `${Math.round(f.rescoreSameBand * 100)} %`],
    ['Interviews left unscored', (f) => String(f.notScored)],
  ];
  const head = `| Figure | ${runs.map((r) => r.evaluator).join(' | ')} |`;
  const rule = `|---|${runs.map(() => '---').join('|')}|`;
  const body = rows.map(([name, cell]) => `| ${name} | ${runs.map(cell).join(' | ')} |`);
  const wins = runs.flatMap((r) =>
    r.adversarialWins
      .slice(0, 5)
      .map(
        (w) =>
          `- ${r.evaluator}: ${w.kind} answer to ${w.job} question ${w.questionIndex + 1} scored ${w.score}, the vague one ${w.vague}`,
      ),
  );
  return [
    head,
    rule,
    ...body,
    ...(wins.length ? ['', 'Adversarial wins (at most five per evaluator):', ...wins] : []),
  ].join('\n');
}
