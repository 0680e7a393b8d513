import { describe, expect, it } from 'vitest';
import type { SetFigures } from './measure-set.js';
import { setTable } from './report.js';
import type { ScoringCase } from './scoring-set.js';

/** One part's figures with one adversarial answer above the weak one. */
const figures = (set: string): SetFigures => ({
  evaluator: 'local-signals@7',
  set,
  part: 'guided',
  answers: 144,
  spearmanPerAnswer: 0.8,
  spearmanPerInterview: 0.7,
  interviews: 60,
  levelsInOrder: 3,
  questions: 8,
  adversarialAbove: [
    {
      case: { kind: 'padded-weak', questionIndex: 2, job: { id: 'a-job' } } as ScoringCase,
      score: 60,
      weak: 40,
    },
  ],
  adversarialAnswers: 72,
  gapMean: 2,
  gapMax: 6,
  crashes: 0,
  rescoreIdentical: 1,
  anchoredSpearman: 0.8,
  flagged: 0,
  flaggedExpected: 0,
  flaggedHonest: 0,
  expectedConcerns: 0,
  meanByKind: {},
});

describe('the scoring report (docs/scoring-rubric.md)', () => {
  it('says each set’s role and lists adversarial wins of development sets only', () => {
    const table = setTable(
      [figures('held-out-2'), figures('held-out-5')],
      new Map([
        ['held-out-2', 'development'],
        ['held-out-5', 'held-out'],
      ]),
    );
    expect(table).toContain('held-out-2 (development), guided');
    expect(table).toContain('held-out-5 (held-out), guided');
    expect(table).toContain('- held-out-2, guided: padded-weak under a-job question 3 scored 60');
    expect(table).not.toContain('- held-out-5');
  });
});
