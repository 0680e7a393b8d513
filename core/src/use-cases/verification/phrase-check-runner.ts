import type { PhraseCheckOutcome } from './check-phrase.js';
import type { PhraseCheckReason, PhraseCheckRequests } from './ports.js';

/** Failed runs per video before polls stop restarting its check (a new upload starts afresh). */
export const MAX_PHRASE_CHECK_FAILURES = 3;

/**
 * Runs phrase checks in this process, in the background: at most one run per session at a time
 * (a request during a run schedules one more run after it, which finds the newest video), and a
 * check that keeps failing is not restarted by every status poll. Checks are idempotent, so a
 * poll after a restart of the server simply resumes any check that never finished.
 */
export class PhraseCheckRunner implements PhraseCheckRequests {
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  private readonly failures = new Map<string, number>();

  constructor(
    private readonly options: {
      /** Runs one check (wrapped by the caller in a database context). */
      check: (sessionId: string) => Promise<PhraseCheckOutcome>;
      onError: (sessionId: string, error: unknown) => void;
    },
  ) {}

  request(sessionId: string, reason: PhraseCheckReason): void {
    if (reason === 'upload') this.failures.delete(sessionId);
    else if ((this.failures.get(sessionId) ?? 0) >= MAX_PHRASE_CHECK_FAILURES) return;
    if (this.running.has(sessionId)) {
      if (reason === 'upload') this.again.add(sessionId);
      return;
    }
    this.running.set(sessionId, this.run(sessionId));
  }

  /** Resolves when no check is running (for an orderly shutdown and for tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  private async run(sessionId: string): Promise<void> {
    // Yield first, so the request that asked answers before any work starts.
    await Promise.resolve();
    try {
      do {
        this.again.delete(sessionId);
        try {
          await this.options.check(sessionId);
          this.failures.delete(sessionId);
        } catch (error) {
          this.failures.set(sessionId, (this.failures.get(sessionId) ?? 0) + 1);
          this.options.onError(sessionId, error);
        }
      } while (this.again.has(sessionId));
    } finally {
      this.running.delete(sessionId);
    }
  }
}
