import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dedupeForReport, reportKey, topPerformers } from './report.js';

const candidate = fc.record({
  id: fc.uuid(),
  candidateEmail: fc.constantFrom('a@x.com', 'A@x.com ', 'b@x.com', null),
  candidatePhone: fc.constantFrom('0811', '0822', null),
  startedAt: fc.date({ min: new Date('2024-01-01'), max: new Date('2026-01-01'), noInvalidDate: true }),
});

describe('dedupeForReport', () => {
  it('keeps exactly one candidate per email+phone key, the latest started', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 30 }), (all) => {
        const kept = dedupeForReport(all);
        const keys = kept.map(reportKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(all.map(reportKey)));
        for (const c of kept) {
          const latest = Math.max(
            ...all.filter((o) => reportKey(o) === reportKey(c)).map((o) => o.startedAt.getTime()),
          );
          expect(c.startedAt.getTime()).toBe(latest);
        }
        // survivors keep their input order
        expect(kept).toEqual(all.filter((c) => kept.includes(c)));
      }),
    );
  });

  it('treats email case and surrounding spaces as the same person', () => {
    const older = {
      candidateEmail: 'Ann@Acme.com',
      candidatePhone: '081',
      startedAt: '2025-01-01T00:00:00Z',
    };
    const newer = {
      candidateEmail: ' ann@acme.com',
      candidatePhone: '081',
      startedAt: '2025-02-01T00:00:00Z',
    };
    expect(dedupeForReport([older, newer])).toEqual([newer]);
  });
});

describe('topPerformers', () => {
  const row = fc.record({ score: fc.integer({ min: 0, max: 100 }), summary: fc.string({ maxLength: 400 }) });

  it('keeps at most the 5 best scores of 70 or more, summaries cut to 200 characters', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        const top = topPerformers(rows);
        const eligible = rows
          .filter((r) => r.score >= 70)
          .map((r) => r.score)
          .sort((a, b) => b - a);
        expect(top.map((r) => r.score)).toEqual(eligible.slice(0, 5));
        for (const r of top) {
          expect(r.summary.length).toBeLessThanOrEqual(200);
          expect(rows.some((o) => o.summary.startsWith(r.summary) && o.score === r.score)).toBe(true);
        }
      }),
    );
    expect(topPerformers([{ score: 69, summary: '' }])).toEqual([]);
    const seven = [95, 90, 85, 80, 75, 72, 70].map((score) => ({ score, summary: 's' }));
    expect(topPerformers(seven).map((r) => r.score)).toEqual([95, 90, 85, 80, 75]);
    expect(topPerformers([{ score: 70, summary: 'x'.repeat(201) }])[0]!.summary).toHaveLength(200);
  });
});
