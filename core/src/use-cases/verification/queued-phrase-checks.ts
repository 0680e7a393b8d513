import { phraseCheckKey, type JobQueue } from '../../ports/job-queue.js';
import type { PhraseCheckReason, PhraseCheckRequests } from '../../ports/phrase-check-requests.js';

/**
 * Phrase checks on the durable queue: an upload enqueues the session's check (a second upload
 * while one waits collapses into it), and the queue retries a failing check with backoff and
 * survives restarts. Status polls enqueue nothing: a check lost before it was enqueued is found by
 * the workers' start-up sweep, so polls never restart a check that keeps failing.
 */
export class QueuedPhraseChecks implements PhraseCheckRequests {
  constructor(
    private readonly deps: {
      queue: JobQueue;
      onError: (sessionId: string, error: unknown) => void;
    },
  ) {}

  request(sessionId: string, reason: PhraseCheckReason): void {
    if (reason !== 'upload') return;
    this.deps.queue
      .enqueue('phrase-check', { sessionId }, { singletonKey: phraseCheckKey(sessionId) })
      .catch((error: unknown) => this.deps.onError(sessionId, error));
  }
}
