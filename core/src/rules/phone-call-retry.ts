/**
 * One retry of an outbound call nobody answered (docs/behaviour/interview.md §20): a call Sauti
 * placed that ended before it connected (no answer, busy, failed) is placed once more, after a
 * delay; the retry itself is never retried, and a call the candidate answered and then dropped is
 * resumed by the candidate calling in with the PIN, not by ringing again.
 */
export const CALL_RETRY_DELAY_SECONDS = 600;

/** What the rule reads of a call once it has ended. */
export interface EndedCall {
  direction: 'outbound' | 'inbound';
  /** The flow starts when the call connects: null means it never did. */
  connected: boolean;
  /** The call this one retries, if it is a retry. */
  retryOf: string | null;
  status: 'queued' | 'in-progress' | 'completed' | 'busy' | 'no-answer' | 'failed' | 'canceled';
}

/**
 * True when the ended call is rung once more. Any status of a call that never connected counts
 * (a provider may say 'completed' or 'failed' for a number that rang out) except 'canceled',
 * which is Sauti's or an operator's own decision to stop it.
 */
export function retriesUnansweredCall(call: EndedCall): boolean {
  return (
    call.direction === 'outbound' && !call.connected && call.retryOf === null && call.status !== 'canceled'
  );
}
