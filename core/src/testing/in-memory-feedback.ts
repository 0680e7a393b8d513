import {
  defaultJobFeedbackSettings,
  defaultOrganisationFeedbackSettings,
  type CandidateFeedback,
  type CandidateFeedbackUpdate,
  type FeedbackStatus,
  type JobFeedbackSettings,
  type OrganisationFeedbackSettings,
} from '../domain/candidate-feedback.js';
import type { CandidateFeedbackRepository, FeedbackSending } from '../ports/candidate-feedback-repository.js';
import type { EvaluationRepository } from '../ports/evaluation-repository.js';
import type { FeedbackSettingsRepository } from '../ports/feedback-settings-repository.js';

const HOUR_MS = 3_600_000;
const oldestFirst = (a: CandidateFeedback, b: CandidateFeedback) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.sessionId.localeCompare(b.sessionId);

/** FeedbackSettingsRepository in memory: what was never saved reads as the defaults. */
export class InMemoryFeedbackSettings implements FeedbackSettingsRepository {
  private readonly organisations = new Map<string, OrganisationFeedbackSettings>();
  private readonly jobs = new Map<string, JobFeedbackSettings>();

  async organisation(organisationId: string): Promise<OrganisationFeedbackSettings> {
    return {
      ...(this.organisations.get(organisationId) ?? defaultOrganisationFeedbackSettings(organisationId)),
    };
  }
  async saveOrganisation(settings: OrganisationFeedbackSettings): Promise<OrganisationFeedbackSettings> {
    this.organisations.set(settings.organisationId, { ...settings });
    return { ...settings };
  }
  async job(jobId: string): Promise<JobFeedbackSettings> {
    return { ...(this.jobs.get(jobId) ?? defaultJobFeedbackSettings(jobId)) };
  }
  async saveJob(settings: JobFeedbackSettings): Promise<JobFeedbackSettings> {
    this.jobs.set(settings.jobId, { ...settings });
    return { ...settings };
  }
}

/**
 * CandidateFeedbackRepository in memory. The automatic-send listing reads the jobs' settings and
 * the evaluations through the fakes it is given, as the database joins them.
 */
export class InMemoryCandidateFeedbackRepository implements CandidateFeedbackRepository {
  readonly rows = new Map<string, CandidateFeedback>();

  constructor(
    private readonly deps: {
      settings: Pick<FeedbackSettingsRepository, 'job'>;
      evaluations: Pick<EvaluationRepository, 'findLatestBySession'>;
    },
  ) {}

  async open(
    record: Pick<CandidateFeedback, 'sessionId' | 'jobId' | 'createdAt'>,
  ): Promise<CandidateFeedback> {
    const existing = this.rows.get(record.sessionId);
    if (existing) return { ...existing };
    const row: CandidateFeedback = {
      ...record,
      receiptSentAt: null,
      status: 'pending',
      draft: null,
      updatedBy: null,
      updatedAt: null,
      sent: null,
      sentAt: null,
      sentBy: null,
      linkTokenHash: null,
      linkExpiresAt: null,
    };
    this.rows.set(row.sessionId, row);
    return { ...row };
  }

  async findBySession(sessionId: string): Promise<CandidateFeedback | null> {
    const row = this.rows.get(sessionId);
    return row ? { ...row } : null;
  }

  async update(sessionId: string, update: CandidateFeedbackUpdate): Promise<CandidateFeedback | null> {
    const row = this.rows.get(sessionId);
    if (!row) return null;
    Object.assign(row, update);
    return { ...row };
  }

  async claimSending(
    sessionId: string,
    from: readonly FeedbackStatus[],
    sending: FeedbackSending,
  ): Promise<boolean> {
    const row = this.rows.get(sessionId);
    if (!row || !from.includes(row.status)) return false;
    Object.assign(row, {
      status: 'sent',
      sent: sending.content,
      sentAt: sending.at,
      sentBy: sending.by,
      linkTokenHash: sending.linkTokenHash,
      linkExpiresAt: sending.linkExpiresAt,
    });
    return true;
  }

  async claimReceipt(sessionId: string, at: Date): Promise<boolean> {
    const row = this.rows.get(sessionId);
    if (!row || row.receiptSentAt) return false;
    row.receiptSentAt = at;
    return true;
  }

  async listReceiptsDue(openedAfter: Date, openedBefore: Date, limit: number): Promise<CandidateFeedback[]> {
    const opened = (r: CandidateFeedback) =>
      r.createdAt.getTime() >= openedAfter.getTime() && r.createdAt.getTime() <= openedBefore.getTime();
    return [...this.rows.values()]
      .filter((r) => r.receiptSentAt === null && opened(r))
      .sort(oldestFirst)
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }

  async listDueForAutoSend(
    now: Date,
    _defaults: { autoSend: boolean; delayHours: number },
    limit: number,
  ): Promise<CandidateFeedback[]> {
    const due: CandidateFeedback[] = [];
    for (const row of [...this.rows.values()].sort(oldestFirst)) {
      if (row.status !== 'pending') continue;
      // The fake settings answer the defaults for a job that never chose, as `defaults` says.
      const settings = await this.deps.settings.job(row.jobId);
      if (!settings.autoSend) continue;
      if (row.createdAt.getTime() + settings.delayHours * HOUR_MS > now.getTime()) continue;
      if (!(await this.deps.evaluations.findLatestBySession(row.sessionId))) continue;
      due.push({ ...row });
      if (due.length >= limit) break;
    }
    return due;
  }
}
