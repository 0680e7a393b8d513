import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { newKey, v1 } from './api-v1-fixtures.js';

/** Runs per property; FUZZ_RUNS raises it, as for the security suite's fuzzing. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

describe('/api/v1 webhooks under hostile input: never a 5xx', () => {
  let world: JobsWorld;
  let key: string;
  let call = 0;
  /** Made before the create fuzz can reach the 20-endpoint limit. */
  let savedId: string;
  beforeAll(async () => {
    // No private networks (nothing fuzzed can point at this machine) and no queue workers: nothing is sent.
    world = await startJobsWorld();
    key = await newKey(world.hr, 'read_write');
    const saved = await v1(world, key, '/webhooks', {
      method: 'POST',
      body: JSON.stringify({ url: 'https://hooks.example.test/fuzz', events: ['candidate.deleted'] }),
      headers: { 'Idempotency-Key': `fuzz-${++call}` },
    });
    savedId = saved.body.id as string;
  });
  afterAll(() => world?.server.stop());

  it('any JSON body or url text for a new endpoint answers 201, 400 or 409 (20 endpoints)', async () => {
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.record({ url: fc.string({ maxLength: 300 }), events: fc.constant(['candidate.deleted']) }),
      fc.record({
        url: fc.webUrl(),
        description: fc.string({ maxLength: 300 }),
        events: fc.array(fc.string()),
      }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const res = await v1(world, key, '/webhooks', {
          method: 'POST',
          body: JSON.stringify(sent),
          headers: { 'Idempotency-Key': `fuzz-${++call}` },
        });
        expect(
          [201, 400, 409],
          `${JSON.stringify(sent).slice(0, 120)} → ${res.status} ${res.text.slice(0, 200)}`,
        ).toContain(res.status);
        if (res.status !== 201) expect(typeof res.body.message, res.text).toBe('string');
      }),
      { numRuns: RUNS },
    );
  });

  it('any JSON body for a change of an endpoint answers 200 or 400, and it stays a valid endpoint', async () => {
    const path = `/webhooks/${savedId}`;
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (sent) => {
        const res = await v1(world, key, path, {
          method: 'PATCH',
          body: JSON.stringify(sent),
          headers: { 'If-Match': '*' },
        });
        expect([200, 400], `${JSON.stringify(sent).slice(0, 120)} → ${res.text.slice(0, 200)}`).toContain(
          res.status,
        );
      }),
      { numRuns: RUNS },
    );
    const listed = await v1(world, key, '/webhooks');
    const endpoint = listed.body.data.find((e: { id: string }) => e.id === savedId);
    expect(endpoint.url).toMatch(/^https?:\/\//);
    expect(endpoint.events.length).toBeGreaterThan(0);
  });

  it('any endpoint or delivery id and query answers 200, 400 or 404 (405 for an empty id: DELETE /webhooks/)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 120 }), fc.string({ maxLength: 30 }), async (id, limit) => {
        const at = encodeURIComponent(id);
        const answers = [
          await v1(world, key, `/webhooks/${at}/deliveries?limit=${encodeURIComponent(limit)}&failed=${at}`),
          await v1(world, key, `/webhooks/${at}`, { method: 'DELETE' }),
          await v1(world, key, `/webhooks/${at}`, {
            method: 'PATCH',
            body: JSON.stringify({ url: id }),
            headers: { 'If-Match': '*' },
          }),
          await v1(world, key, `/webhooks/${at}`),
          await v1(world, key, `/webhooks/${at}/deliveries?cursor=${at}`),
          await v1(world, key, `/webhook-deliveries/${at}/replay`, {
            method: 'POST',
            body: '{}',
            headers: { 'Idempotency-Key': `fuzz-${++call}` },
          }),
        ];
        for (const res of answers) expect([200, 400, 404, 405], res.text.slice(0, 200)).toContain(res.status);
      }),
      { numRuns: RUNS },
    );
  });
});
