/**
 * How the queue retries and polls. Retries back off exponentially from `retryDelaySeconds`
 * (pg-boss: about delay × 2^attempt with jitter) up to `retryDelayMaxSeconds`, so a provider
 * outage of several minutes is ridden out without hammering it.
 */
export interface QueueTuning {
  /** Retries after the first attempt before a job is marked failed. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** How often an idle worker looks for work; short, because a candidate's answer is interactive work. */
  pollingIntervalSeconds: number;
  /**
   * With more jobs than this waiting (pg-boss's cached count, refreshed every minute), a worker
   * that just got a job fetches the next one at once instead of after the polling interval; the
   * first empty fetch returns it to polling. Without it a worker runs at most two short jobs a
   * second, whatever the backlog.
   */
  burstWhenBacklogExceeds: number;
  /** An attempt running longer than this is taken as lost (a killed worker) and retried. */
  expireInSeconds: number;
  /**
   * Workers refresh a running job's heartbeat every half of this; a job whose worker died (killed,
   * crashed machine) misses it and is retried by the next supervision pass, not after the expiry.
   */
  heartbeatSeconds: number;
  /** Jobs one process runs at once per queue, unless the caller says otherwise. */
  concurrency: number;
  /**
   * Webhook deliveries retry longer than the interview's jobs: a customer's receiver may be down
   * for a deploy or an hour, and nobody waits on the delivery. Same first delay, doubling up to
   * this cap, this many retries.
   */
  webhookRetryLimit: number;
  webhookRetryDelayMaxSeconds: number;
}

/** The production tuning: 5 retries from 5 s up to 5 min; polling every 0.5 s (pg-boss's floor). */
export const DEFAULT_QUEUE_TUNING: QueueTuning = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  retryDelayMaxSeconds: 300,
  pollingIntervalSeconds: 0.5,
  burstWhenBacklogExceeds: 4,
  // Longest STT call (a 90 s answer through pocketsphinx at ~0.2x real time, or a slow provider
  // with its own timeout) with a wide margin.
  expireInSeconds: 600,
  heartbeatSeconds: 30,
  concurrency: 2,
  // 5 s doubling to 1 h, 10 retries: about 85 minutes of attempts before a delivery is failed
  // (then replayable from the settings page or `sauti webhooks replay`).
  webhookRetryLimit: 10,
  webhookRetryDelayMaxSeconds: 3600,
};

/** Where pg-boss keeps its tables, beside the application's (schema `public`). */
export const QUEUE_SCHEMA = 'pgboss';
