import { describe, expect, it } from 'vitest';
import type { AuditTableView, BiasAuditView } from '../../contract/bias-audit.js';
import { SELF_ID_PRESETS } from '../../rules/self-identification.js';
import { biasAuditTestbed, type AuditCandidateSeed } from '../../testing/bias-audit-testbed.js';
import { auditPeriod } from './run-bias-audit.js';

const ZA = SELF_ID_PRESETS.find((p) => p.id === 'za_population_group')!;

/** `n` candidates of one kind. */
const times = (n: number, c: AuditCandidateSeed): AuditCandidateSeed[] => Array.from({ length: n }, () => c);
const who = (sex: string, group: string | null, firstLanguage = 'english') => ({
  sex,
  firstLanguage,
  ageBand: '25_34',
  categories: (group ? { za_population_group: group } : {}) as Record<string, string>,
});

/**
 * Known rates. 22 scored: twelve at 30 and ten at 80, so the median is 30 and "above" means 80.
 * Female 6 of 10 above (60 %), male 3 of 10 (30 %): male's scoring impact ratio 0.50, flagged.
 * Hired: female 2 of 10, male 4 of 10: female's selection impact ratio 0.50, flagged.
 */
const SEEDED: AuditCandidateSeed[] = [
  ...times(2, { score: 80, answers: who('female', 'african', 'kiswahili'), outcome: 'hired' }),
  { score: 80, answers: who('female', 'african', 'kiswahili') },
  ...times(2, { score: 30, answers: who('female', 'african', 'kiswahili') }),
  ...times(3, { jobId: 'job-2', score: 80, answers: who('female', 'white') }),
  ...times(2, { jobId: 'job-2', score: 30, answers: who('female', 'white') }),
  ...times(3, { score: 80, answers: who('male', 'african'), outcome: 'hired' }),
  ...times(2, { score: 30, answers: who('male', 'african'), outcome: 'rejected' }),
  { score: 30, answers: who('male', 'indian', 'zulu'), outcome: 'hired' },
  ...times(4, { score: 30, answers: who('male', 'indian', 'zulu') }),
  { score: 80, answers: who('another', null) },
  { score: 30, answers: who('another', null), outcome: 'hired' },
  { score: null, answers: who('prefer_not_to_say', 'prefer_not_to_say') }, // not scored, unknown
  { score: 75, answers: null }, // above the median, but gave no answers
];

async function seeded() {
  const bed = await biasAuditTestbed();
  await bed.settings.save(bed.hr, { categories: [ZA] });
  for (const c of SEEDED) await bed.seed(c);
  // Never counted: another organisation, outside the period, still in progress.
  await bed.seed({ jobId: 'job-x', score: 10, answers: who('female', null) });
  await bed.seed({ score: 10, answers: who('female', 'african'), completedAt: '2025-01-01T10:00:00Z' });
  const open = await bed.seed({ score: 10, answers: who('male', 'african') });
  await bed.sessions.update(open.id, { status: 'in_progress' });
  return bed;
}

const table = (view: BiasAuditView, id: string) => view.tables.find((t) => t.id === id)!;
const row = (t: AuditTableView, key: string) => t.rows.find((r) => r.key === key)!;

describe('RunBiasAudit on seeded data with known rates (docs/behaviour/review.md §13)', () => {
  it('reports the exact scoring rates and impact ratios per sex, flagging the group under 0.80', async () => {
    const bed = await seeded();
    const view = await bed.audit.execute(bed.hr, { from: '2026-01-01', to: '2026-06-30' });
    expect(view).toMatchObject({
      candidates: 24,
      scored: 23,
      hired: 7,
      medianScore: '30',
      from: '2026-01-01',
    });
    const sex = table(view, 'sex');
    expect(row(sex, 'female').scoring).toEqual({
      count: 6,
      of: 10,
      rate: '60.0%',
      rateExact: '3/5',
      impactRatio: '1.00',
      impactRatioExact: '1/1',
      flagged: false,
    });
    expect(row(sex, 'male').scoring).toMatchObject({ rate: '30.0%', impactRatio: '0.50', flagged: true });
    expect(row(sex, 'female').selection).toMatchObject({
      count: 2,
      of: 10,
      impactRatio: '0.50',
      flagged: true,
    });
    expect(row(sex, 'male').selection).toMatchObject({
      count: 4,
      of: 10,
      impactRatio: '1.00',
      flagged: false,
    });
    expect(row(sex, 'female').bands!.shares).toContainEqual({ band: 'Strong Hire', count: 6, rate: '60.0%' });
    // The group of 2 is shown as too small: no rate, not even its exact count.
    expect(row(sex, 'another')).toMatchObject({
      candidates: null,
      tooSmall: true,
      scoring: null,
      selection: null,
    });
    // Two unknown ("Prefer not to say", and the candidate who gave no answers): under 5, not said.
    expect(sex.unknown).toBeNull();
  });

  it('reports the organisation’s categories, their intersection with sex, and first language beside them', async () => {
    const bed = await seeded();
    const view = await bed.audit.execute(bed.hr, { from: '2026-01-01', to: '2026-06-30' });
    expect(view.tables.map((t) => t.id)).toEqual([
      'sex',
      'za_population_group',
      'age_band',
      'sex__za_population_group',
      'english_first',
      'sex__english_first',
      'first_language',
    ]);
    const population = table(view, 'za_population_group');
    expect(row(population, 'african').scoring).toMatchObject({ rateExact: '3/5', impactRatio: '1.00' });
    expect(row(population, 'indian').scoring).toMatchObject({
      rate: '0.0%',
      impactRatio: '0.00',
      flagged: true,
    });
    // Nobody: shown like a small group, so a zero beside it never points at someone.
    expect(row(population, 'coloured')).toMatchObject({ candidates: null, tooSmall: true });
    const crossed = table(view, 'sex__za_population_group');
    expect(row(crossed, 'male|indian')).toMatchObject({ label: 'Male · Indian', candidates: 5 });
    expect(row(crossed, 'female|white').scoring).toMatchObject({ impactRatio: '1.00' });
    const english = table(view, 'english_first');
    expect(row(english, 'no')).toMatchObject({ label: 'Another first language', candidates: 10 });
    // 3/10 against English first's 7/12: 36/70, cut to 0.51.
    expect(row(english, 'no').scoring).toMatchObject({
      rateExact: '3/10',
      impactRatio: '0.51',
      impactRatioExact: '18/35',
      flagged: true,
    });
    expect(row(english, 'yes').scoring).toMatchObject({ rateExact: '7/12', impactRatio: '1.00' });
    const languages = table(view, 'first_language');
    expect(row(languages, 'kiswahili')).toMatchObject({ candidates: 5, tooSmall: false });
    // Languages given by 5 or more, the rest together: no row appears because one person answered.
    expect(languages.rows.map((r) => r.key)).toEqual(['english', 'kiswahili', 'zulu', 'other_languages']);
  });

  it('audits one job alone, and refuses another organisation’s job as not found', async () => {
    const bed = await seeded();
    const view = await bed.audit.execute(bed.hr, { jobId: 'job-2', from: '2026-01-01', to: '2026-06-30' });
    expect(view).toMatchObject({ job: { id: 'job-2', title: 'Cashier' }, candidates: 5 });
    await expect(bed.audit.execute(bed.hr, { jobId: 'job-x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const theirs = await bed.audit.execute(bed.otherHr, { from: '2026-01-01', to: '2026-06-30' });
    expect(theirs).toMatchObject({ candidates: 1, organisation: { domain: 'rival.co.ke' } });
  });

  it('covers the last 365 days up to today without dates, both days included', () => {
    const now = new Date('2026-06-30T23:59:00Z');
    expect(auditPeriod({}, now)).toMatchObject({ fromDay: '2025-07-01', toDay: '2026-06-30' });
    const period = auditPeriod({ from: '2026-03-01', to: '2026-03-01' }, now);
    expect(period.until.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(() => auditPeriod({ from: '2026-07-01' }, now)).toThrow(/on or after/);
    expect(() => auditPeriod({ from: '2000-01-01' }, now)).toThrow(/at most/);
  });
});

describe('groups that would point at someone', () => {
  it('puts a rare language with the others, and counts a rare answer to a renamed option as unknown', async () => {
    const bed = await biasAuditTestbed();
    await bed.settings.save(bed.hr, { categories: [ZA] });
    await bed.seed({ score: 50, answers: who('female', 'white', 'yoruba') });
    for (let i = 0; i < 5; i++) await bed.seed({ score: 60, answers: who('male', 'african', 'english') });
    // The organisation renames an option: answers given before keep the old one.
    const renamed = {
      ...ZA,
      options: ZA.options.map((o) =>
        o.id === 'white' ? { id: 'white_sa', label: 'White South African' } : o,
      ),
    };
    await bed.settings.save(bed.hr, { categories: [renamed] });
    const view = await bed.audit.execute(bed.hr, { from: '2026-01-01', to: '2026-06-30' });
    const languages = table(view, 'first_language');
    expect(languages.rows.map((r) => r.label)).toEqual(['English', 'Other languages']);
    expect(JSON.stringify(view)).not.toMatch(/yoruba/i);
    const population = table(view, 'za_population_group');
    expect(population.rows.map((r) => r.key)).toEqual(['african', 'coloured', 'indian', 'white_sa']);
    expect(population.rows.reduce((n, r) => n + (r.candidates ?? 0), 0)).toBe(5);
    expect(population.unknown).toBeNull(); // the one old answer: unknown, and under 5
  });

  it('keeps a group for an option since renamed that 5 or more gave, under the name they saw', async () => {
    const bed = await biasAuditTestbed();
    await bed.settings.save(bed.hr, { categories: [ZA] });
    for (let i = 0; i < 5; i++) await bed.seed({ score: 50 + i, answers: who('female', 'white') });
    await bed.settings.save(bed.hr, {
      categories: [{ ...ZA, options: ZA.options.filter((o) => o.id !== 'white') }],
    });
    const view = await bed.audit.execute(bed.hr, { from: '2026-01-01', to: '2026-06-30' });
    expect(row(table(view, 'za_population_group'), 'white')).toMatchObject({ label: 'White', candidates: 5 });
  });
});
