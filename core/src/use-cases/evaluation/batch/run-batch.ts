import type { EvaluateSessionOutcome } from '../evaluate-session.js';

/** What happened to one session of a batch. */
export interface BatchItemResult {
  sessionId: string;
  status: 'evaluated' | 'skipped' | 'failed';
  /** Why it was skipped or failed. */
  reason?: string;
}

/** The closing summary of a batch. */
export interface BatchSummary {
  total: number;
  evaluated: number;
  skipped: number;
  failed: number;
  /** Every failure with its reason, in selection order. */
  failures: { sessionId: string; reason: string }[];
  results: BatchItemResult[];
}

/** How the batch runs. */
export interface BatchOptions {
  /** Sessions in progress at once (1..128). */
  concurrency: number;
  /** Evaluates one session, the `index`-th of the list (the caller decides `force` and the unit of work). */
  evaluateOne(sessionId: string, index: number): Promise<EvaluateSessionOutcome>;
  /** Called after each session with the counts so far. */
  onProgress?(
    done: number,
    total: number,
    counts: Pick<BatchSummary, 'evaluated' | 'skipped' | 'failed'>,
  ): void;
}

/** Why an outcome that is not an evaluation happened, in words for the summary. */
const REASONS: Record<Exclude<EvaluateSessionOutcome, 'evaluated'>, string> = {
  unchanged: 'already evaluated by this evaluator version with unchanged inputs',
  'session-missing': 'session not found',
  'job-missing': "the session's job no longer exists",
  'not-completed': 'the interview is not completed',
};

function toResult(sessionId: string, outcome: EvaluateSessionOutcome): BatchItemResult {
  if (outcome === 'evaluated') return { sessionId, status: 'evaluated' };
  const reason = REASONS[outcome];
  return { sessionId, status: outcome === 'unchanged' ? 'skipped' : 'failed', reason };
}

/**
 * Evaluates `sessionIds` with at most `concurrency` at once, as a sliding window: each of the
 * `concurrency` loops takes the next session as soon as its own is done, so one slow session never
 * holds the others back (no chunks of N waiting for their slowest). A session that throws is recorded as
 * failed with the error's message and the batch carries on: one bad session never stops the rest.
 */
export async function runBatch(sessionIds: readonly string[], options: BatchOptions): Promise<BatchSummary> {
  const concurrency = Math.max(1, Math.min(128, Math.floor(options.concurrency)));
  const results: BatchItemResult[] = new Array(sessionIds.length);
  const counts = { evaluated: 0, skipped: 0, failed: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < sessionIds.length) {
      const index = next++;
      const sessionId = sessionIds[index]!;
      let result: BatchItemResult;
      try {
        result = toResult(sessionId, await options.evaluateOne(sessionId, index));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        result = { sessionId, status: 'failed', reason };
      }
      results[index] = result;
      counts[result.status] += 1;
      done += 1;
      options.onProgress?.(done, sessionIds.length, { ...counts });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, sessionIds.length) }, worker));
  return {
    total: sessionIds.length,
    ...counts,
    failures: results
      .filter((r) => r.status === 'failed')
      .map((r) => ({ sessionId: r.sessionId, reason: r.reason ?? 'failed' })),
    results,
  };
}
