import { Webhook } from 'standardwebhooks';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';
import { CandidateBrowser, startSession, uploadAnswer } from '../sessions/interview-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { WEBHOOK_NETWORK_ERRORS } from '@sauti/adapters/webhooks/http-webhook-sender';
import { eventually, startWebhookReceiver } from './webhook-receiver.js';
import { QUEUE_TUNING, startWebhookWorld } from './webhook-fixtures.js';

const EVENTS = ['interview.completed', 'evaluation.completed', 'hiring_outcome.changed', 'candidate.deleted'];

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

async function addEndpoint(client: TestClient, url: string, events = EVENTS) {
  const res = await client.post('/api/organisation/webhooks', { url, events });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string };
}

/** The deliveries of `client`'s organisation (newest first). */
async function deliveriesOf(client: TestClient, query = '') {
  const res = await client.get(`/api/organisation/webhook-deliveries${query}`);
  expect(res.status).toBe(200);
  return res.body.deliveries as {
    id: string;
    eventType: string;
    status: string;
    attempts: number;
    responseStatus: number | null;
    lastError: string | null;
  }[];
}

describe('webhooks against the real server, receiver on loopback (allowed by the operator)', () => {
  let server: TestApp;
  let receiver: Receiver;
  let hr: TestClient;
  let stranger: TestClient;
  let endpoint: { id: string; secret: string };
  let jobId: string;

  beforeAll(async () => {
    ({ server, receiver, hr, stranger } = await startWebhookWorld());
    endpoint = await addEndpoint(hr, `${receiver.url}/sauti`);
    jobId = (await createJob(hr, { requireIdentityVerification: 'false' })).id;
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  /** Verifies a received request with the Standard Webhooks reference library, as a receiver would. */
  const verified = (request: Receiver['received'][number]) =>
    new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>) as {
      type: string;
      data: Record<string, unknown>;
    };

  it('sends interview.completed and evaluation.completed, signed so the reference library verifies them', async () => {
    const browser = new CandidateBrowser(server.url);
    const session = await startSession(browser, jobId);
    for (const q of [0, 1]) expect((await uploadAnswer(browser, session.id, q)).status).toBe(201);
    expect((await browser.json('PATCH', `/api/sessions/${session.id}`, { status: 'completed' })).status).toBe(
      200,
    );
    expect((await browser.json('POST', `/api/sessions/${session.id}/evaluate`, {})).status).toBe(202);

    const completed = await eventually(() => receiver.ofType('interview.completed')[0]);
    expect(verified(completed)).toMatchObject({
      type: 'interview.completed',
      data: { sessionId: session.id, jobId, jobTitle: 'Customer Support Agent' },
    });
    // Ids and a summary only: nothing the candidate typed or said.
    expect(completed.body).not.toMatch(/Wanjiru|wanjiru@example.com|712 345/);
    const evaluated = await eventually(() => receiver.ofType('evaluation.completed')[0]);
    expect(verified(evaluated)).toMatchObject({
      type: 'evaluation.completed',
      data: { sessionId: session.id, jobId },
    });
    expect(completed.headers['webhook-id']).not.toBe(evaluated.headers['webhook-id']);
    const tampered = { ...completed, body: completed.body.replace(session.id, jobId) };
    expect(() => verified(tampered)).toThrow();
  });

  it('retries with backoff while the receiver is down and delivers once it is back', async () => {
    const [sessionId] = await seedCandidates(server, jobId, [{ name: 'Baraka' }]);
    let refusals = 0;
    receiver.answerWith(() => (refusals++ < 3 ? 503 : 204));
    const before = receiver.received.length;
    const start = Date.now();
    const put = await hr.request('PUT', `/api/candidate-sessions/${sessionId}/hiring-outcome`, {
      hiringOutcome: 'hired',
    });
    expect(put.status).toBe(200);
    const delivered = await eventually(async () =>
      (await deliveriesOf(hr)).find(
        (d) => d.eventType === 'hiring_outcome.changed' && d.status === 'delivered',
      ),
    );
    const elapsed = Date.now() - start;
    const attempts = receiver.received.slice(before).filter((a) => a.headers['webhook-id'] === delivered.id);
    expect(attempts).toHaveLength(4);
    expect(delivered).toMatchObject({ attempts: 4, responseStatus: 204, lastError: null });
    const gaps = attempts.slice(1).map((a, i) => a.at - attempts[i]!.at);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(900); // retried after the backoff, not at once
    console.info(
      `webhook outage: ${attempts.length} attempts, delivered ${elapsed} ms after the event, gaps ${gaps.join('/')} ms`,
    );
    expect(verified(attempts.at(-1)!)).toMatchObject({
      type: 'hiring_outcome.changed',
      data: { sessionId, hiringOutcome: 'hired', previousHiringOutcome: null },
    });
    receiver.answerWith(() => 204);
  });

  it('lists failed deliveries, and replays one with the same webhook-id', async () => {
    const [sessionId] = await seedCandidates(server, jobId, [{ name: 'Chebet' }]);
    receiver.answerWith(() => 500);
    await hr.request('PUT', `/api/candidate-sessions/${sessionId}/hiring-outcome`, {
      hiringOutcome: 'rejected',
      // Nobody opened this candidate: the member confirms a person decided (docs/behaviour/review.md §12).
      confirmWithoutReview: true,
    });
    const failing = await eventually(async () => (await deliveriesOf(hr, '?failed=true'))[0]);
    expect(failing).toMatchObject({ eventType: 'hiring_outcome.changed', responseStatus: 500 });
    expect(['retrying', 'failed']).toContain(failing.status);
    receiver.answerWith(() => 204);
    const replay = await hr.post(`/api/organisation/webhook-deliveries/${failing.id}/replay`, {});
    expect(replay.status).toBe(202);
    await eventually(async () =>
      (await deliveriesOf(hr)).find((d) => d.id === failing.id)?.status === 'delivered' ? true : undefined,
    );
    expect(await deliveriesOf(hr, '?failed=true')).toEqual([]);
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(failing.id);
  });

  it('rotates the secret: the new one is answered, and deliveries verify with the new and the old one', async () => {
    const old = endpoint.secret;
    const rotated = await hr.post(`/api/organisation/webhooks/${endpoint.id}/rotate-secret`, {});
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const fresh = (rotated.body as { secret: string }).secret;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    expect((await hr.get(`/api/organisation/webhooks/${endpoint.id}/secret`)).body).toEqual({
      secret: fresh,
    });

    const [sessionId] = await seedCandidates(server, jobId, [{ name: 'Wanjiru' }]);
    await hr.request('PUT', `/api/candidate-sessions/${sessionId}/hiring-outcome`, {
      hiringOutcome: 'hired',
    });
    const sent = await eventually(() =>
      receiver
        .ofType('hiring_outcome.changed')
        .find((r) => (JSON.parse(r.body) as { data: { sessionId?: string } }).data.sessionId === sessionId),
    );
    const headers = sent.headers as Record<string, string>;
    // Within the grace period a receiver still holding the old secret verifies, as does one with the new.
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [fresh, old])
      expect(() => new Webhook(secret).verify(sent.body, headers)).not.toThrow();
    expect(() =>
      new Webhook(`whsec_${Buffer.from('not the secret').toString('base64')}`).verify(sent.body, headers),
    ).toThrow();
    endpoint = { ...endpoint, secret: fresh };
  });

  it('keeps endpoints, secrets and deliveries away from another organisation', async () => {
    const [delivery] = await deliveriesOf(hr);
    expect(await deliveriesOf(stranger)).toEqual([]);
    expect((await stranger.get('/api/organisation/webhooks')).body.endpoints).toEqual([]);
    for (const res of [
      await stranger.post(`/api/organisation/webhook-deliveries/${delivery!.id}/replay`, {}),
      await stranger.get(`/api/organisation/webhooks/${endpoint.id}/secret`),
      await stranger.post(`/api/organisation/webhooks/${endpoint.id}/rotate-secret`, {}),
      await stranger.request('PATCH', `/api/organisation/webhooks/${endpoint.id}`, { enabled: false }),
      await stranger.request('DELETE', `/api/organisation/webhooks/${endpoint.id}`),
      await hr.post('/api/organisation/webhook-deliveries/not-a-uuid/replay', {}),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await hr.get(`/api/organisation/webhooks/${endpoint.id}/secret`)).body).toEqual({
      secret: endpoint.secret,
    });
  });

  it('answers bad endpoint settings with 400 and a message', async () => {
    for (const body of [
      { url: 'ftp://example.com/x', events: EVENTS },
      { url: 'https://user:pass@example.com/x', events: EVENTS },
      { url: 'not a url', events: EVENTS },
      { url: 'https://example.com/\u0000', events: EVENTS },
      { url: 'https://example.com/x', events: [] },
      { url: 'https://example.com/x', events: ['invitation.everything'] },
      { url: `https://example.com/${'a'.repeat(2001)}`, events: EVENTS },
    ]) {
      const res = await hr.post('/api/organisation/webhooks', body);
      expect([JSON.stringify(body).slice(0, 60), res.status, res.body.error]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });
});

describe('webhooks SSRF guard of the real server (private networks not allowed)', () => {
  let server: TestApp;
  let receiver: Receiver;
  const targets = () => [
    `${receiver.url}/in`,
    `http://10.0.0.7:${receiver.port}/in`,
    'http://169.254.169.254/latest/meta-data/',
    `http://[::1]:${receiver.port}/in`,
    `http://[::ffff:127.0.0.1]:${receiver.port}/in`,
    `http://localhost:${receiver.port}/in`,
  ];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startTestApp(
      {},
      {},
      { workers: { queues: ['webhook'] }, queueTuning: { ...QUEUE_TUNING, webhookRetryLimit: 0 } },
    );
  });

  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it('refuses loopback, private, link-local and mapped addresses when saved, naming the setting', async () => {
    const hr = await signedIn(server, 'wanjiru@tembo-freight.co.ke');
    for (const url of [
      ...targets(),
      'http://localhost:8080/in',
      'http://2130706433/in', // 127.0.0.1 in the URL parser's eyes
      'http://0x7f.1/in',
    ]) {
      const res = await hr.post('/api/organisation/webhooks', { url, events: ['hiring_outcome.changed'] });
      expect([url, res.status, res.body.error]).toEqual([url, 400, 'VALIDATION_FAILED']);
      expect(res.body.message).toContain('WEBHOOK_ALLOW_PRIVATE_NETWORKS=true');
      expect(res.body.issues).toEqual([{ path: 'url', message: res.body.message }]);
    }
    const never = await hr.post('/api/organisation/webhooks', {
      url: 'http://0.0.0.0/in',
      events: ['hiring_outcome.changed'],
    });
    expect(never.body.message).toBe(
      '0.0.0.0 is an unspecified address, to which Sauti never sends webhooks. Use your receiver’s public address.',
    );
    const saved = await hr.post('/api/organisation/webhooks', {
      url: 'https://ats.tembo-freight.co.ke/hooks',
      events: ['hiring_outcome.changed'],
    });
    expect(saved.status).toBe(201);
    const moved = await hr.request('PATCH', `/api/organisation/webhooks/${saved.body.id}`, {
      url: `http://127.0.0.1:${receiver.port}/in`,
    });
    expect(moved.status).toBe(400);
    expect(
      (await hr.get('/api/organisation/webhooks')).body.endpoints.map((e: { url: string }) => e.url),
    ).toEqual(['https://ats.tembo-freight.co.ke/hooks']);
  });

  it('refuses them again at send time, never connecting, for endpoints saved while the operator allowed them', async () => {
    const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    const organisationId = (await hr.get('/api/user')).body.organisationId as string;
    // Saved before the operator turned WEBHOOK_ALLOW_PRIVATE_NETWORKS off: the save-time check is
    // not the only guard.
    await server.app.get(STORAGE.RequestScope).run(async () => {
      const repos = server.app.get(STORAGE.Repositories);
      for (const [i, url] of targets().entries()) {
        await repos.webhooks.addEndpoint({
          id: `00000000-0000-4000-8000-00000000000${i}`,
          organisationId,
          url,
          description: '',
          events: ['hiring_outcome.changed'],
          secret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
          enabled: true,
          failingSince: null,
          disabledReason: null,
          previousSecret: null,
          previousSecretExpiresAt: null,
          createdAt: new Date(),
          updatedAt: new Date(),
        });
      }
    });
    const jobId = (await createJob(hr, { requireIdentityVerification: 'false' })).id;
    const [sessionId] = await seedCandidates(server, jobId, [{ name: 'Zawadi' }]);
    await hr.request('PUT', `/api/candidate-sessions/${sessionId}/hiring-outcome`, {
      hiringOutcome: 'considering',
    });
    const failed = await eventually(async () => {
      const all = await deliveriesOf(hr);
      return all.length === targets().length && all.every((d) => d.status === 'failed') ? all : undefined;
    });
    for (const delivery of failed) {
      expect(delivery).toMatchObject({
        attempts: 1,
        responseStatus: null,
        lastError: WEBHOOK_NETWORK_ERRORS.refused,
      });
    }
    expect(receiver.received).toEqual([]);
    // The refused address is in the server's log, for the operator.
    expect(server.logs.some((line) => line.includes('refused 169.254.169.254 (link-local)'))).toBe(true);
  });
});
