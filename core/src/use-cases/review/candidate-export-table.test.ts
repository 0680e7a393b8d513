import { describe, expect, it } from 'vitest';
import { buildCriteriaConfig } from '../../rules/criteria.js';
import { aSession } from '../../testing/evaluation-testbed.js';
import { candidateExportTable } from './candidate-export-table.js';
import { criteriaMatch } from './criteria-match.js';

const pillars = buildCriteriaConfig({ communication: 50, problem_solving: 50 }).pillars.filter(
  (p) => p.enabled,
);
const table = (name: string, custom = pillars) =>
  candidateExportTable({
    sheetName: 'Candidates',
    pillars: custom,
    publicUrl: 'https://hire.example/',
    candidates: [
      {
        session: aSession({ id: 's 1', jobId: 'j1', candidateName: name, hiringOutcome: 'considering' }),
        evaluated: true,
        evaluator: { usesLanguageModel: false, label: 'Built-in scoring, no language model' },
        channel: 'phone' as const,
        calls: { calls: 2, minutes: 12.6, estimatedCost: { amount: 0.19, currency: 'KES' } },
        match: criteriaMatch(
          { overallScore: 74, pillarScores: { communication: 80, problem_solving: 72 } },
          pillars,
        ),
      },
    ],
  });

describe('candidateExportTable (docs/behaviour/review.md §11)', () => {
  it('writes one row per candidate: identity, scores as numbers, one column per criterion, outcome, link', () => {
    const { columns, rows } = table('Wanjiru Kamau');
    expect(columns.map((c) => c.header)).toEqual([
      'Name',
      'Email',
      'Phone',
      'External reference',
      'Status',
      'Overall score',
      'Recommendation',
      'Match',
      'Communication score',
      'Problem Solving score',
      'Hiring outcome',
      'Completed',
      'Review link',
      'Scored by',
      'Channel',
      'Call minutes',
      'Estimated call cost',
      'Call cost currency',
    ]);
    expect(rows).toEqual([
      [
        'Wanjiru Kamau',
        'wanjiru@example.com',
        "'+254700000001",
        null,
        'Completed',
        74,
        'Hire',
        'Strong Match',
        80,
        72,
        'Considering',
        '2025-01-15T08:20:00.000Z',
        'https://hire.example/jobs/j1/candidates/s%201',
        'Built-in scoring, no language model',
        'Phone',
        12.6,
        0.19,
        'KES',
      ],
    ]);
  });

  it('keeps a name with NUL bytes and line breaks on one line of one cell', () => {
    expect(table('Za\u0000wadi\r\nMwangi\n=1').rows[0]![0]).toBe('Za wadi Mwangi =1');
    expect(table('\u0000=cmd|calc').rows[0]![0]).toBe("'=cmd|calc");
  });

  it('neutralises a criterion label HR typed as a formula', () => {
    const custom = pillars.map((p, i) => (i === 0 ? { ...p, label: '@SUM(A1)' } : p));
    expect(table('A', custom).columns[8]!.header).toBe("'@SUM(A1) score");
  });
});
