/** The durable queues and the payload each one carries. */
export interface JobPayloads {
  /** Transcribe one stored answer (its current audio, whatever it is when the job runs). */
  transcribe: { responseId: string };
  /** Evaluate a completed session (EvaluateSession; waits while transcripts are pending). */
  evaluate: { sessionId: string };
  /** Compare the voice of one stored answer with the session's warm-up (voice continuity). */
  'voice-match': { responseId: string };
  /** Check the spoken phrase of a session's identity video (CheckVerificationPhrase). */
  'phrase-check': { sessionId: string };
  /** Send one stored webhook delivery (DeliverWebhook; retried with backoff while its endpoint fails). */
  webhook: { deliveryId: string };
  /** Mail a candidate about their completed interview (SendReceipt: the receipt, once). */
  'candidate-mail': { sessionId: string; mail: 'receipt' };
  /** Ring the candidate once more after outbound call `callId` went unanswered (RetryUnansweredCall). */
  'phone-retry': { callId: string };
}

/** Name of a queue. */
export type QueueName = keyof JobPayloads;

/** Every queue, in the order workers list them. */
export const QUEUE_NAMES: readonly QueueName[] = [
  'transcribe',
  'evaluate',
  'voice-match',
  'phrase-check',
  'webhook',
  'candidate-mail',
  'phone-retry',
];

/** Options of one enqueue. */
export interface EnqueueOptions {
  /**
   * Jobs of a queue with the same key collapse while one is waiting: enqueueing again before the
   * first starts adds nothing. Once it runs, a new one is accepted (the data may have changed).
   */
  singletonKey?: string;
  /** The job waits this many seconds before a worker may take it (a call retried later). */
  startAfterSeconds?: number;
}

/**
 * A durable job queue on the application's database; jobs survive restarts and are retried with
 * backoff when their handler throws. Never enqueue inside an open database transaction: on the
 * embedded database the queue's own connection would wait for that transaction forever.
 */
export interface JobQueue {
  /** Adds a job; resolves with its id, or null when it collapsed into a waiting job with the same key. */
  enqueue<Q extends QueueName>(
    queue: Q,
    payload: JobPayloads[Q],
    options?: EnqueueOptions,
  ): Promise<string | null>;
}

/** The singleton key of an answer's transcription: one waiting job per answer. */
export function transcribeKey(responseId: string): string {
  return `transcribe:${responseId}`;
}

/** The singleton key of a session's evaluation: one waiting job per session. */
export function evaluateKey(sessionId: string): string {
  return `evaluate:${sessionId}`;
}

/** The singleton key of an answer's voice match: one waiting job per answer. */
export function voiceMatchKey(responseId: string): string {
  return `voice-match:${responseId}`;
}

/** The singleton key of a session's phrase check: one waiting job per session. */
export function phraseCheckKey(sessionId: string): string {
  return `phrase-check:${sessionId}`;
}

/** The singleton key of a webhook delivery: a replay asked twice before it runs sends once. */
export function webhookKey(deliveryId: string): string {
  return `webhook:${deliveryId}`;
}

/** The singleton key of a candidate's mail: one waiting job per interview and kind of mail. */
export function candidateMailKey(sessionId: string, mail: 'receipt'): string {
  return `candidate-mail:${mail}:${sessionId}`;
}

/** The singleton key of a call's retry: one waiting retry per unanswered call. */
export function phoneRetryKey(callId: string): string {
  return `phone-retry:${callId}`;
}
