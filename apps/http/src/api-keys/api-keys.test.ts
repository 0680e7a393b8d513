import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_LENGTH } from '@sauti/core/rules/api-key-format';
import { startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';

const KEYS = '/api/organisation/api-keys';

describe('API keys in the organisation settings (docs/behaviour/platform.md §14)', () => {
  let world: JobsWorld;
  beforeAll(async () => {
    world = await startJobsWorld();
  });
  afterAll(() => world.server.stop());

  it('shows the whole key once, then lists its prefix, creator and scope without the secret', async () => {
    const created = await world.hr.post(KEYS, { name: 'Greenhouse sync', scope: 'read' });
    expect(created.status).toBe(201);
    const { key, secret } = created.body;
    expect(secret).toHaveLength(API_KEY_LENGTH);
    expect(secret.startsWith(`sk_live_${key.prefix}_`)).toBe(true);
    expect(key).toMatchObject({
      name: 'Greenhouse sync',
      scope: 'read',
      createdBy: 'amina@acme-logistics.co.ke',
    });

    // A colleague sees it too (the key is the organisation's), never its secret or digest.
    const listed = await world.colleague.get(KEYS);
    expect(listed.status).toBe(200);
    expect(listed.body.keys.map((k: { id: string }) => k.id)).toContain(key.id);
    expect(listed.text).not.toContain(secret.slice(-43));
    expect(listed.text).not.toMatch(/secretHash|[0-9a-f]{64}/);
  });

  it('keeps other organisations out: they neither list nor revoke the key', async () => {
    const { key } = (await world.hr.post(KEYS, { name: 'Mine', scope: 'read_write' })).body;
    const theirs = await world.stranger.get(KEYS);
    expect(theirs.body.keys).toEqual([]);
    expect((await world.stranger.post(`${KEYS}/${key.id}/revoke`)).status).toBe(404);
    expect((await world.stranger.post(`${KEYS}/${key.prefix}/revoke`)).status).toBe(404);
    expect((await world.visitor.get(KEYS)).status).toBe(401);
    expect((await world.visitor.post(KEYS, { name: 'x', scope: 'read' })).status).toBe(401);
  });

  it('refuses a nameless key and an unknown scope with the product’s words', async () => {
    const nameless = await world.hr.post(KEYS, { name: '  ', scope: 'read' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toMatch(/name the key/);
    const admin = await world.hr.post(KEYS, { name: 'x', scope: 'admin' });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toBe('Scope must be read or read_write');
  });

  it('revokes by id or prefix, and the list shows when', async () => {
    const first = (await world.hr.post(KEYS, { name: 'One', scope: 'read' })).body.key;
    const second = (await world.hr.post(KEYS, { name: 'Two', scope: 'read' })).body.key;
    expect((await world.colleague.post(`${KEYS}/${first.id}/revoke`)).status).toBe(200);
    const byPrefix = await world.hr.post(`${KEYS}/${second.prefix}/revoke`);
    expect(byPrefix.status).toBe(200);
    expect(byPrefix.body.key.revokedAt).not.toBeNull();
    const listed = (await world.hr.get(KEYS)).body.keys as { id: string; revokedAt: string | null }[];
    expect(listed.find((k) => k.id === first.id)?.revokedAt).not.toBeNull();
    expect((await world.hr.post(`${KEYS}/${'x'.repeat(500)}/revoke`)).status).toBe(404);
  });
});
