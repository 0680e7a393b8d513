import { DomainError } from '../domain/errors.js';
import type { PhoneCall, PhoneCallTotals, PhoneInterview } from '../ports/phone-interview-repository.js';
import type { CallbackClaim, PhoneInterviewRepository } from '../ports/phone-interview-repository.js';

/** A deep copy of plain data with its dates (the flow is plain JSON). */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    typeof v === 'string' && /At$/.test(key) && /^\d{4}-\d\d-\d\dT/.test(v) ? new Date(v) : v,
  ) as T;
}

/** PhoneInterviewRepository in memory; `openSessions` says which sessions are still in progress (the table joins them). */
export class InMemoryPhoneInterviewRepository implements PhoneInterviewRepository {
  readonly interviews = new Map<string, PhoneInterview>();
  readonly calls = new Map<string, PhoneCall>();
  private readonly callbacks = new Map<string, string | null>();

  constructor(private readonly openSessions: (sessionId: string) => boolean = () => true) {}

  async addInterview(interview: PhoneInterview): Promise<void> {
    const taken = [...this.interviews.values()].some(
      (i) => i.pinHash !== null && i.pinHash === interview.pinHash,
    );
    if (taken) throw new DomainError('CONFLICT', 'This PIN is in use.');
    if (this.interviews.has(interview.sessionId))
      throw new DomainError('CONFLICT', 'duplicate phone interview');
    this.interviews.set(interview.sessionId, clone(interview));
  }
  async findInterview(sessionId: string): Promise<PhoneInterview | null> {
    const found = this.interviews.get(sessionId);
    return found ? clone(found) : null;
  }
  async sessionsTakenByPhone(sessionIds: readonly string[]): Promise<Set<string>> {
    return new Set(sessionIds.filter((id) => this.interviews.has(id)));
  }
  async findByPin(pinHash: string, now: Date): Promise<PhoneInterview | null> {
    const found = [...this.interviews.values()].find(
      (i) => i.pinHash === pinHash && i.pinExpiresAt > now && this.openSessions(i.sessionId),
    );
    return found ? clone(found) : null;
  }
  async recordConsent(sessionId: string, at: Date): Promise<void> {
    const found = this.interviews.get(sessionId);
    if (found && !found.consentedAt) found.consentedAt = at;
  }
  async clearPin(sessionId: string): Promise<void> {
    const found = this.interviews.get(sessionId);
    if (found) found.pinHash = null;
  }
  async addCall(call: PhoneCall): Promise<void> {
    if (this.calls.has(call.id)) throw new Error(`duplicate call ${call.id}`);
    this.calls.set(call.id, clone(call));
  }
  async findCall(id: string): Promise<PhoneCall | null> {
    const found = this.calls.get(id);
    return found ? clone(found) : null;
  }
  async findCallByProviderId(
    provider: PhoneCall['provider'],
    providerCallId: string,
  ): Promise<PhoneCall | null> {
    const found = [...this.calls.values()].find(
      (c) => c.provider === provider && c.providerCallId === providerCallId,
    );
    return found ? clone(found) : null;
  }
  async updateCall(id: string, patch: Partial<PhoneCall>): Promise<void> {
    const found = this.calls.get(id);
    if (found) Object.assign(found, clone(patch));
  }
  async callsOf(sessionId: string): Promise<PhoneCall[]> {
    return [...this.calls.values()]
      .filter((c) => c.sessionId === sessionId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map(clone);
  }
  async totalsForJob(jobId: string): Promise<PhoneCallTotals> {
    const calls = [...this.calls.values()].filter((c) => c.jobId === jobId);
    return {
      calls: calls.length,
      seconds: calls.reduce((s, c) => s + (c.durationSeconds ?? 0), 0),
      estimatedCostMicros: calls.reduce((s, c) => s + (c.estimatedCostMicros ?? 0), 0),
    };
  }
  async totalsForSessions(sessionIds: readonly string[]): Promise<Map<string, PhoneCallTotals>> {
    const totals = new Map<string, PhoneCallTotals>();
    for (const call of this.calls.values()) {
      if (!call.sessionId || !sessionIds.includes(call.sessionId)) continue;
      const sum = totals.get(call.sessionId) ?? { calls: 0, seconds: 0, estimatedCostMicros: 0 };
      totals.set(call.sessionId, {
        calls: sum.calls + 1,
        seconds: sum.seconds + (call.durationSeconds ?? 0),
        estimatedCostMicros: sum.estimatedCostMicros + (call.estimatedCostMicros ?? 0),
      });
    }
    return totals;
  }
  async claimCallback(callId: string, digest: string): Promise<CallbackClaim> {
    const key = `${callId}\n${digest}`;
    if (this.callbacks.has(key)) return { fresh: false, response: this.callbacks.get(key) ?? null };
    this.callbacks.set(key, null);
    return { fresh: true };
  }
  async saveCallbackResponse(callId: string, digest: string, response: string): Promise<void> {
    this.callbacks.set(`${callId}\n${digest}`, response);
  }
}
