/** Why a phrase check is asked for: a new upload (start afresh) or a status poll (resume if stalled). */
export type PhraseCheckReason = 'upload' | 'poll';

/** Runs a session's phrase check in the background, never holding the request that asked. */
export interface PhraseCheckRequests {
  request(sessionId: string, reason: PhraseCheckReason): void;
}
