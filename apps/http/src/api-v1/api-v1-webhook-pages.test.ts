import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { V1_MESSAGES } from '@sauti/core/contract/api-v1';
import { startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { newKey, v1 } from './api-v1-fixtures.js';

/**
 * The webhook lists of /api/v1 page as every list does (docs/behaviour/platform.md §15): newest
 * first, `limit` and the previous page's `next_cursor`, each item once on a walk, even where
 * several deliveries share a millisecond. Endpoints are saved under .test addresses and no queue
 * worker runs: nothing is sent.
 */
let world: JobsWorld;
let key: string;
beforeAll(async () => {
  world = await startJobsWorld();
  key = await newKey(world.hr, 'read_write');
});
afterAll(() => world?.server.stop());

const addEndpoint = async (name: string) => {
  const res = await v1(world, key, '/webhooks', {
    method: 'POST',
    body: JSON.stringify({ url: `https://hooks.example.test/${name}`, events: ['candidate.deleted'] }),
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

/** Every item of a list walked `limit` at a time, and the pages' sizes. */
async function walk(path: string, limit: number) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await v1(
      world,
      key,
      `${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.status, res.text).toBe(200);
    ids.push(...res.body.data.map((item: { id: string }) => item.id));
    sizes.push(res.body.data.length);
    cursor = res.body.next_cursor;
  } while (cursor !== null && sizes.length < 50);
  return { ids, sizes };
}

describe('/api/v1 webhook lists, a page at a time', () => {
  it('walks the endpoints and an endpoint’s deliveries, each once, newest first; a forged cursor is 400', async () => {
    const endpoints = [await addEndpoint('a'), await addEndpoint('b'), await addEndpoint('c')];
    const all = await v1(world, key, '/webhooks');
    expect(all.body.next_cursor).toBeNull();
    const { ids: walked, sizes } = await walk('/webhooks', 2);
    expect(sizes).toEqual([2, 1]);
    expect(walked.sort()).toEqual([...endpoints].sort());

    const webhooks = world.server.app.get(STORAGE.Repositories).webhooks;
    const endpoint = (await webhooks.findEndpoint(endpoints[0]!))!;
    const base = Date.now() - 60_000;
    // Seven deliveries, three of them in one millisecond.
    const times = [0, 1000, 2000, 2000, 2000, 3000, 4000];
    const made: { id: string; at: number }[] = [];
    for (const offset of times) {
      const id = randomUUID();
      made.push({ id, at: base + offset });
      await webhooks.addDelivery({
        id,
        endpointId: endpoint.id,
        organisationId: endpoint.organisationId,
        eventType: 'candidate.deleted',
        payload: { type: 'candidate.deleted', timestamp: new Date(base).toISOString(), data: {} },
        status: offset === 2000 ? 'failed' : 'delivered',
        attempts: 1,
        responseStatus: offset === 2000 ? 500 : 204,
        responseTimeMs: 10,
        lastError: offset === 2000 ? 'HTTP 500' : null,
        createdAt: new Date(base + offset),
        lastAttemptAt: new Date(base + offset),
        deliveredAt: null,
      });
    }
    const newestFirst = [...made].sort((x, y) => y.at - x.at || (x.id < y.id ? -1 : 1)).map((d) => d.id);
    const deliveries = await walk(`/webhooks/${endpoint.id}/deliveries`, 2);
    expect(deliveries.ids).toEqual(newestFirst);
    expect(deliveries.sizes).toEqual([2, 2, 2, 1]);
    const failed = await walk(`/webhooks/${endpoint.id}/deliveries?failed=true`, 2);
    expect(failed.ids.sort()).toEqual(
      made
        .filter((d) => d.at === base + 2000)
        .map((d) => d.id)
        .sort(),
    );

    for (const path of ['/webhooks', `/webhooks/${endpoint.id}/deliveries`]) {
      const forged = await v1(world, key, `${path}?cursor=not-a-cursor!`);
      expect([forged.status, forged.body.message]).toEqual([400, V1_MESSAGES.cursor]);
    }
  });
});
