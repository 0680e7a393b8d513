import type { CallFlowState } from '../rules/phone-call-flow.js';
import type { TelephonyProviderName } from './telephony.js';

/** How a phone interview reaches the candidate: Sauti calls them, or they call Sauti with a PIN. */
export type PhoneInterviewMode = 'outbound' | 'inbound';

/**
 * The phone side of one interview (table `phone_interviews`, one per session taken by phone;
 * docs/behaviour/interview.md §20): the candidate's number in E.164, the digest of the PIN that
 * resumes it on an inbound call, and when the spoken consent's key press was recorded.
 */
export interface PhoneInterview {
  sessionId: string;
  jobId: string;
  phone: string;
  mode: PhoneInterviewMode;
  /** SHA-256 of the PIN; cleared when the interview completes (the PIN is then free again). */
  pinHash: string | null;
  pinExpiresAt: Date;
  consentedAt: Date | null;
  createdAt: Date;
}

export type PhoneCallStatus =
  'queued' | 'in-progress' | 'completed' | 'busy' | 'no-answer' | 'failed' | 'canceled';

/**
 * One call (table `phone_calls`): placed by Sauti or received, first without a session for an
 * inbound call until its PIN names one. Its secret (only the digest is kept) is part of every
 * callback URL Sauti gives the provider; the flow is the call's state between callbacks.
 */
export interface PhoneCall {
  id: string;
  sessionId: string | null;
  jobId: string | null;
  provider: TelephonyProviderName;
  direction: 'outbound' | 'inbound';
  providerCallId: string | null;
  secretHash: string;
  candidateNumber: string;
  flow: CallFlowState | null;
  pinAttempts: number;
  status: PhoneCallStatus;
  /** The call this one retries after no answer (an outbound call is retried once). */
  retryOf: string | null;
  createdAt: Date;
  endedAt: Date | null;
  durationSeconds: number | null;
  /** The estimate of what the call cost, in millionths of the configured rate's currency (rules/phone-call-cost.ts). */
  estimatedCostMicros: number | null;
  /** What the provider reported, e.g. 'KES 12.50', when it did. */
  reportedCost: string | null;
}

/** Calls and their estimated cost for one job. */
export interface PhoneCallTotals {
  calls: number;
  seconds: number;
  estimatedCostMicros: number;
}

/** What a retried callback finds: the first delivery's answer, or the right to answer it now. */
export type CallbackClaim = { fresh: true } | { fresh: false; response: string | null };

/** Phone interviews, their calls and the callbacks already answered (docs/behaviour/interview.md §20). */
export interface PhoneInterviewRepository {
  /** Errors: CONFLICT when the PIN's digest is already held by another open interview (draw another). */
  addInterview(interview: PhoneInterview): Promise<void>;
  findInterview(sessionId: string): Promise<PhoneInterview | null>;
  /** Which of `sessionIds` were taken by phone (one query, for the review screens and exports). */
  sessionsTakenByPhone(sessionIds: readonly string[]): Promise<Set<string>>;
  /** The open interview whose PIN digest is `pinHash` and whose PIN has not expired at `now`. */
  findByPin(pinHash: string, now: Date): Promise<PhoneInterview | null>;
  /** Records the spoken consent's key press once (a retried callback keeps the first time). */
  recordConsent(sessionId: string, at: Date): Promise<void>;
  /** Frees the PIN of a finished interview. */
  clearPin(sessionId: string): Promise<void>;

  addCall(call: PhoneCall): Promise<void>;
  findCall(id: string): Promise<PhoneCall | null>;
  findCallByProviderId(provider: PhoneCall['provider'], providerCallId: string): Promise<PhoneCall | null>;
  updateCall(id: string, patch: Partial<Omit<PhoneCall, 'id' | 'provider'>>): Promise<void>;
  /** The calls of one session, oldest first. */
  callsOf(sessionId: string): Promise<PhoneCall[]>;
  /** Calls, seconds and estimated cost of one job's calls. */
  totalsForJob(jobId: string): Promise<PhoneCallTotals>;
  /** The same totals for each of `sessionIds` that had calls (one query, for the exports). */
  totalsForSessions(sessionIds: readonly string[]): Promise<Map<string, PhoneCallTotals>>;

  /**
   * Claims the callback `digest` of call `callId`: the first delivery is fresh; a retry gets what
   * the first one answered (null while the first is still being answered).
   */
  claimCallback(callId: string, digest: string, at: Date): Promise<CallbackClaim>;
  saveCallbackResponse(callId: string, digest: string, response: string): Promise<void>;
}
