import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { ExportLogRepository } from '../../ports/export-log-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import type { ExportLogResult } from '../../contract/review-views.js';

const HOUR_MS = 3_600_000;

/** Hours from `from` to `to`, one decimal, never negative. */
export function hoursBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round(((to.getTime() - from.getTime()) / HOUR_MS) * 10) / 10);
}

/**
 * POST /api/export-logs (docs/behaviour/review.md §7): records a panel export of a job of the caller's
 * organisation, with the hours since the job was published (or created). NOT_FOUND otherwise.
 */
export class LogPanelExport {
  constructor(
    private readonly deps: { jobs: JobRepository; exportLogs: ExportLogRepository; clock: Clock; ids: Ids },
  ) {}

  async execute(actor: Actor, input: { jobId: string; panelSize: number }): Promise<ExportLogResult> {
    const job = await findJobOfActor(this.deps.jobs, actor, input.jobId);
    const exportedAt = this.deps.clock.now();
    const log = {
      id: this.deps.ids.newId(),
      userId: actor.userId,
      jobId: job.id,
      panelSize: input.panelSize,
      exportedAt,
      durationHours: hoursBetween(job.publishedAt ?? job.createdAt, exportedAt),
    };
    await this.deps.exportLogs.add(log);
    return {
      id: log.id,
      jobId: log.jobId,
      panelSize: log.panelSize,
      exportedAt: exportedAt.toISOString(),
      durationHours: log.durationHours,
    };
  }
}
