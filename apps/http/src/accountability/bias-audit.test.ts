import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { SelfIdentificationAnswers } from '@sauti/core/domain/self-identification';
import { newKey, v1 } from '../api-v1/api-v1-fixtures.js';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { seedCandidates, type CandidateSeed } from '../review/review-fixtures.js';

let world: JobsWorld;
let jobId: string;
let otherJobId: string;
let strangerJobId: string;

const answers = (sex: string, firstLanguage = 'english'): SelfIdentificationAnswers => ({
  sex,
  ageBand: null,
  firstLanguage,
  categories: [],
});

/**
 * Twelve candidates with known rates, completed on 1 March 2025: scores of 80 and 20 (median 50).
 * Female 4 of 6 above (66.7 %), male 2 of 6 (33.3 %): male's impact ratio 0.50, flagged.
 */
async function seed() {
  const of = (score: number): CandidateSeed => ({ evaluation: { overall: score, scores: {} } });
  const seeds = [80, 80, 80, 80, 20, 20, 80, 80, 20, 20, 20, 20].map(of);
  const ids = await seedCandidates(world.server, jobId, seeds);
  const store = world.server.app.get(STORAGE.Repositories).selfIdentifications;
  await world.server.app.get(STORAGE.RequestScope).run(async () => {
    for (const [i, id] of ids.entries()) {
      await store.save({
        sessionId: id,
        answers: answers(i < 6 ? 'female' : 'male', i % 2 ? 'english' : 'hausa'),
        recordedAt: new Date(),
      });
    }
  });
  // Another job of the organisation, and a job of another organisation: one candidate each.
  await seedCandidates(world.server, otherJobId, [of(90)]);
  await seedCandidates(world.server, strangerJobId, [of(90)]);
}

beforeAll(async () => {
  world = await startJobsWorld();
  jobId = (await createJob(world.hr)).id;
  otherJobId = (await createJob(world.colleague)).id;
  strangerJobId = (await createJob(world.stranger)).id;
  await seed();
}, 60_000);
afterAll(() => world?.server.stop());

const PERIOD = 'from=2025-03-01&to=2025-03-31';
type Row = { key: string; scoring: Record<string, unknown> | null; candidates: number | null };
const rowOf = (body: { tables: { id: string; rows: Row[] }[] }, table: string, key: string) =>
  body.tables.find((t) => t.id === table)!.rows.find((r) => r.key === key)!;

describe('GET /api/bias-audit (docs/behaviour/review.md §13)', () => {
  it('reports a job’s exact rates and impact ratios to its organisation, flagging the group under 0.80', async () => {
    const res = await world.hr.get(`/api/bias-audit?jobId=${jobId}&${PERIOD}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ candidates: 12, scored: 12, medianScore: '50', job: { id: jobId } });
    expect(rowOf(res.body, 'sex', 'female').scoring).toMatchObject({ rate: '66.7%', impactRatio: '1.00' });
    expect(rowOf(res.body, 'sex', 'male').scoring).toMatchObject({
      rateExact: '1/3',
      impactRatio: '0.50',
      flagged: true,
    });
    expect(rowOf(res.body, 'sex', 'another')).toMatchObject({
      candidates: null,
      tooSmall: true,
      scoring: null,
    });
  });

  it('covers every job of the organisation without a job, and none of another organisation', async () => {
    const all = await world.colleague.get(`/api/bias-audit?${PERIOD}`);
    expect(all.body).toMatchObject({ candidates: 13, job: null });
    // One candidate without answers: unknown, and under 5, so not counted out loud.
    expect(all.body.tables.find((t: { id: string }) => t.id === 'sex').unknown).toBeNull();
    const theirs = await world.stranger.get(`/api/bias-audit?${PERIOD}`);
    expect(theirs.body).toMatchObject({ candidates: 1 });
    expect((await world.stranger.get(`/api/bias-audit?jobId=${jobId}`)).status).toBe(404);
  });

  it('refuses bad dates with a message, and anyone signed out', async () => {
    const bad = await world.hr.get('/api/bias-audit?from=2025-02-30');
    expect(bad).toMatchObject({ status: 400, body: { message: 'from must be a date written YYYY-MM-DD' } });
    const reversed = await world.hr.get('/api/bias-audit?from=2025-03-02&to=2025-03-01');
    expect(reversed.body.message).toBe('The end date must be on or after the start date');
    expect((await world.visitor.get('/api/bias-audit')).status).toBe(401);
  });

  it('exports the same figures as CSV, one group per row, with the flag and the exact ratio', async () => {
    const res = await world.hr.get(`/api/bias-audit/export?format=csv&jobId=${jobId}&${PERIOD}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[a-z0-9-]+-bias-audit-2025-03-01-2025-03-31\.csv"$/,
    );
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(
      /^Table,Group,Candidates,Scored,Above median,Scoring rate,Scoring impact ratio,/,
    );
    expect(lines).toContain('Sex,Male,6,6,2,33.3%,0.50,1/2,Below 0.80,0.0%,100.0%,0.0%,0.0%,0,0.0%,,,,');
    expect(lines.some((l) => l.startsWith('Sex,Another,<5,,') && l.includes('Too small'))).toBe(true);
    expect(lines).toContain(
      `Sex,Unknown (not answered or prefer not to say),<5${','.repeat(16)}Left out of the rates`,
    );
    expect((await world.hr.get(`/api/bias-audit/export?format=xlsx`)).status).toBe(400);
  });
});

describe('GET /api/v1/bias-audit', () => {
  it('answers a read key of the organisation with the same audit in the API’s names', async () => {
    const key = await newKey(world.hr, 'read');
    const res = await v1(world, key, `/bias-audit?job_id=${jobId}&${PERIOD}`);
    expect(res.status).toBe(200);
    const male = rowOf(res.body, 'sex', 'male') as unknown as Record<string, unknown>;
    expect(male).toMatchObject({ too_small: false, scoring: { impact_ratio: '0.50', rate_exact: '1/3' } });
    expect((await v1(world, key, `/bias-audit?job_id=${strangerJobId}`)).status).toBe(404);
    expect((await v1(world, null, '/bias-audit')).status).toBe(401);
    expect((await v1(world, key, '/bias-audit?to=yesterday')).status).toBe(400);
  });
});
