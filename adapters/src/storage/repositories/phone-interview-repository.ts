import { DomainError } from '@sauti/core/domain/errors';
import type {
  PhoneCall,
  PhoneCallTotals,
  PhoneInterview,
} from '@sauti/core/ports/phone-interview-repository';
import type { CallbackClaim, PhoneInterviewRepository } from '@sauti/core/ports/phone-interview-repository';
import {
  PhoneCallbackSchema,
  PhoneCallSchema,
  PhoneInterviewSchema,
  type PhoneCallRow,
  type PhoneInterviewRow,
} from '../entities/phone.entity.js';
import { isUniqueViolation, OrmRepository } from './orm-repository.js';

function toInterview(row: PhoneInterviewRow): PhoneInterview {
  return {
    sessionId: row.sessionId,
    jobId: row.jobId,
    phone: row.phone,
    mode: row.mode as PhoneInterview['mode'],
    pinHash: row.pinHash ?? null,
    pinExpiresAt: row.pinExpiresAt,
    consentedAt: row.consentedAt ?? null,
    createdAt: row.createdAt,
  };
}

function toCall(row: PhoneCallRow): PhoneCall {
  return {
    id: row.id,
    sessionId: row.sessionId ?? null,
    jobId: row.jobId ?? null,
    provider: row.provider as PhoneCall['provider'],
    direction: row.direction as PhoneCall['direction'],
    providerCallId: row.providerCallId ?? null,
    secretHash: row.secretHash,
    candidateNumber: row.candidateNumber,
    flow: row.flow ?? null,
    pinAttempts: row.pinAttempts,
    status: row.status as PhoneCall['status'],
    retryOf: row.retryOf ?? null,
    createdAt: row.createdAt,
    endedAt: row.endedAt ?? null,
    durationSeconds: row.durationSeconds ?? null,
    estimatedCostMicros:
      row.estimatedCostMicros === null || row.estimatedCostMicros === undefined
        ? null
        : Number(row.estimatedCostMicros),
    reportedCost: row.reportedCost ?? null,
  };
}

/** Calls, seconds and estimated cost of the rows selected (bigint sums arrive as text). */
const TOTALS_COLUMNS = `count(*) as calls, coalesce(sum(duration_seconds), 0) as seconds,
  coalesce(sum(estimated_cost_micros), 0) as cost`;
interface TotalsRow {
  calls: string | number;
  seconds: string | number | null;
  cost: string | number | null;
}
const totalsOf = (row: TotalsRow | undefined): PhoneCallTotals => ({
  calls: Number(row?.calls ?? 0),
  seconds: Number(row?.seconds ?? 0),
  estimatedCostMicros: Number(row?.cost ?? 0),
});

/** `PhoneInterviewRepository` on `phone_interviews`, `phone_calls` and `phone_callbacks`. */
export class OrmPhoneInterviewRepository extends OrmRepository implements PhoneInterviewRepository {
  async addInterview(interview: PhoneInterview): Promise<void> {
    try {
      await this.em().insert(PhoneInterviewSchema, { ...interview });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'This PIN is in use.');
      throw error;
    }
  }

  async findInterview(sessionId: string): Promise<PhoneInterview | null> {
    const row = await this.em().findOne(PhoneInterviewSchema, { sessionId });
    return row ? toInterview(row) : null;
  }

  async sessionsTakenByPhone(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.em().find(
      PhoneInterviewSchema,
      { sessionId: { $in: [...sessionIds] } },
      { fields: ['sessionId'] },
    );
    return new Set(rows.map((r) => r.sessionId));
  }

  async findByPin(pinHash: string, now: Date): Promise<PhoneInterview | null> {
    const em = this.em();
    const [row] = await this.sql<Record<string, unknown>>(
      em,
      `select p.* from phone_interviews p join candidate_sessions s on s.id = p.session_id
        where p.pin_hash = ? and p.pin_expires_at > ? and s.status = 'in_progress' limit 1`,
      [pinHash, now],
    );
    return row ? toInterview(em.map(PhoneInterviewSchema, row) as PhoneInterviewRow) : null;
  }

  async recordConsent(sessionId: string, at: Date): Promise<void> {
    await this.em().nativeUpdate(PhoneInterviewSchema, { sessionId, consentedAt: null }, { consentedAt: at });
  }

  async clearPin(sessionId: string): Promise<void> {
    await this.em().nativeUpdate(PhoneInterviewSchema, { sessionId }, { pinHash: null });
  }

  async addCall(call: PhoneCall): Promise<void> {
    await this.em().insert(PhoneCallSchema, { ...call });
  }

  async findCall(id: string): Promise<PhoneCall | null> {
    const row = await this.em().findOne(PhoneCallSchema, { id });
    return row ? toCall(row) : null;
  }

  async findCallByProviderId(
    provider: PhoneCall['provider'],
    providerCallId: string,
  ): Promise<PhoneCall | null> {
    const row = await this.em().findOne(PhoneCallSchema, { provider, providerCallId });
    return row ? toCall(row) : null;
  }

  async updateCall(id: string, patch: Partial<PhoneCall>): Promise<void> {
    await this.em().nativeUpdate(PhoneCallSchema, { id }, patch);
  }

  async callsOf(sessionId: string): Promise<PhoneCall[]> {
    const rows = await this.em().find(
      PhoneCallSchema,
      { sessionId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(toCall);
  }

  async totalsForJob(jobId: string): Promise<PhoneCallTotals> {
    const [row] = await this.sql<TotalsRow>(
      this.em(),
      `select ${TOTALS_COLUMNS} from phone_calls where job_id = ?`,
      [jobId],
    );
    return totalsOf(row);
  }

  async totalsForSessions(sessionIds: readonly string[]): Promise<Map<string, PhoneCallTotals>> {
    if (sessionIds.length === 0) return new Map();
    const rows = await this.sql<TotalsRow & { session_id: string }>(
      this.em(),
      `select session_id, ${TOTALS_COLUMNS} from phone_calls
        where session_id in (select jsonb_array_elements_text(?::jsonb)) group by session_id`,
      // As JSON text: the driver would spread an array into a list of values.
      [JSON.stringify(sessionIds)],
    );
    return new Map(rows.map((row) => [row.session_id, totalsOf(row)]));
  }

  async claimCallback(callId: string, digest: string, at: Date): Promise<CallbackClaim> {
    const em = this.em();
    const inserted = await this.sql(
      em,
      `insert into phone_callbacks (call_id, digest, response, created_at) values (?, ?, null, ?)
        on conflict do nothing returning call_id`,
      [callId, digest, at],
    );
    if (inserted.length > 0) return { fresh: true };
    const row = await em.findOne(PhoneCallbackSchema, { callId, digest });
    return { fresh: false, response: row?.response ?? null };
  }

  async saveCallbackResponse(callId: string, digest: string, response: string): Promise<void> {
    await this.em().nativeUpdate(PhoneCallbackSchema, { callId, digest }, { response });
  }
}
