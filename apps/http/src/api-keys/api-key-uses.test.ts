import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { API_KEY_USES_PAGE } from '@sauti/core/contract/api-keys';
import { API_REQUESTS_PER_KEY } from '@sauti/core/rules/abuse-budgets';
import { newKey, v1 } from '../api-v1/api-v1-fixtures.js';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';

const KEYS = '/api/organisation/api-keys';
let world: JobsWorld;
let jobId: string;

beforeAll(async () => {
  world = await startJobsWorld();
  jobId = (await createJob(world.hr)).id;
});
afterAll(() => world.server.stop());

/** The recorded calls of a key as `client` sees them, once the recorder has written its queue. */
async function usesOf(client: JobsWorld['hr'], keyId: string, cursor?: string) {
  await world.server.app.get(API_KEYS.UseRecorder).flush();
  return client.get(`${KEYS}/${keyId}/uses${cursor ? `?cursor=${cursor}` : ''}`);
}

async function keyWithId(scope: 'read' | 'read_write' = 'read') {
  const secret = await newKey(world.hr, scope);
  const listed = (await world.hr.get(KEYS)).body.keys as { id: string; prefix: string }[];
  const id = listed.find((k) => secret.startsWith(`sk_live_${k.prefix}_`))!.id;
  return { secret, id };
}

describe('every call made with an API key is recorded for the organisation’s members (issue 28, finding 5)', () => {
  it('records key, route, status and time of each call, whatever it was answered, newest first', async () => {
    const { secret, id } = await keyWithId('read');
    const started = Date.now();
    expect((await v1(world, secret, '/jobs')).status).toBe(200);
    expect((await v1(world, secret, `/jobs/${jobId}`)).status).toBe(200);
    expect((await v1(world, secret, '/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const write = await v1(world, secret, `/candidates/00000000-0000-4000-8000-000000000000/hiring-outcome`, {
      method: 'PUT',
      body: JSON.stringify({ hiring_outcome: 'hired' }),
    });
    expect(write.status).toBe(403);
    // A wrong key and no key are nobody's calls: nothing is recorded for them.
    expect((await v1(world, `${secret.slice(0, -4)}AAAA`, '/jobs')).status).toBe(401);
    expect((await v1(world, null, '/jobs')).status).toBe(401);

    const res = await usesOf(world.hr, id);
    expect(res.status).toBe(200);
    expect(
      res.body.uses.map((u: { method: string; path: string; status: number }) => [
        u.method,
        u.path,
        u.status,
      ]),
    ).toEqual([
      ['PUT', '/api/v1/candidates/00000000-0000-4000-8000-000000000000/hiring-outcome', 403],
      ['GET', '/api/v1/jobs/00000000-0000-4000-8000-000000000000', 404],
      ['GET', `/api/v1/jobs/${jobId}`, 200],
      ['GET', '/api/v1/jobs', 200],
    ]);
    for (const use of res.body.uses) expect(Date.parse(use.at)).toBeGreaterThanOrEqual(started - 1_000);
    expect(res.body.nextCursor).toBeNull();
    // A colleague sees them too; the route pattern is kept beside the path.
    expect((await usesOf(world.colleague, id)).body.uses).toHaveLength(4);
    const organisationId = (await world.hr.get('/api/user')).body.organisationId as string;
    const stored = await world.server.app
      .get(STORAGE.Repositories)
      .apiKeyUses.listByKey(organisationId, id, { since: new Date(0), limit: 10 });
    expect(stored.map((u) => u.route)).toContain('/api/v1/jobs/:id');
  });

  it('records a call its rate limit refused (429)', async () => {
    const { secret, id } = await keyWithId();
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    await world.server.app
      .get(STORAGE.Repositories)
      .rateLimits.add(`budget:api:key:${id}`, minute, API_REQUESTS_PER_KEY.max);
    expect((await v1(world, secret, '/jobs')).status).toBe(429);
    expect((await usesOf(world.hr, id)).body.uses.map((u: { status: number }) => u.status)).toEqual([429]);
  });

  it('shows another organisation nothing: its members get 404 for the key, a visitor 401', async () => {
    const { secret, id } = await keyWithId();
    await v1(world, secret, '/jobs');
    const theirs = await usesOf(world.stranger, id);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain('/api/v1');
    expect((await world.visitor.get(`${KEYS}/${id}/uses`)).status).toBe(401);
    expect((await world.hr.get(`${KEYS}/${id}/uses?cursor=not-a-cursor`)).status).toBe(400);
  });

  it('pages through the calls, and keeps 30 days: older ones are neither shown nor kept', async () => {
    const { id } = await keyWithId();
    const organisationId = (await world.hr.get('/api/user')).body.organisationId as string;
    const log = world.server.app.get(STORAGE.Repositories).apiKeyUses;
    const now = Date.now();
    const use = (i: number, ageMs: number) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      apiKeyId: id,
      organisationId,
      method: 'GET',
      route: '/api/v1/jobs',
      path: `/api/v1/jobs?page=${i}`,
      status: 200,
      at: new Date(now - ageMs),
    });
    await log.addAll([
      ...Array.from({ length: API_KEY_USES_PAGE + 5 }, (_, i) => use(i, i * 1_000)),
      use(999, 31 * 24 * 60 * 60_000),
    ]);
    const first = await usesOf(world.hr, id);
    expect(first.body.uses).toHaveLength(API_KEY_USES_PAGE);
    const second = await usesOf(world.hr, id, first.body.nextCursor);
    expect(second.body.uses).toHaveLength(5);
    expect(second.body.nextCursor).toBeNull();
    expect([...first.body.uses, ...second.body.uses].map((u: { path: string }) => u.path)).not.toContain(
      '/api/v1/jobs?page=999',
    );
    const removed = await world.server.app
      .get(STORAGE.RequestScope)
      .run(() => world.server.app.get(API_KEYS.Uses).purge());
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await log.listByKey(organisationId, id, { since: new Date(0), limit: 100 });
    expect(left).toHaveLength(API_KEY_USES_PAGE + 5);
  });
});
