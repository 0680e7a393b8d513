import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, startApiWorld, v1 } from './api-v1-fixtures.js';

/** Runs per property; FUZZ_RUNS raises it, as for the security suite's fuzzing. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

describe('/api/v1 under hostile input: never a 5xx, never another organisation’s data', () => {
  let w: Awaited<ReturnType<typeof startApiWorld>>;
  let key: string;
  beforeAll(async () => {
    w = await startApiWorld();
    key = await newKey(w.world.hr, 'read_write');
  });
  afterAll(() => w.world.server.stop());

  it('any limit, cursor or path id answers 200, 400 or 404', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 300 }),
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 120 }),
        async (cursor, limit, id) => {
          const query = `?limit=${encodeURIComponent(limit)}&cursor=${encodeURIComponent(cursor)}`;
          for (const path of [
            `/jobs${query}`,
            `/jobs/${encodeURIComponent(id)}/candidates${query}`,
            `/candidates/${encodeURIComponent(id)}`,
            `/candidates?external_reference=${encodeURIComponent(id)}&email=${encodeURIComponent(limit)}`,
          ]) {
            const res = await v1(w.world, key, path);
            expect([200, 400, 404], `${path} → ${res.status} ${res.text.slice(0, 200)}`).toContain(
              res.status,
            );
            expect(res.text).not.toContain(w.strangerSession);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('any JSON body for the hiring outcome answers 200 or 400 (409 for an unreviewed rejection), and only a valid one changes it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
        const res = await v1(w.world, key, `/candidates/${w.evaluated}/hiring-outcome`, {
          method: 'PUT',
          body: JSON.stringify(body),
        });
        expect([200, 400, 409], `${JSON.stringify(body).slice(0, 100)} → ${res.status}`).toContain(
          res.status,
        );
      }),
      { numRuns: RUNS },
    );
    const after = await v1(w.world, key, `/candidates/${w.evaluated}`);
    expect([null, 'hired', 'rejected', 'considering']).toContain(after.body.hiring_outcome);
  });

  it('any JSON body, Idempotency-Key or invitation id for the invitation writes answers 2xx, 400, 404, 409 or 429', async () => {
    let n = 0;
    const row = fc.record(
      {
        name: fc.oneof(fc.string({ maxLength: 40 }), fc.jsonValue({ maxDepth: 1 })),
        email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 40 })),
        phone: fc.oneof(fc.constant('+254 712 345678'), fc.string({ maxLength: 20 })),
        external_reference: fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue({ maxDepth: 1 })),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.record({ candidates: fc.array(row, { maxLength: 3 }) }),
      fc.jsonValue({ maxDepth: 3 }),
    );
    const idempotencyKey = fc.oneof(fc.uuid(), fc.string({ maxLength: 300 }));
    await fc.assert(
      fc.asyncProperty(body, idempotencyKey, fc.string({ maxLength: 120 }), async (json, header, id) => {
        n += 1;
        // fetch refuses header values it cannot send; those never reach a server.
        const headers: Record<string, string> = /^[\x20-\x7e]*$/.test(header)
          ? { 'Idempotency-Key': header }
          : {};
        for (const path of [
          `/jobs/${w.jobId}/invitations`,
          `/invitations/${encodeURIComponent(id)}/resend`,
          `/invitations/${encodeURIComponent(id)}/revoke`,
        ]) {
          const res = await v1(w.world, key, path, { method: 'POST', body: JSON.stringify(json), headers });
          expect(
            [200, 400, 404, 409, 429],
            `${path} #${n} → ${res.status} ${res.text.slice(0, 200)}`,
          ).toContain(res.status);
          expect(res.text).not.toContain(w.strangerSession);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('any JSON body or job id for the job writes and updates answers 201, 200, 400, 404 or 409, and never touches another organisation’s job', async () => {
    // Its own key: the file's earlier properties can spend the shared key's 600 calls a minute
    // (RateLimit-Policy) on a fast machine, and a 429 here would say nothing about job writes.
    const jobKey = await newKey(w.world.hr, 'read_write');
    let n = 0;
    const draft = fc.record(
      {
        title: fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue({ maxDepth: 1 })),
        description: fc.oneof(fc.string({ maxLength: 100 }), fc.jsonValue({ maxDepth: 1 })),
        questions: fc.oneof(
          fc.array(fc.oneof(fc.string({ maxLength: 50 }), fc.jsonValue({ maxDepth: 2 })), { maxLength: 3 }),
          fc.jsonValue({ maxDepth: 1 }),
        ),
        criteria: fc.oneof(
          fc.dictionary(fc.constantFrom('communication', 'problem_solving', 'x'), fc.double()),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(draft, fc.jsonValue({ maxDepth: 3 }));
    const id = fc.oneof(fc.string({ maxLength: 120 }), fc.constant(w.strangerJobId));
    await fc.assert(
      fc.asyncProperty(body, id, async (json, jobId) => {
        n += 1;
        for (const path of [
          '/jobs',
          `/jobs/${encodeURIComponent(jobId)}/publish`,
          `/jobs/${encodeURIComponent(jobId)}/archive`,
        ]) {
          const res = await v1(w.world, jobKey, path, {
            method: 'POST',
            body: JSON.stringify(json),
            headers: { 'Idempotency-Key': `jobs-${n}-${path.length}-${path.slice(-7)}` },
          });
          // fetch resolves a '.' or '..' id away (/jobs/./publish is /jobs/publish): no such route, 405.
          const dotted = jobId === '.' || jobId === '..' ? [405] : [];
          expect(
            [200, 201, 400, 404, 409, ...dotted],
            `${path} #${n} → ${res.status} ${res.text.slice(0, 200)}`,
          ).toContain(res.status);
        }
        // An update with any body, of our job or any id, with '*' standing for any current ETag.
        for (const target of [w.jobId, jobId]) {
          const res = await v1(w.world, jobKey, `/jobs/${encodeURIComponent(target)}`, {
            method: 'PATCH',
            body: JSON.stringify(json),
            headers: { 'If-Match': '*' },
          });
          // An empty id, and '.' which fetch resolves away (/jobs/. is /jobs/), is PATCH /api/v1/jobs,
          // which no route answers: 405, or 400 when the body parser, which reads every /api body
          // before routing, cannot read it. '..' resolves to /api/v1/: 404, or 405 where a route
          // answers that path for other methods.
          const allowed =
            target === '' || target === '.'
              ? [400, 405]
              : target === '..'
                ? [400, 404, 405]
                : [200, 400, 404, 409];
          expect(allowed, `PATCH #${n} → ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
        }
      }),
      { numRuns: RUNS },
    );
    const stranger = await v1(w.world, await newKey(w.world.stranger, 'read'), `/jobs/${w.strangerJobId}`);
    expect(stranger.body.status).toBe('active');
  });
});
