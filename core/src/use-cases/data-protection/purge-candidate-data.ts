import type { Clock } from '../../ports/clock.js';
import { removeCandidates, type RemovalDeps, type RemovalReport } from './removal-report.js';
import { parseRetentionPeriod, retentionCutoff } from '../../rules/retention-period.js';

/** A purge's report: what went, and the period and cutoff it applied. */
export interface PurgeReport extends RemovalReport {
  olderThan: string;
  cutoff: Date;
}

/**
 * Retention: removes candidate sessions whose latest activity (`completedAt ?? startedAt`) is
 * older than a period, with their answers, evaluations, speaker embeddings and files. A session
 * still in progress counts from its start, so an abandoned interview ages out like a finished one.
 * Jobs, users and newer sessions are never touched.
 */
export class PurgeCandidateData {
  constructor(private readonly deps: RemovalDeps & { clock: Clock }) {}

  /** Errors: VALIDATION_FAILED for a period that cannot be read (nothing is touched). */
  async execute(input: { olderThan: string; dryRun: boolean }): Promise<PurgeReport> {
    const period = parseRetentionPeriod(input.olderThan);
    const cutoff = retentionCutoff(this.deps.clock.now(), period);
    const report = await removeCandidates(this.deps, { kind: 'inactive-before', cutoff }, input.dryRun);
    return { olderThan: period.text, cutoff, ...report };
  }
}
