import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { API_REQUESTS_PER_KEY } from '@sauti/core/rules/abuse-budgets';
import { newKey, startApiWorld } from './api-v1-fixtures.js';

/** `"per-key";r=599;t=42` → { r: 599, t: 42 } */
function fieldsOf(header: string | null): Record<string, number> {
  expect(header).toMatch(/^"per-key"(;[a-z]=\d+)+$/);
  return Object.fromEntries(
    header!
      .split(';')
      .slice(1)
      .map((p) => p.split('='))
      .map(([k, v]) => [k!, Number(v)]),
  );
}

describe('/api/v1 RateLimit header fields (docs/behaviour/platform.md §15)', () => {
  let w: Awaited<ReturnType<typeof startApiWorld>>;
  let key: string;
  const get = () =>
    fetch(`${w.world.server.url}/api/v1/jobs`, { headers: { authorization: `Bearer ${key}` } });
  beforeAll(async () => {
    w = await startApiWorld();
    key = await newKey(w.world.hr, 'read');
  });
  afterAll(() => w.world.server.stop());

  it('says the key’s quota and what is left; past it 429 with nothing left and Retry-After', async () => {
    // Not within 5 s of a minute's end: the fixed window must not turn during the test.
    const msLeft = 60_000 - (Date.now() % 60_000);
    if (msLeft < 5_000) await new Promise((resolve) => setTimeout(resolve, msLeft + 100));
    const first = await get();
    expect(first.status).toBe(200);
    expect(fieldsOf(first.headers.get('ratelimit-policy'))).toEqual({ q: API_REQUESTS_PER_KEY.max, w: 60 });
    const before = fieldsOf(first.headers.get('ratelimit'));
    expect(before.r).toBe(API_REQUESTS_PER_KEY.max - 1);
    expect(before.t).toBeGreaterThanOrEqual(1);
    expect(before.t).toBeLessThanOrEqual(60);
    expect(fieldsOf((await get()).headers.get('ratelimit')).r).toBe(API_REQUESTS_PER_KEY.max - 2);

    // The rest of the minute's budget spent at once, as 598 more calls would.
    const listed = (await w.world.hr.get('/api/organisation/api-keys')).body.keys as {
      id: string;
      prefix: string;
    }[];
    const id = listed.find((k) => key.startsWith(`sk_live_${k.prefix}_`))!.id;
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await w.world.server.app
      .get(STORAGE.Repositories)
      .rateLimits.add(`budget:api:key:${id}`, minute, API_REQUESTS_PER_KEY.max - 3);
    const last = await get();
    expect(last.status).toBe(200);
    expect(fieldsOf(last.headers.get('ratelimit')).r).toBe(0);
    const refused = await get();
    expect(refused.status).toBe(429);
    const left = fieldsOf(refused.headers.get('ratelimit'));
    expect(left.r).toBe(0);
    expect(Number(refused.headers.get('retry-after'))).toBe(left.t);
    expect(fieldsOf(refused.headers.get('ratelimit-policy')).q).toBe(API_REQUESTS_PER_KEY.max);
  });
});
