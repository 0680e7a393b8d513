import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { countStatements } from '@sauti/adapters/storage/statement-counter';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { newKey, v1 } from '../api-v1/api-v1-fixtures.js';
import { seedCandidates, type CandidateSeed } from './review-fixtures.js';

const CRITERIA = buildCriteriaConfig({ communication: 60, problem_solving: 40 });

/** `n` evaluated candidates with two answers each, scores spread over the match levels. */
function evaluated(n: number): CandidateSeed[] {
  return Array.from({ length: n }, (_, i) => {
    const communication = (i * 37) % 101;
    const problemSolving = (i * 53) % 101;
    return {
      answers: [{ duration: 30 + (i % 40) }, { duration: 45, mismatch: i % 17 === 0 }],
      inPanel: i % 5 === 0,
      evaluation: {
        overall: Math.round(communication * 0.6 + problemSolving * 0.4),
        scores: { communication, problem_solving: problemSolving },
      },
    };
  });
}

/**
 * The overview, dashboard and panel send the same number of SQL statements for 10 and for 1,000
 * evaluated candidates: every statement the ORM sends during the request is recorded and counted.
 */
describe('review reads cost a fixed number of SQL statements', () => {
  let world: JobsWorld;
  const jobs: Record<number, string> = {};
  const counts: Record<string, Record<number, number>> = {};

  beforeAll(async () => {
    world = await startJobsWorld();
    for (const n of [10, 1000]) {
      jobs[n] = (await createJob(world.hr, { criteriaConfig: CRITERIA })).id;
      await seedCandidates(world.server, jobs[n]!, evaluated(n));
    }
  }, 180_000);

  afterAll(async () => {
    await world?.server.stop();
  });

  async function statementsOf(
    path: string,
  ): Promise<{ status: number; body: unknown; statements: string[] }> {
    await world.hr.get(path); // warm: the login session is touched on the first call only
    const counter = countStatements(world.server.app.get(STORAGE.Orm));
    try {
      const res = await world.hr.get(path);
      return { status: res.status, body: res.body, statements: [...counter.statements] };
    } finally {
      counter.stop();
    }
  }

  for (const [name, path] of [
    ['overview', 'candidates-v2?sort=score&limit=500'],
    ['dashboard', 'dashboard?limit=200'],
    ['panel', 'panel'],
  ] as const) {
    it(`${name}: same statement count at 10 and 1,000 candidates`, async () => {
      counts[name] = {};
      for (const n of [10, 1000]) {
        const { status, body, statements } = await statementsOf(`/api/jobs/${jobs[n]}/${path}`);
        expect(status).toBe(200);
        if (name === 'overview')
          expect((body as { stats: { totalInvited: number } }).stats.totalInvited).toBe(n);
        if (name === 'dashboard') expect((body as { page: { total: number } }).page.total).toBe(n);
        if (name === 'panel') {
          const panel = body as {
            panel: unknown[];
            available: unknown[];
            availableCounts: { total: number };
          };
          expect(panel.panel.length + panel.availableCounts.total).toBe(n);
          // Only the page of available candidates is read and sent.
          expect(panel.available).toHaveLength(Math.min(20, panel.availableCounts.total));
        }
        counts[name]![n] = statements.length;
      }
      console.info(
        `[review] ${name}: ${counts[name]![10]} statements at 10 candidates, ${counts[name]![1000]} at 1,000`,
      );
      expect(counts[name]![10]).toBeGreaterThan(0);
      expect(counts[name]![1000]).toBe(counts[name]![10]);
    });
  }

  it('/api/v1 candidates: same statement count at 10 and 1,000 candidates', async () => {
    const key = await newKey(world.hr);
    const statements: Record<number, number> = {};
    for (const n of [10, 1000]) {
      const path = `/jobs/${jobs[n]}/candidates?limit=20`;
      await v1(world, key, path); // warm: the key's last use is recorded at most once a minute
      // Each call is recorded in batches off the request's path: written out here, so no batch
      // lands in this count or a later test's.
      const uses = world.server.app.get(API_KEYS.UseRecorder);
      await uses.flush();
      const counter = countStatements(world.server.app.get(STORAGE.Orm));
      try {
        const res = await v1(world, key, path);
        expect(res.status).toBe(200);
        expect(res.body.data).toHaveLength(Math.min(20, n));
        expect(res.body.next_cursor === null).toBe(n <= 20);
        statements[n] = counter.statements.length;
      } finally {
        counter.stop();
        await uses.flush();
      }
    }
    console.info(
      `[review] /api/v1 candidates: ${statements[10]} statements at 10, ${statements[1000]} at 1,000`,
    );
    expect(statements[10]).toBeGreaterThan(0);
    expect(statements[1000]).toBe(statements[10]);
  });

  it('overview after the criteria change: every match figure recomputed, one more statement at any size', async () => {
    const statements: Record<number, number> = {};
    for (const n of [10, 1000]) {
      const path = `/api/jobs/${jobs[n]}/candidates-v2?filter=meets-all&limit=1`;
      await world.hr.get(path); // the login session is touched on the first call only
      // Communication alone now decides the match level.
      const patch = await world.hr.request('PATCH', `/api/jobs/${jobs[n]}`, {
        criteriaConfig: buildCriteriaConfig({ communication: 100 }),
      });
      expect(patch.status).toBe(200);
      const counter = countStatements(world.server.app.get(STORAGE.Orm));
      try {
        const res = await world.hr.get(path);
        expect(res.status).toBe(200);
        const strong = evaluated(n).filter((c) => c.evaluation!.scores!.communication! >= 70).length;
        expect((res.body as { stats: { meetsAllCriteria: number } }).stats.meetsAllCriteria).toBe(strong);
        expect((res.body as { page: { matching: number } }).page.matching).toBe(strong);
        statements[n] = counter.statements.length;
      } finally {
        counter.stop();
      }
      // Once recomputed, the figures are current: the next read sends one statement fewer.
      expect(statements[n]).toBe((await statementsOf(path)).statements.length + 1);
    }
    expect(statements[1000]).toBe(statements[10]);
  });
});
