import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';
import { CRITERIA, newKey, startApiWorld, v1 } from './api-v1-fixtures.js';

const T = Date.UTC(2026, 0, 5, 9);

describe('/api/v1 cursor pages (docs/behaviour/platform.md §15)', () => {
  let w: Awaited<ReturnType<typeof startApiWorld>>;
  let key: string;
  let jobId: string;
  let seeded: string[];
  beforeAll(async () => {
    w = await startApiWorld();
    key = await newKey(w.world.hr);
    jobId = (await createJob(w.world.hr, { criteriaConfig: CRITERIA })).id;
    // 37 candidates, several started in the same second: the id breaks the tie.
    seeded = await seedCandidates(
      w.world.server,
      jobId,
      Array.from({ length: 37 }, (_, i) => ({
        name: `C${i}`,
        startedAt: new Date(T + Math.floor(i / 3) * 1000),
      })),
    );
  });
  afterAll(() => w.world.server.stop());

  /** Every id a walk from the first page sees, page by page; `between` runs after each page. */
  async function walk(limit: number, between: (page: number) => Promise<void> = async () => {}) {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const query: string = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const res = await v1(w.world, key, `/jobs/${jobId}/candidates${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(limit);
      seen.push(...res.body.data.map((c: { id: string }) => c.id));
      cursor = res.body.next_cursor;
      if (!cursor) return seen;
      await between(page);
    }
    throw new Error('the walk did not end');
  }

  it('walks every candidate exactly once, newest first, whatever the page size', async () => {
    const expected = [...seeded].reverse();
    for (const limit of [1, 5, 7, 36, 37, 100]) {
      const seen = await walk(limit);
      expect(new Set(seen).size, `limit ${limit}`).toBe(seen.length);
      expect(seen.sort(), `limit ${limit}`).toEqual([...expected].sort());
    }
  });

  it('candidates arriving during a walk shift nobody into a second page or out of every page', async () => {
    let added = 0;
    const seen = await walk(4, async () => {
      added += 1;
      await seedCandidates(w.world.server, jobId, [
        { name: `late ${added}`, startedAt: new Date(T + 3_600_000 + added) },
      ]);
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of seeded) expect(seen).toContain(id);
  });
});
