import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSauti } from '@sauti/cli/testing/run-sauti';
import { createJob, signedIn } from '@sauti/http/jobs/job-fixtures';
import { seedCandidates } from '@sauti/http/review/review-fixtures';
import type { TestClient } from '@sauti/http/testing/client';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { eventually, startWebhookReceiver } from '@sauti/http/webhooks/webhook-receiver';

/** `sauti webhooks` beside a running server whose workers send the deliveries. */
describe('sauti webhooks deliveries|replay', () => {
  let dir: string;
  let server: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let hr: TestClient;
  const sauti = (...args: string[]) => runSauti(args, { DATA_DIR: dir });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-cli-webhooks-'));
    receiver = await startWebhookReceiver();
    server = await startTestApp(
      { DATA_DIR: dir, WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' },
      {},
      { workers: { queues: ['webhook'] }, queueTuning: { retryDelaySeconds: 1, webhookRetryLimit: 0 } },
    );
    hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    const added = await hr.post('/api/organisation/webhooks', {
      url: `${receiver.url}/ats`,
      events: ['hiring_outcome.changed'],
    });
    expect(added.status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists a failed delivery as a table and as JSON, and replays it once the receiver is back', async () => {
    receiver.answerWith(() => 503);
    const jobId = (await createJob(hr, { requireIdentityVerification: 'false' })).id;
    const [sessionId] = await seedCandidates(server, jobId, [{ name: 'Baraka' }]);
    await hr.request('PUT', `/api/candidate-sessions/${sessionId}/hiring-outcome`, {
      hiringOutcome: 'hired',
    });
    await eventually(async () => {
      const res = await hr.get('/api/organisation/webhook-deliveries?failed=true');
      return res.body.deliveries[0]?.status === 'failed' ? true : undefined;
    });
    const failed = JSON.parse((await sauti('--json', 'webhooks', 'deliveries', '--failed')).stdout) as {
      id: string;
    }[];
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      eventType: 'hiring_outcome.changed',
      attempts: 1,
      responseStatus: 503,
    });

    const table = await sauti('webhooks', 'deliveries', '--failed', '--organisation', 'acme-logistics.co.ke');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^Delivery\s+Event\s+Status\s+Attempts\s+Code/);
    expect(table.stdout).toContain(`${failed[0]!.id}  hiring_outcome.changed  failed  1         503`);
    const other = await sauti('webhooks', 'deliveries', '--organisation', 'rival-corp.co.ke');
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('No organisation with the domain or id rival-corp.co.ke');

    receiver.answerWith(() => 204);
    const replay = await sauti('webhooks', 'replay', failed[0]!.id);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain(`Queued hiring_outcome.changed delivery ${failed[0]!.id}`);
    await eventually(() => (receiver.received.length === 2 ? true : undefined));
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([failed[0]!.id, failed[0]!.id]);
    const after = await sauti('webhooks', 'deliveries', '--failed');
    expect(after.stdout.trim()).toBe('No failed deliveries.');
  });

  it('answers an unknown delivery and a bad limit with an error', async () => {
    const unknown = await sauti('webhooks', 'replay', '00000000-0000-4000-8000-000000000000');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Webhook delivery not found');
    const bad = await sauti('webhooks', 'deliveries', '--limit', '0');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('expected a whole number from 1 to 1000');
  });
});
