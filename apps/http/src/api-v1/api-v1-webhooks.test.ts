import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@sauti/core/contract/webhooks';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';
import { startWebhookWorld, type WebhookWorld } from '../webhooks/webhook-fixtures.js';
import { eventually } from '../webhooks/webhook-receiver.js';
import { newKey, v1 } from './api-v1-fixtures.js';

const json = (method: string, body: unknown, key = randomUUID()) => ({
  method,
  body: JSON.stringify(body),
  headers: { 'Idempotency-Key': key },
});

describe('/api/v1 webhooks: the Integrations screen’s endpoints for an ATS (docs/behaviour/platform.md §15)', () => {
  let world: WebhookWorld;
  let key: string;
  beforeAll(async () => {
    world = await startWebhookWorld();
    key = await newKey(world.hr, 'read_write');
  });
  afterAll(async () => {
    await world?.server.stop();
    await world?.receiver.close();
  });

  it('creates, lists, rotates, delivers to a loopback receiver, lists and replays the delivery, and deletes', async () => {
    const create = json('POST', { url: `${world.receiver.url}/ats`, events: ['hiring_outcome.changed'] });
    const created = await v1(world, key, '/webhooks', create);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      url: `${world.receiver.url}/ats`,
      enabled: true,
      disabled_reason: null,
    });
    expect(created.body.secret).toMatch(/^whsec_/);
    // A retry of the same POST is the first answer, not a second endpoint.
    const again = await v1(world, key, '/webhooks', create);
    expect([again.status, again.body.id]).toEqual([201, created.body.id]);
    const id = created.body.id as string;

    const listed = await v1(world, key, '/webhooks');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([id]);
    expect(listed.text).not.toContain(created.body.secret);

    const rotated = await v1(world, key, `/webhooks/${id}/rotate-secret`, json('POST', {}));
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);

    // An event: the hiring outcome set through the API reaches the receiver, signed with the new secret.
    const job = await createJob(world.hr);
    const [session] = await seedCandidates(world.server, job.id, [{ name: 'Zawadi Mwangi' }]);
    const outcome = await v1(world, key, `/candidates/${session!}/hiring-outcome`, {
      method: 'PUT',
      body: JSON.stringify({ hiring_outcome: 'considering' }),
    });
    expect(outcome.status).toBe(200);
    const first = await eventually(() => world.receiver.ofType('hiring_outcome.changed')[0]);
    const verify = (secret: string) =>
      new Webhook(secret).verify(first.body, first.headers as Record<string, string>);
    expect(verify(rotated.body.secret)).toMatchObject({ type: 'hiring_outcome.changed' });

    const delivered = await eventually(async () => {
      const res = await v1(world, key, `/webhooks/${id}/deliveries`);
      return res.body.data.find((d: { status: string }) => d.status === 'delivered');
    });
    expect(delivered).toMatchObject({ endpoint_id: id, event_type: 'hiring_outcome.changed', attempts: 1 });
    const failedOnly = await v1(world, key, `/webhooks/${id}/deliveries?failed=true`);
    expect(failedOnly.body.data).toEqual([]);

    const replay = await v1(world, key, `/webhook-deliveries/${delivered.id}/replay`, json('POST', {}));
    expect([replay.status, replay.body.id]).toEqual([202, delivered.id]);
    const second = await eventually(() => world.receiver.ofType('hiring_outcome.changed')[1]);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);

    // An update needs the ETag of the caller's last read back as If-Match.
    const read = await v1(world, key, `/webhooks/${id}`);
    expect([read.status, read.body.id, read.body.secret]).toEqual([200, id, undefined]);
    const etag = read.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    const patchWith = (body: unknown, ifMatch: Record<string, string>) =>
      v1(world, key, `/webhooks/${id}`, { method: 'PATCH', body: JSON.stringify(body), headers: ifMatch });
    const unconditional = await patchWith({ description: 'Lost update' }, {});
    expect([unconditional.status, unconditional.body.field]).toEqual([428, 'If-Match']);
    const patch = (body: unknown) => patchWith(body, { 'If-Match': etag });
    const changed = await patch({ description: 'ATS', enabled: false });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const stale = await patch({ description: 'Overwrites the change' });
    expect([stale.status, stale.body.error]).toEqual([412, 'PRECONDITION_FAILED']);
    expect((await v1(world, key, `/webhooks/${id}`)).body.description).toBe('ATS');
    expect(changed.body).toMatchObject({ id, description: 'ATS', enabled: false });
    expect(changed.body.secret).toBeUndefined();
    const off = await v1(world, key, `/webhook-deliveries/${delivered.id}/replay`, json('POST', {}));
    expect([off.status, off.body.error]).toEqual([409, 'INVALID_STATE']);
    const anyVersion = (body: unknown) => patchWith(body, { 'If-Match': '*' });
    expect((await anyVersion({ description: 'x\u0000y' })).status).toBe(400);
    expect((await anyVersion({ events: [] })).status).toBe(400);

    const removed = await v1(world, key, `/webhooks/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await v1(world, key, '/webhooks')).body.data).toEqual([]);
    expect((await v1(world, key, `/webhooks/${id}/deliveries`)).status).toBe(404);
  });

  it('answers another organisation’s endpoint and delivery as 404', async () => {
    const strangerKey = await newKey(world.stranger, 'read_write');
    const mine = await v1(
      world,
      key,
      '/webhooks',
      json('POST', { url: `${world.receiver.url}/x`, events: ['candidate.deleted'] }),
    );
    expect(mine.status).toBe(201);
    for (const [method, path] of [
      ['GET', `/webhooks/${mine.body.id}`],
      ['PATCH', `/webhooks/${mine.body.id}`],
      ['DELETE', `/webhooks/${mine.body.id}`],
      ['POST', `/webhooks/${mine.body.id}/rotate-secret`],
      ['GET', `/webhooks/${mine.body.id}/deliveries`],
    ] as const) {
      const init =
        method === 'DELETE' || method === 'GET'
          ? { method }
          : (({ headers, ...rest }) => ({ ...rest, headers: { ...headers, 'If-Match': '*' } }))(
              json(method, { enabled: false }),
            );
      const res = await v1(world, strangerKey, path, init);
      expect([path, res.status, res.body.message]).toEqual([path, 404, WEBHOOK_MESSAGES.endpointNotFound]);
    }
    const [ours] = (await v1(world, key, '/webhooks')).body.data;
    expect(ours).toMatchObject({ id: mine.body.id, enabled: true });
    expect((await v1(world, key, '/webhooks')).body.data).toHaveLength(1);
  });
});

describe('/api/v1 webhooks: bad input is 400 with the error shape, as the screen refuses it', () => {
  let world: JobsWorld;
  let key: string;
  beforeAll(async () => {
    world = await startJobsWorld(); // the operator did not allow private networks
    key = await newKey(world.hr, 'read_write');
  });
  afterAll(() => world?.server.stop());

  const create = (body: unknown) => v1(world, key, '/webhooks', json('POST', body));

  it('refuses a private or loopback address naming the setting, and what is not an http(s) address', async () => {
    for (const url of ['http://127.0.0.1:9/in', 'https://10.1.2.3/in', 'http://localhost/in']) {
      const res = await create({ url, events: ['candidate.deleted'] });
      expect([url, res.status, res.body.error]).toEqual([url, 400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS=true');
    }
    for (const url of [
      'ftp://ats.example.test/in',
      'ats.example.test/in',
      'https://user:pw@ats.example.test/',
    ]) {
      const res = await create({ url, events: ['candidate.deleted'] });
      expect([url, res.status, res.body.error]).toEqual([url, 400, 'VALIDATION_FAILED']);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await v1(world, key, '/webhooks')).body.data).toEqual([]);
  });

  it('refuses a NUL byte, huge text and unknown events with 400, and keeps nothing', async () => {
    const url = 'https://ats.example.test/in';
    const bodies = [
      { url: `${url}\u0000x`, events: ['candidate.deleted'] },
      { url, description: 'a\u0000b', events: ['candidate.deleted'] },
      { url, description: 'x'.repeat(100_000), events: ['candidate.deleted'] },
      { url: `${url}/${'y'.repeat(5_000)}`, events: ['candidate.deleted'] },
      { url, events: ['everything'] },
      { url, events: [] },
    ];
    for (const body of bodies) {
      const res = await create(body);
      expect([res.status, res.body.error]).toEqual([400, 'VALIDATION_FAILED']);
      expect(typeof res.body.message).toBe('string');
    }
    const saved = await create({ url, events: ['candidate.deleted'] });
    const patched = await v1(world, key, `/webhooks/${saved.body.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ url: 'http://192.168.1.10/in' }),
      headers: { 'If-Match': '*' },
    });
    expect([patched.status, patched.body.error]).toEqual([400, 'VALIDATION_FAILED']);
    expect(patched.body.message).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS=true');
    expect((await v1(world, key, `/webhooks/${saved.body.id}`, { method: 'DELETE' })).status).toBe(204);
    const limit = await v1(world, key, `/webhooks/${randomUUID()}/deliveries?limit=100000`);
    expect([limit.status, limit.body.error]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await v1(world, key, '/webhooks')).body.data).toEqual([]);
  });

  it('saves a public https address with the read_write key; a read key is 403', async () => {
    const readKey = await newKey(world.hr, 'read');
    const refused = await v1(
      world,
      readKey,
      '/webhooks',
      json('POST', { url: 'https://ats.example.test/in', events: ['candidate.deleted'] }),
    );
    expect([refused.status, refused.body.error]).toEqual([403, 'FORBIDDEN']);
    const saved = await create({ url: 'https://ats.example.test/in', events: ['candidate.deleted'] });
    expect(saved.status).toBe(201);
    expect((await v1(world, readKey, '/webhooks')).body.data).toHaveLength(1);
  });
});
