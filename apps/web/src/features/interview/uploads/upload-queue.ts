import type { AnswerRefusal, AnswerStore, PendingAnswer } from './answer-store';
import { UploadRefused } from './resumable-upload';

/**
 * Where an answer is on its way to the server, as the candidate sees it; 'refused' when the
 * server will never take it (too large, wrong type, interview closed).
 */
export type UploadState = 'saved' | 'uploading' | 'uploaded' | 'refused';

/** One answer's upload state. */
export interface UploadStatus {
  key: string;
  sessionId: string;
  questionIndex: number;
  state: UploadState;
  /** Failed attempts so far. */
  failures: number;
  /** The server's reason, when refused. */
  refusal?: AnswerRefusal;
}

/**
 * Sends one answer; resolves on the server's acknowledgement. `remember` keeps the URL of the
 * upload it started, so the next attempt resumes it. Rejects with UploadRefused when no retry can help.
 */
export type SendAnswer = (answer: PendingAnswer, remember: (uploadUrl: string) => void) => Promise<void>;

/** The first retry waits this long (ms); each further failure doubles the wait… */
export const RETRY_BASE_MS = 1_000;
/** …up to this cap, so a connection that comes back is used within half a minute. */
export const RETRY_CAP_MS = 30_000;

/** The wait before the next attempt after `failures` failed ones (1 → 1 s, 2 → 2 s … ≤ 30 s). */
export function retryDelayMs(failures: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failures - 1), RETRY_CAP_MS);
}

/** Starts a timer; returns the function that cancels it. */
export type SetTimer = (run: () => void, ms: number) => () => void;

const browserTimer: SetTimer = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

/**
 * Uploads recorded answers so that none is ever lost or stored twice: each answer is saved in the
 * store before its first attempt, sent with the idempotency key (session, question index), retried
 * with exponential backoff until the server answers 2xx, and only then removed from the store.
 * One attempt per answer is in flight at a time. A refusal no retry can fix stops the retries; the
 * answer stays on the device, marked refused, until the candidate has seen why ({@link dismiss}).
 */
export class UploadQueue {
  private readonly answers = new Map<string, PendingAnswer>();
  private readonly statuses = new Map<string, UploadStatus>();
  private readonly inFlight = new Set<string>();
  private readonly timers = new Map<string, () => void>();
  private readonly listeners = new Set<() => void>();
  private snapshot: readonly UploadStatus[] = [];

  constructor(
    private readonly store: AnswerStore,
    private readonly send: SendAnswer,
    private readonly setTimer: SetTimer = browserTimer,
  ) {}

  /** Saves the answer on this device, then starts its upload. Resolves once it is saved. */
  async add(answer: PendingAnswer): Promise<void> {
    // Known before the save completes, so a restore() reading the store meanwhile does not take
    // it for an answer left by an earlier page and upload it a second time.
    this.answers.set(answer.key, answer);
    try {
      await this.store.put(answer);
    } catch {
      // Storage full or blocked: the answer still uploads from memory, it just would not survive a reload.
    }
    this.setStatus(answer, 'saved', 0);
    void this.attempt(answer.key);
  }

  /** Picks up answers a previous page left in the store (call on page load). */
  async restore(): Promise<void> {
    const stored = await this.store.list().catch(() => [] as PendingAnswer[]);
    for (const answer of stored) {
      if (this.answers.has(answer.key)) continue;
      this.answers.set(answer.key, answer);
      if (answer.refusal) {
        this.setStatus(answer, 'refused', 0, answer.refusal);
        continue;
      }
      this.setStatus(answer, 'saved', 0);
      void this.attempt(answer.key);
    }
  }

  /**
   * The question indexes of `sessionId` this device holds an answer for (waiting or uploaded),
   * after picking up what the store kept from an earlier page.
   */
  async knownIndexes(sessionId: string): Promise<number[]> {
    await this.restore();
    return [...this.statuses.values()]
      .filter((status) => status.sessionId === sessionId)
      .map((status) => status.questionIndex);
  }

  /** Retries every waiting answer now, e.g. when the browser comes back online. */
  retryNow(): void {
    for (const status of this.statuses.values()) {
      if (status.state === 'saved') void this.attempt(status.key);
    }
  }

  /**
   * Forgets a refused answer once the candidate has seen the refusal: it leaves the device, and
   * the question counts as unanswered again (to be recorded anew, where that can help).
   */
  async dismiss(key: string): Promise<void> {
    if (this.statuses.get(key)?.state !== 'refused') return;
    this.answers.delete(key);
    this.statuses.delete(key);
    this.publish();
    await this.store.remove(key).catch(() => undefined);
  }

  /** Every answer's state (a new array after each change, for useSyncExternalStore). */
  getSnapshot = (): readonly UploadStatus[] => this.snapshot;

  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stops the retry timers (tests, or leaving the app). */
  dispose(): void {
    this.timers.forEach((cancel) => cancel());
    this.timers.clear();
  }

  private async attempt(key: string): Promise<void> {
    const answer = this.answers.get(key);
    if (!answer || this.inFlight.has(key)) return;
    this.timers.get(key)?.();
    this.timers.delete(key);
    this.inFlight.add(key);
    const failures = this.statuses.get(key)?.failures ?? 0;
    this.setStatus(answer, 'uploading', failures);
    try {
      await this.send(answer, (uploadUrl) => {
        answer.uploadUrl = uploadUrl;
        // Kept with the recording, so an attempt after a reload resumes this upload.
        if (this.answers.get(key) === answer) void this.store.put(answer).catch(() => undefined);
      });
    } catch (error) {
      this.inFlight.delete(key);
      if (this.answers.get(key) !== answer) {
        // Replaced while this attempt was in flight: the newer recording goes up now.
        void this.attempt(key);
        return;
      }
      if (error instanceof UploadRefused) {
        const refusal = { code: error.code, message: error.message };
        answer.refusal = refusal;
        await this.store.put(answer).catch(() => undefined);
        this.setStatus(answer, 'refused', failures + 1, refusal);
        return;
      }
      this.setStatus(answer, 'saved', failures + 1);
      this.timers.set(
        key,
        this.setTimer(() => void this.attempt(key), retryDelayMs(failures + 1)),
      );
      return;
    }
    this.inFlight.delete(key);
    if (this.answers.get(key) !== answer) {
      // Replaced while this attempt was in flight: the newer recording must still go up.
      void this.attempt(key);
      return;
    }
    // Removal failing only means a re-upload after a reload, which the server ignores.
    await this.store.remove(key).catch(() => undefined);
    this.setStatus(answer, 'uploaded', failures);
  }

  private setStatus(
    answer: PendingAnswer,
    state: UploadState,
    failures: number,
    refusal?: AnswerRefusal,
  ): void {
    const { key, sessionId, questionIndex } = answer;
    this.statuses.set(key, {
      key,
      sessionId,
      questionIndex,
      state,
      failures,
      ...(refusal ? { refusal } : {}),
    });
    this.publish();
  }

  private publish(): void {
    this.snapshot = [...this.statuses.values()];
    this.listeners.forEach((listener) => listener());
  }
}
