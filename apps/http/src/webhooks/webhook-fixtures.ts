import { signedIn } from '../jobs/job-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { startWebhookReceiver } from './webhook-receiver.js';

/** Short backoff for tests: the first retry after 1 s, then 2 s; four retries. */
export const QUEUE_TUNING = { retryDelaySeconds: 1, webhookRetryLimit: 4, webhookRetryDelayMaxSeconds: 2 };

/** The app with webhook and evaluation workers, a receiver on loopback, and HR of two organisations. */
export interface WebhookWorld {
  server: TestApp;
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  hr: TestClient;
  stranger: TestClient;
}

/**
 * Starts the real server with the operator's permission to deliver to loopback (the receiver runs
 * there), the webhook and evaluation queues worked in process with the short backoff, and signs in
 * HR of acme-logistics and of rival-corp.
 */
export async function startWebhookWorld(): Promise<WebhookWorld> {
  const receiver = await startWebhookReceiver();
  const server = await startTestApp(
    { PUBLIC_URL: 'https://hire.example.test', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', STT_PROVIDER: 'none' },
    {},
    { workers: { queues: ['webhook', 'evaluate'] }, queueTuning: QUEUE_TUNING },
  );
  const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
  const stranger = await signedIn(server, 'eve@rival-corp.co.ke');
  return { server, receiver, hr, stranger };
}
