import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_BANDS,
  biasAudit,
  medianOf,
  MIN_GROUP_SIZE,
  type AuditDimension,
  type AuditedCandidate,
  type AuditTable,
} from './bias-audit.js';
import { compareFractions, fraction, type Fraction } from './exact-fraction.js';
import { recommendationFor } from './recommendation.js';

const SEX: AuditDimension = {
  id: 'sex',
  label: 'Sex',
  groups: [
    { key: 'female', label: 'Female' },
    { key: 'male', label: 'Male' },
    { key: 'another', label: 'Another' },
  ],
};
const LANGUAGE: AuditDimension = {
  id: 'english_first',
  label: 'English first language',
  groups: [
    { key: 'yes', label: 'English' },
    { key: 'no', label: 'Another language' },
  ],
};

function candidate(
  score: number | null,
  groups: AuditedCandidate['groups'],
  hired = false,
): AuditedCandidate {
  return { score, band: score === null ? null : recommendationFor(score), hired, groups };
}

/** `n` copies of a candidate. */
const times = (n: number, c: AuditedCandidate) => Array.from({ length: n }, () => c);

const rowOf = (table: AuditTable, key: string) => table.rows.find((r) => r.key === key)!;
const same = (a: Fraction | null | undefined, b: Fraction) =>
  a !== null && a !== undefined && compareFractions(a, b) === 0;

describe('biasAudit on a seeded selection with known rates', () => {
  // 20 scored: ten at 90, ten at 10, so the median is 50 and "above" means 90.
  const seeded = [
    ...times(6, candidate(90, { sex: 'male', english_first: 'yes' })),
    ...times(4, candidate(10, { sex: 'male', english_first: 'no' })),
    ...times(3, candidate(90, { sex: 'female', english_first: 'no' })),
    ...times(5, candidate(10, { sex: 'female', english_first: 'yes' })),
    candidate(90, { sex: 'another', english_first: 'yes' }),
    candidate(10, { sex: 'another', english_first: 'no' }),
    candidate(null, { sex: 'male' }), // completed, not scored: a candidate, not in the scoring rate
    candidate(90, { english_first: 'yes' }), // sex unknown
  ].map((c, i) => ({ ...c, hired: [0, 1, 2, 10, 11].includes(i) }));
  // The extra 90 (sex unknown) makes 11 at 90 and 10 at 10: the median of 21 is 90, so nobody is
  // above it. Take it out of the scores to keep the design above: give it no score instead.
  seeded[seeded.length - 1] = { ...seeded[seeded.length - 1]!, score: null, band: null };

  const audit = biasAudit(
    seeded,
    [SEX, LANGUAGE],
    [{ id: 'sex_x_english', label: 'Sex × English', of: ['sex', 'english_first'] }],
  );
  const sex = audit.tables[0]!;

  it('counts the selection and finds the median of every scored candidate', () => {
    expect(audit.candidates).toBe(22);
    expect(audit.scored).toBe(20);
    expect(audit.hired).toBe(5);
    expect(audit.median).toEqual({ twice: 100, value: { numerator: 50, denominator: 1 } });
  });

  it('gives each group its scoring rate and the exact impact ratio against the highest group', () => {
    const male = rowOf(sex, 'male');
    const female = rowOf(sex, 'female');
    expect(male.candidates).toBe(11);
    expect(male.scoring).toMatchObject({
      count: 6,
      of: 10,
      rate: fraction(3, 5),
      impactRatio: fraction(1, 1),
      flagged: false,
    });
    // 3/8 ÷ 6/10 = 0.625: under 0.80, flagged.
    expect(female.scoring).toMatchObject({
      count: 3,
      of: 8,
      rate: fraction(3, 8),
      impactRatio: fraction(5, 8),
      flagged: true,
    });
  });

  it('gives the selection (hired) rate and its impact ratio over all candidates of the group', () => {
    // Male: 3 hired of 11; female: 2 hired of 8. 2/8 ÷ 3/11 = 11/12.
    expect(rowOf(sex, 'male').selection).toMatchObject({ count: 3, of: 11, impactRatio: fraction(1, 1) });
    expect(rowOf(sex, 'female').selection).toMatchObject({
      count: 2,
      of: 8,
      impactRatio: fraction(11, 12),
      flagged: false,
    });
  });

  it('spreads the scored candidates of a group over the bands', () => {
    const bands = rowOf(sex, 'female').bands!;
    expect(bands.of).toBe(8);
    expect(bands.counts).toEqual({ 'Strong Hire': 3, Hire: 0, Maybe: 0, 'No Hire': 5 });
    expect(same(bands.rates['No Hire'], fraction(5, 8)!)).toBe(true);
  });

  it('shows a group under 5 as too small, with no figure, and leaves it out of the comparison', () => {
    const another = rowOf(sex, 'another');
    expect(another).toMatchObject({
      candidates: 2,
      tooSmall: true,
      scoring: null,
      bands: null,
      selection: null,
    });
  });

  it('counts the unknown group apart, as Local Law 144 asks', () => {
    expect(sex.unknown).toBe(1);
    expect(audit.tables[1]!.unknown).toBe(1); // the not-scored male gave no language
  });

  it('crosses two dimensions, every pair a group, unknown when either is', () => {
    const crossed = audit.tables[2]!;
    expect(crossed.kind).toBe('intersection');
    expect(crossed.rows.map((r) => r.label)).toContain('Male · English');
    expect(crossed.rows).toHaveLength(6);
    expect(rowOf(crossed, 'male|yes')).toMatchObject({ candidates: 6 });
    expect(crossed.unknown).toBe(2);
  });
});

describe('scores equal to the median', () => {
  it('are not above it: the rate counts strictly higher scores only', () => {
    const scores = { male: [40, 50, 50, 50, 60], female: [50, 50, 50, 70, 80] };
    const candidates = Object.entries(scores).flatMap(([sex, list]) =>
      list.map((s) => candidate(s, { sex })),
    );
    const audit = biasAudit(candidates, [SEX]);
    expect(audit.median?.value).toEqual(fraction(50, 1));
    expect(rowOf(audit.tables[0]!, 'male').scoring).toMatchObject({ count: 1, of: 5 });
    expect(rowOf(audit.tables[0]!, 'female').scoring).toMatchObject({
      count: 2,
      of: 5,
      impactRatio: fraction(1, 1),
    });
    expect(rowOf(audit.tables[0]!, 'male').scoring).toMatchObject({
      impactRatio: fraction(1, 2),
      flagged: true,
    });
  });
});

describe('medianOf', () => {
  it('takes the middle score, or the mean of the two middle ones', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([7, 1, 5])?.value).toEqual(fraction(5, 1));
    expect(medianOf([1, 2, 3, 4])?.value).toEqual(fraction(5, 2));
    expect(() => medianOf([1.5])).toThrow(RangeError);
  });
});

const groupKey = fc.constantFrom('female', 'male', 'another', null);
const languageKey = fc.constantFrom('yes', 'no', null);
const candidateArb: fc.Arbitrary<AuditedCandidate> = fc
  .record({
    // A narrow range makes ties with the median common.
    score: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null, freq: 6 }),
    hired: fc.boolean(),
    sex: groupKey,
    lang: languageKey,
  })
  .map(({ score, hired, sex, lang }) => candidate(score, { sex, english_first: lang }, hired));
const selectionArb = fc.array(candidateArb, { minLength: 10, maxLength: 120 });

/** A plain floating-point oracle of the scoring rate, for comparison. */
function oracleAbove(candidates: readonly AuditedCandidate[], group: string): number {
  const scores = candidates.flatMap((c) => (c.score === null ? [] : [c.score])).sort((a, b) => a - b);
  const n = scores.length;
  const median = n % 2 ? scores[(n - 1) / 2]! : (scores[n / 2 - 1]! + scores[n / 2]!) / 2;
  return candidates.filter((c) => c.groups.sex === group && c.score !== null && c.score > median).length;
}

describe('biasAudit properties', () => {
  it('partitions the selection: rows plus unknown make every candidate, in every table', () => {
    fc.assert(
      fc.property(selectionArb, (candidates) => {
        const audit = biasAudit(
          candidates,
          [SEX, LANGUAGE],
          [{ id: 'x', label: 'x', of: ['sex', 'english_first'] }],
        );
        for (const t of audit.tables) {
          expect(t.rows.reduce((sum, r) => sum + r.candidates, 0) + t.unknown).toBe(candidates.length);
        }
      }),
    );
  });

  it('counts "above the median" as a floating-point oracle does, and never more than half', () => {
    fc.assert(
      fc.property(selectionArb, (candidates) => {
        const audit = biasAudit(candidates, [SEX]);
        for (const row of audit.tables[0]!.rows) {
          if (row.scoring) expect(row.scoring.count).toBe(oracleAbove(candidates, row.key));
        }
        const above = audit.tables[0]!.rows.reduce((s, r) => s + (r.scoring?.count ?? 0), 0);
        expect(above).toBeLessThanOrEqual(Math.floor(audit.scored / 2));
      }),
    );
  });

  it('hides every figure of a group under 5, and only then', () => {
    fc.assert(
      fc.property(selectionArb, (candidates) => {
        for (const t of biasAudit(candidates, [SEX, LANGUAGE]).tables) {
          for (const row of t.rows) {
            expect(row.tooSmall).toBe(row.candidates < MIN_GROUP_SIZE);
            if (row.tooSmall) expect([row.scoring, row.bands, row.selection]).toEqual([null, null, null]);
            else expect(row.selection).not.toBeNull();
            if (row.scoring) expect(row.scoring.of).toBeGreaterThanOrEqual(MIN_GROUP_SIZE);
          }
        }
      }),
    );
  });

  it('gives impact ratios of at most 1, exactly 1 for the highest group, flagged exactly below 4/5', () => {
    fc.assert(
      fc.property(selectionArb, (candidates) => {
        for (const t of biasAudit(candidates, [SEX, LANGUAGE]).tables) {
          for (const kind of ['scoring', 'selection'] as const) {
            const shown = t.rows.flatMap((r) => (r[kind] ? [r[kind]!] : []));
            const ratios = shown.flatMap((f) => (f.impactRatio ? [f.impactRatio] : []));
            if (shown.some((f) => f.rate.numerator > 0)) {
              expect(ratios.some((r) => same(r, fraction(1, 1)!))).toBe(true);
            } else {
              expect(ratios).toEqual([]);
            }
            for (const f of shown) {
              if (!f.impactRatio) continue;
              expect(compareFractions(f.impactRatio, fraction(1, 1)!)).toBeLessThanOrEqual(0);
              expect(f.flagged).toBe(5 * f.impactRatio.numerator < 4 * f.impactRatio.denominator);
            }
          }
        }
      }),
    );
  });

  it('band counts add up to the scored candidates of the group', () => {
    fc.assert(
      fc.property(selectionArb, (candidates) => {
        for (const row of biasAudit(candidates, [SEX]).tables[0]!.rows) {
          if (!row.bands) continue;
          expect(AUDIT_BANDS.reduce((s, b) => s + row.bands!.counts[b], 0)).toBe(row.bands.of);
          expect(row.bands.of).toBe(row.scoring!.of);
        }
      }),
    );
  });

  it('does not depend on the order of candidates, and keeps every rate when each candidate is doubled', () => {
    fc.assert(
      fc.property(selectionArb, fc.integer(), (candidates, seed) => {
        const base = biasAudit(candidates, [SEX, LANGUAGE]);
        const shuffled = [...candidates].sort(
          (a, b) =>
            ((candidates.indexOf(a) * 7919 + seed) % 97) - ((candidates.indexOf(b) * 7919 + seed) % 97),
        );
        expect(biasAudit(shuffled, [SEX, LANGUAGE])).toEqual(base);
        const doubled = biasAudit([...candidates, ...candidates], [SEX, LANGUAGE]);
        expect(doubled.median).toEqual(base.median);
        doubled.tables.forEach((t, i) =>
          t.rows.forEach((row, j) => {
            const before = base.tables[i]!.rows[j]!;
            // Doubling can lift a small group over 5; a group shown before keeps its rates.
            if (before.scoring) expect(row.scoring?.rate).toEqual(before.scoring.rate);
            if (before.selection) expect(row.selection?.rate).toEqual(before.selection.rate);
          }),
        );
      }),
    );
  });
});
