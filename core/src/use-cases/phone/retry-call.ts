import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import { placeCall, type CallDeps } from './place-call.js';

/** What a retry did, for the worker's log. */
export type RetryOutcome = 'rang again' | 'not needed' | 'rate limited' | 'provider unavailable';

/**
 * The `phone-retry` job (docs/behaviour/interview.md §20): rings the candidate once more after
 * outbound call `callId` went unanswered, unless the interview moved on meanwhile (completed, or
 * another call was placed or received since: the candidate may have called in with the PIN). The
 * retry is a new call with `retryOf` set, so a second no-answer ends it. It never throws: a spent
 * budget or a provider failure uses up the one retry (the PIN still lets the candidate call in),
 * and a queue retry of this job would otherwise ring twice.
 */
export class RetryUnansweredCall {
  constructor(private readonly deps: CallDeps & { sessions: CandidateSessionRepository }) {}

  async execute(callId: string): Promise<RetryOutcome> {
    const { phoneInterviews, sessions } = this.deps;
    const call = await phoneInterviews.findCall(callId);
    if (!call?.sessionId || !call.jobId) return 'not needed';
    const session = await sessions.findById(call.sessionId);
    if (!session || session.status !== 'in_progress') return 'not needed';
    const calls = await phoneInterviews.callsOf(call.sessionId);
    const later = calls.some((c) => c.id !== call.id && c.createdAt.getTime() >= call.createdAt.getTime());
    if (later || calls.some((c) => c.retryOf === call.id)) return 'not needed';
    try {
      await placeCall(this.deps, {
        sessionId: call.sessionId,
        jobId: call.jobId,
        number: call.candidateNumber,
        retryOf: call.id,
      });
      return 'rang again';
    } catch (error) {
      if (error instanceof DomainError && error.code === 'RATE_LIMITED') return 'rate limited';
      return 'provider unavailable';
    }
  }
}
