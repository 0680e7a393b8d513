import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { Ids } from '../../ports/ids.js';
import type { PhoneCall, PhoneInterviewRepository } from '../../ports/phone-interview-repository.js';
import type { CallbackUrls, Telephony } from '../../ports/telephony.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';

/** The secret in a call's callback URLs: 43 URL-safe characters (258 bits), only its digest is kept. */
export const CALL_SECRET_LENGTH = 43;

/** The dependencies of everything that places or answers calls. */
export interface CallDeps {
  telephony: Telephony;
  phoneInterviews: PhoneInterviewRepository;
  urls: CallbackUrls;
  budgets: AbuseBudgets;
  digest: Digest;
  ids: Ids;
  clock: Clock;
}

/** A new call row with a fresh secret; the secret itself is returned once, for the URLs. */
export function newCall(
  deps: Pick<CallDeps, 'ids' | 'digest' | 'clock' | 'telephony'>,
  fields: Pick<
    PhoneCall,
    'sessionId' | 'jobId' | 'direction' | 'candidateNumber' | 'providerCallId' | 'retryOf'
  >,
): { call: PhoneCall; secret: string } {
  const secret = deps.ids.newToken(CALL_SECRET_LENGTH);
  return {
    secret,
    call: {
      id: deps.ids.newId(),
      provider: deps.telephony.provider,
      secretHash: deps.digest.sha256Hex(secret),
      flow: null,
      pinAttempts: 0,
      status: fields.direction === 'outbound' ? 'queued' : 'in-progress',
      createdAt: deps.clock.now(),
      endedAt: null,
      durationSeconds: null,
      estimatedCostMicros: null,
      reportedCost: null,
      ...fields,
    },
  };
}

/**
 * Rings the candidate of a phone interview: the number's and the job's call budgets are spent
 * first, the call row (with its secret) is stored before the provider is asked, and the provider's
 * id is kept for its callbacks. Errors: RATE_LIMITED, PROVIDER_UNAVAILABLE (the row stays, failed).
 */
export async function placeCall(
  deps: CallDeps,
  target: { sessionId: string; jobId: string; number: string; retryOf: string | null },
): Promise<PhoneCall> {
  await deps.budgets.phoneCallTo(target.number);
  await deps.budgets.phoneCallForJob(target.jobId);
  const { call, secret } = newCall(deps, {
    sessionId: target.sessionId,
    jobId: target.jobId,
    direction: 'outbound',
    candidateNumber: target.number,
    providerCallId: null,
    retryOf: target.retryOf,
  });
  await deps.phoneInterviews.addCall(call);
  try {
    const placed = await deps.telephony.placeCall({
      to: target.number,
      callId: call.id,
      answerUrl: deps.urls.call(call.id, secret, 'connected'),
      statusUrl: deps.urls.call(call.id, secret, 'status'),
    });
    await deps.phoneInterviews.updateCall(call.id, { providerCallId: placed.providerCallId });
    return { ...call, providerCallId: placed.providerCallId };
  } catch (error) {
    await deps.phoneInterviews.updateCall(call.id, { status: 'failed', endedAt: deps.clock.now() });
    throw error instanceof DomainError ? error : new DomainError('PROVIDER_UNAVAILABLE', String(error));
  }
}
