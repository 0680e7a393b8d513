import type {
  CandidateSession,
  CandidateSessionStatus,
  CandidateSessionUpdate,
  HiringOutcome,
  NewCandidateSession,
  VerificationStatus,
  VerificationType,
} from '@sauti/core/domain/candidate-session';
import type {
  CandidateSessionRepository,
  CompletedSessionFilter,
} from '@sauti/core/ports/candidate-session-repository';
import { CandidateSessionSchema, type CandidateSessionRow } from '../entities/candidate-session.entity.js';
import { OrmRepository } from './orm-repository.js';

/** Every field a session may be created or updated with (never id, jobId or startedAt after creation). */
const MUTABLE_FIELDS = [
  'candidateName',
  'candidatePhone',
  'candidateEmail',
  'externalReference',
  'cvFilePath',
  'status',
  'currentQuestionIndex',
  'completedAt',
  'referrerUrl',
  'verificationFilePath',
  'verificationType',
  'verificationStatus',
  'verificationPhrase',
  'verificationCode',
  'verifiedAt',
  'phraseTranscript',
  'phraseNormalizedTranscript',
  'phraseNormalizedExpected',
  'phraseMatchExact',
  'phraseMatchScore',
  'phraseCheckedAt',
  'voiceVerifyScores',
  'voiceVerifyScore',
  'voiceVerifyCheckedAt',
  'ecapaVerifySimilarities',
  'ecapaVerifyScore',
  'ecapaVerifyCheckedAt',
  'browserFingerprint',
  'ipAddress',
  'timePerQuestion',
  'tabSwitchCount',
  'enrollmentRecordingUrl',
  'inPanel',
  'hiringOutcome',
  'hiringOutcomeUpdatedAt',
  'candidateTokenHash',
  'evaluationRequestedAt',
] as const satisfies readonly (keyof CandidateSessionUpdate)[];

/** The spec's defaults of a new session (docs/behaviour/review.md §3.1). */
const DEFAULTS = {
  status: 'in_progress',
  currentQuestionIndex: 0,
  verificationStatus: 'not_required',
  tabSwitchCount: 0,
  inPanel: false,
} as const;

function pick(source: CandidateSessionUpdate): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of MUTABLE_FIELDS) if (source[field] !== undefined) picked[field] = source[field];
  return picked;
}

export function toSession(row: CandidateSessionRow): CandidateSession {
  const nullable = Object.fromEntries(MUTABLE_FIELDS.map((field) => [field, row[field] ?? null]));
  return {
    ...(nullable as Omit<CandidateSession, 'id' | 'jobId' | 'startedAt'>),
    id: row.id,
    jobId: row.job,
    startedAt: row.startedAt,
    status: row.status as CandidateSessionStatus,
    currentQuestionIndex: row.currentQuestionIndex,
    verificationStatus: row.verificationStatus as VerificationStatus,
    verificationType: (row.verificationType ?? null) as VerificationType | null,
    tabSwitchCount: row.tabSwitchCount,
    inPanel: row.inPanel,
    hiringOutcome: (row.hiringOutcome ?? null) as HiringOutcome | null,
  };
}

/** `CandidateSessionRepository` on MikroORM. */
export class OrmCandidateSessionRepository extends OrmRepository implements CandidateSessionRepository {
  async create(session: NewCandidateSession): Promise<CandidateSession> {
    const em = this.em();
    const row = {
      ...DEFAULTS,
      ...pick(session),
      id: session.id,
      job: session.jobId,
      startedAt: session.startedAt,
    };
    await em.insert(CandidateSessionSchema, row);
    return toSession(await em.findOneOrFail(CandidateSessionSchema, { id: session.id }));
  }

  async findById(id: string): Promise<CandidateSession | null> {
    const row = await this.em().findOne(CandidateSessionSchema, { id });
    return row ? toSession(row) : null;
  }

  async findInJob(id: string, jobId: string): Promise<CandidateSession | null> {
    const row = await this.em().findOne(CandidateSessionSchema, { id, job: jobId });
    return row ? toSession(row) : null;
  }

  async listByJob(jobId: string): Promise<CandidateSession[]> {
    return this.listByJobs([jobId]);
  }

  async listByJobs(jobIds: readonly string[]): Promise<CandidateSession[]> {
    if (jobIds.length === 0) return [];
    const rows = await this.em().find(
      CandidateSessionSchema,
      { job: { $in: [...jobIds] } },
      { orderBy: { startedAt: 'asc', id: 'asc' } },
    );
    return rows.map(toSession);
  }

  async listCompleted(filter: CompletedSessionFilter = {}): Promise<CandidateSession[]> {
    const completedAt: Record<string, Date> = {};
    if (filter.completedFrom) completedAt.$gte = filter.completedFrom;
    if (filter.completedBefore) completedAt.$lt = filter.completedBefore;
    const rows = await this.em().find(
      CandidateSessionSchema,
      {
        status: 'completed',
        ...(filter.jobId !== undefined ? { job: filter.jobId } : {}),
        ...(Object.keys(completedAt).length ? { completedAt } : {}),
      },
      { orderBy: { completedAt: 'asc', id: 'asc' } },
    );
    return rows.map(toSession);
  }

  /**
   * One UPDATE … RETURNING statement: a load-then-flush took four round trips (select, begin,
   * update, commit) on every answer a candidate uploads (docs/performance.md).
   */
  async discard(id: string): Promise<void> {
    await this.em().nativeDelete(CandidateSessionSchema, { id });
  }

  async update(id: string, update: CandidateSessionUpdate): Promise<CandidateSession | null> {
    const changes = pick(update);
    const em = this.em();
    if (Object.keys(changes).length === 0) {
      const row = await em.findOne(CandidateSessionSchema, { id });
      return row ? toSession(row) : null;
    }
    const rows = await em
      .createQueryBuilder(CandidateSessionSchema)
      .update(changes)
      .where({ id })
      .returning('*')
      .execute('all', true);
    const [row] = rows as unknown as CandidateSessionRow[];
    return row ? toSession(row) : null;
  }
}
