import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey, startApiWorld, v1 } from './api-v1-fixtures.js';

/** The status of GET /api/v1/jobs sent over a bare socket with `headerLine`, byte for byte. */
function rawStatus(url: string, headerLine: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET /api/v1/jobs HTTP/1.1\r\nHost: ${hostname}\r\n${headerLine}\r\nConnection: close\r\n\r\n`,
      );
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('/api/v1 with an API key (docs/behaviour/platform.md §15)', () => {
  let w: Awaited<ReturnType<typeof startApiWorld>>;
  let readKey: string;
  let writeKey: string;
  beforeAll(async () => {
    w = await startApiWorld();
    readKey = await newKey(w.world.hr, 'read');
    writeKey = await newKey(w.world.hr, 'read_write');
  });
  afterAll(() => w.world.server.stop());

  it('returns the evaluation summary of a job’s candidates with the key', async () => {
    const res = await v1(w.world, readKey, `/jobs/${w.jobId}/candidates`);
    expect(res.status).toBe(200);
    expect(res.body.next_cursor).toBeNull();
    const zawadi = res.body.data.find((c: { id: string }) => c.id === w.evaluated);
    expect(zawadi).toMatchObject({
      name: 'Zawadi Mwangi',
      status: 'completed',
      hiring_outcome: null,
      evaluation: { overall_score: 82, band: 'Strong Hire', match_level: 'Strong Match', scored: true },
    });
    expect(zawadi.evaluation.criteria).toEqual([
      { id: 'communication', label: 'Communication', score: 90, meets: true },
      { id: 'problem_solving', label: 'Problem Solving', score: 70, meets: true },
    ]);
    // Who made it, so a consumer never takes built-in scoring for a language model's reading.
    expect(zawadi.evaluation.scored_by).toEqual({
      language_model: false,
      label: 'Built-in scoring, no language model',
    });
    const baraka = res.body.data.find((c: { id: string }) => c.id === w.pending);
    expect(baraka).toMatchObject({ status: 'in_progress', evaluation: null });
  });

  it('lists and reads the organisation’s jobs', async () => {
    const jobs = await v1(w.world, readKey, '/jobs');
    expect(jobs.status).toBe(200);
    expect(jobs.body.data.map((j: { id: string }) => j.id)).toEqual([w.jobId]);
    const job = await v1(w.world, readKey, `/jobs/${w.jobId}`);
    expect(job.body).toMatchObject({ id: w.jobId, status: 'active' });
    expect(job.body.criteria.map((c: { id: string }) => c.id)).toEqual(['communication', 'problem_solving']);
  });

  it('returns one candidate with the transcript of each answer', async () => {
    const res = await v1(w.world, readKey, `/candidates/${w.evaluated}`);
    expect(res.status).toBe(200);
    expect(res.body.answers[0]).toMatchObject({ question_index: 0, duration_seconds: 40 });
    expect(res.body.answers[0].transcript).toMatch(/^I opened twelve shops/);
    expect(res.body.evaluation.overall_score).toBe(82);
    expect(res.body.evaluation.scored_by.language_model).toBe(false);
  });

  it('sets the hiring outcome with a read_write key, and refuses a read key with 403', async () => {
    const path = `/candidates/${w.evaluated}/hiring-outcome`;
    const put = (key: string, body: unknown) =>
      v1(w.world, key, path, { method: 'PUT', body: JSON.stringify(body) });
    const refused = await put(readKey, { hiring_outcome: 'hired' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('FORBIDDEN');
    expect((await v1(w.world, readKey, `/candidates/${w.evaluated}`)).body.hiring_outcome).toBeNull();

    const set = await put(writeKey, { hiring_outcome: 'hired' });
    expect(set.status).toBe(200);
    expect(set.body.hiring_outcome).toBe('hired');
    // The screens see the same decision.
    const detail = await w.world.hr.get(`/api/jobs/${w.jobId}/candidates-v2/${w.evaluated}`);
    expect(detail.body.session.hiringOutcome).toBe('hired');

    expect((await put(writeKey, { hiring_outcome: 'promoted' })).status).toBe(400);
    expect((await put(writeKey, { hiring_outcome: null })).body.hiring_outcome).toBeNull();
  });

  it('answers 404 for another organisation’s job and candidate, as for ids that do not exist', async () => {
    for (const path of [
      `/jobs/${w.strangerJobId}`,
      `/jobs/${w.strangerJobId}/candidates`,
      `/candidates/${w.strangerSession}`,
      '/candidates/no-such-session',
    ]) {
      const res = await v1(w.world, readKey, path);
      expect(res.status, path).toBe(404);
    }
    const put = await v1(w.world, writeKey, `/candidates/${w.strangerSession}/hiring-outcome`, {
      method: 'PUT',
      body: JSON.stringify({ hiring_outcome: 'rejected' }),
    });
    expect(put.status).toBe(404);
    // The stranger's own key sees their job and not ours.
    const theirs = await newKey(w.world.stranger);
    expect((await v1(w.world, theirs, '/jobs')).body.data.map((j: { id: string }) => j.id)).toEqual([
      w.strangerJobId,
    ]);
    expect((await v1(w.world, theirs, `/candidates/${w.evaluated}`)).status).toBe(404);
  });

  it('refuses a revoked key with 401', async () => {
    const key = await newKey(w.world.hr);
    expect((await v1(w.world, key, '/jobs')).status).toBe(200);
    const prefix = key.slice('sk_live_'.length, 'sk_live_'.length + 8);
    expect((await w.world.hr.post(`/api/organisation/api-keys/${prefix}/revoke`)).status).toBe(200);
    const res = await v1(w.world, key, '/jobs');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('UNAUTHENTICATED');
  });

  it('accepts only a Bearer key: a signed-in browser, a wrong or malformed key are 401, never 500', async () => {
    const cookieOnly = await w.world.hr.get('/api/v1/jobs');
    expect(cookieOnly.status).toBe(401);
    const tampered = readKey.slice(0, -1) + (readKey.endsWith('A') ? 'B' : 'A');
    for (const header of [
      null,
      'Bearer',
      'Basic abc',
      `Bearer ${tampered}`,
      `Bearer ${readKey} extra`,
      `bearer  ${readKey}`,
      `Bearer ${'sk_live_'.padEnd(60, '_')}`,
      `Bearer ${'x'.repeat(8_000)}`,
    ]) {
      const res = await v1(
        w.world,
        null,
        '/jobs',
        header === null ? {} : { headers: { authorization: header } },
      );
      expect(res.status, String(header).slice(0, 40)).toBe(401);
      expect(res.body.error).toBe('UNAUTHENTICATED');
    }
    // A NUL byte in the header (sent raw: fetch refuses to) or a huge header never reaches the app as a 500.
    expect(await rawStatus(w.world.server.url, `Authorization: Bearer ${readKey.slice(0, 10)}\u0000x`)).toBe(
      400,
    );
    expect(await rawStatus(w.world.server.url, `Authorization: Bearer ${readKey.slice(0, 10)}%00`)).toBe(401);
    const huge = await fetch(`${w.world.server.url}/api/v1/jobs`, {
      headers: { authorization: 'Bearer ' + 'a'.repeat(20_000) },
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });

  it('refuses a limit out of range and a cursor that is not ours with 400', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=abc', '?cursor=%%%', '?cursor=bm9wZQ']) {
      const res = await v1(w.world, readKey, `/jobs/${w.jobId}/candidates${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
  });
});
