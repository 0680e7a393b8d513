import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { EXTERNAL_REFERENCE_MESSAGES } from '@sauti/core/rules/external-reference';
import { IDEMPOTENCY_MESSAGES } from '@sauti/core/rules/idempotency-key';
import {
  ALREADY_INVITED_MESSAGE,
  INVITATION_CONTACT_MESSAGES,
} from '@sauti/core/rules/candidate-invitations';
import { seedCandidates } from '../review/review-fixtures.js';
import { outboxMails } from '../testing/outbox.js';
import { newKey, startApiWorld, v1 } from './api-v1-fixtures.js';

const candidate = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `Candidate Number${n}`,
  email: `c${n}@example.com`,
  phone: `+254 712 345${String(n).padStart(3, '0')}`,
  external_reference: `ATS-${n}`,
  ...extra,
});

describe('/api/v1 invitations: writes with an Idempotency-Key (docs/behaviour/platform.md §15)', () => {
  let w: Awaited<ReturnType<typeof startApiWorld>>;
  let writeKey: string;
  let keyCount = 0;
  /** A POST with the write key and `idempotencyKey` (none when null). */
  const post = (path: string, body: unknown, idempotencyKey: string | null = `key-${++keyCount}`) =>
    v1(w.world, writeKey, path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey },
    });
  const mailsTo = async (to: string) =>
    (await outboxMails(w.world.server.app.get(TOKENS.Config).dataDir)).filter((m) => m.to === to);
  const invitationsOf = async (jobId: string) =>
    (await v1(w.world, writeKey, `/jobs/${jobId}/invitations?limit=100`)).body.data as Array<
      Record<string, unknown>
    >;

  beforeAll(async () => {
    w = await startApiWorld();
    writeKey = await newKey(w.world.hr, 'read_write');
  });
  afterAll(() => w.world.server.stop());

  it('invites with the external reference, and reports bad rows (space, newline, huge; NUL refused) without failing the others', async () => {
    const res = await post(`/jobs/${w.jobId}/invitations`, {
      candidates: [
        candidate(1),
        candidate(2, { external_reference: 'bad ref' }),
        candidate(3, { external_reference: 'two\nlines' }),
        candidate(4, { external_reference: 'x'.repeat(100_000) }),
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.invited).toEqual([
      {
        row: 1,
        invitation_id: expect.any(String),
        email: 'c1@example.com',
        phone: '+254712345001',
        channel: 'email',
        external_reference: 'ATS-1',
      },
    ]);
    expect(res.body.problems).toEqual([
      { row: 2, field: 'externalReference', message: EXTERNAL_REFERENCE_MESSAGES.characters },
      { row: 3, field: 'externalReference', message: EXTERNAL_REFERENCE_MESSAGES.characters },
      { row: 4, field: 'externalReference', message: EXTERNAL_REFERENCE_MESSAGES.tooLong },
    ]);
    const listed = (await invitationsOf(w.jobId)).find((i) => i.email === 'c1@example.com');
    expect(listed).toMatchObject({ external_reference: 'ATS-1', status: 'invited' });
    expect(await mailsTo('c1@example.com')).toHaveLength(1);
    // A row with only a number needs a phone provider, which this installation lacks: refused on its row.
    const textOnly = await post(`/jobs/${w.jobId}/invitations`, {
      candidates: [{ name: 'Text Only', phone: '+254 733 000999' }, candidate(6)],
    });
    expect(textOnly.body.problems).toEqual([
      { row: 1, field: 'phone', message: INVITATION_CONTACT_MESSAGES.smsNotConfigured },
    ]);
    expect(textOnly.body.invited.map((i: { row: number }) => i.row)).toEqual([2]);
    // A NUL anywhere in a body is refused at the edge, before the key is claimed or a row read.
    const nul = await post(`/jobs/${w.jobId}/invitations`, {
      candidates: [candidate(5, { external_reference: 'bad\u0000ref' })],
    });
    expect(nul.status).toBe(400);
    expect(await mailsTo('c5@example.com')).toHaveLength(0);
  });

  it('replays the first answer to a retry with the same key and body: invited once, mailed once', async () => {
    const body = { candidates: [candidate(10)] };
    const first = await post(`/jobs/${w.jobId}/invitations`, body, 'retry-1');
    const again = await post(`/jobs/${w.jobId}/invitations`, body, 'retry-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text); // byte for byte
    expect(first.body.counts.invited).toBe(1);
    expect(await mailsTo('c10@example.com')).toHaveLength(1);
    // Without the key the same body is a new request: the address is reported as already invited.
    const fresh = await post(`/jobs/${w.jobId}/invitations`, body, 'retry-2');
    expect(fresh.body.problems).toEqual([{ row: 1, field: 'email', message: ALREADY_INVITED_MESSAGE }]);
  });

  it('marks a replay with Idempotent-Replayed, and refuses the key with another body (409)', async () => {
    const path = `/jobs/${w.jobId}/invitations`;
    const res = await fetch(`${w.world.server.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${writeKey}`,
        'content-type': 'application/json',
        'idempotency-key': 'r3',
      },
      body: JSON.stringify({ candidates: [candidate(11)] }),
    });
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const replay = await fetch(`${w.world.server.url}/api/v1${path}`, {
      method: 'POST',
      // The same JSON with its keys in another order is the same request.
      headers: {
        authorization: `Bearer ${writeKey}`,
        'content-type': 'application/json',
        'idempotency-key': 'r3',
      },
      body: JSON.stringify({
        candidates: [Object.fromEntries(Object.entries(candidate(11)).reverse())],
      }),
    });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const other = await post(path, { candidates: [candidate(12)] }, 'r3');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: IDEMPOTENCY_MESSAGES.reused,
      field: 'Idempotency-Key',
    });
    expect(await mailsTo('c12@example.com')).toHaveLength(0);
  });

  it('of duplicates sent at the same moment, one invites; the others replay it or are told to retry', async () => {
    const body = { candidates: [candidate(20)] };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(`/jobs/${w.jobId}/invitations`, body, 'burst')),
    );
    for (const a of answers) {
      expect([200, 409]).toContain(a.status);
      if (a.status === 409) expect(a.body.error).toBe('IDEMPOTENCY_IN_PROGRESS');
    }
    expect(answers.filter((a) => a.status === 200 && a.body.counts.invited === 1).length).toBeGreaterThan(0);
    expect((await invitationsOf(w.jobId)).filter((i) => i.email === 'c20@example.com')).toHaveLength(1);
    expect(await mailsTo('c20@example.com')).toHaveLength(1);
  });

  it('requires a well-formed Idempotency-Key on every POST', async () => {
    const missing = await post(`/jobs/${w.jobId}/invitations`, { candidates: [candidate(30)] }, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: IDEMPOTENCY_MESSAGES.required, field: 'Idempotency-Key' });
    for (const bad of ['has space', 'x'.repeat(256)]) {
      const res = await post(`/jobs/${w.jobId}/invitations`, { candidates: [candidate(30)] }, bad);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(IDEMPOTENCY_MESSAGES.invalid);
    }
    const revoke = await post(`/invitations/some-id/revoke`, {}, null);
    expect(revoke.status).toBe(400);
    expect(await mailsTo('c30@example.com')).toHaveLength(0);
  });

  it('resends and revokes through the screens’ rules; another organisation’s invitation is 404', async () => {
    const invited = await post(`/jobs/${w.jobId}/invitations`, { candidates: [candidate(40)] });
    const id = invited.body.invited[0].invitation_id as string;
    const tooSoon = await post(`/invitations/${id}/resend`, {});
    expect(tooSoon.status).toBe(429);
    const revoked = await post(`/invitations/${id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id, status: 'revoked', external_reference: 'ATS-40' });
    const closed = await post(`/invitations/${id}/resend`, {});
    expect(closed.status).toBe(409);
    const theirKey = await newKey(w.world.stranger, 'read_write');
    const theirs = await v1(w.world, theirKey, `/invitations/${id}/revoke`, {
      method: 'POST',
      body: '{}',
      headers: { 'Idempotency-Key': 'stranger' },
    });
    expect(theirs.status).toBe(404);
    const theirInvite = await v1(w.world, theirKey, `/jobs/${w.jobId}/invitations`, {
      method: 'POST',
      body: JSON.stringify({ candidates: [candidate(41)] }),
      headers: { 'Idempotency-Key': 'stranger-2' },
    });
    expect(theirInvite.status).toBe(404);
  });

  it('refuses a read key (403) before anything is stored', async () => {
    const readKey = await newKey(w.world.hr, 'read');
    const res = await v1(w.world, readKey, `/jobs/${w.jobId}/invitations`, {
      method: 'POST',
      body: JSON.stringify({ candidates: [candidate(50)] }),
      headers: { 'Idempotency-Key': 'read-key' },
    });
    expect(res.status).toBe(403);
    expect(await mailsTo('c50@example.com')).toHaveLength(0);
  });

  it('finds the organisation’s candidates by external reference or email, no one else’s', async () => {
    await seedCandidates(w.world.server, w.jobId, [
      { name: 'Found Person', email: 'Found@Example.com', externalReference: 'GH-777' },
    ]);
    await seedCandidates(w.world.server, w.strangerJobId, [{ name: 'Theirs', externalReference: 'GH-777' }]);
    const byRef = await v1(w.world, writeKey, '/candidates?external_reference=GH-777');
    expect(byRef.status).toBe(200);
    expect(byRef.body.data.map((c: { name: string }) => c.name)).toEqual(['Found Person']);
    expect(byRef.body.data[0].external_reference).toBe('GH-777');
    const byEmail = await v1(w.world, writeKey, '/candidates?email=found%40example.com');
    expect(byEmail.body.data.map((c: { name: string }) => c.name)).toEqual(['Found Person']);
    const neither = await v1(w.world, writeKey, '/candidates');
    expect(neither.status).toBe(400);
    const nul = await v1(w.world, writeKey, '/candidates?external_reference=%00');
    // A control character in the query is refused at the edge with a clear error, never a 500.
    expect(nul.status).toBe(400);
    expect(nul.body.message).toEqual(expect.any(String));
  });
});
