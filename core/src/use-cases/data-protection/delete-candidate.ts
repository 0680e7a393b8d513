import { candidateEmail } from './candidate-email.js';
import { removeCandidates, type RemovalDeps, type RemovalReport } from './removal-report.js';

/** A data-subject deletion's report, with the address it was about. */
export interface DeleteCandidateReport extends RemovalReport {
  email: string;
}

/**
 * A data-subject request: removes every session of one email address (ignoring case, in every
 * organisation) with its answers, evaluations, speaker embeddings and files.
 */
export class DeleteCandidate {
  constructor(private readonly deps: RemovalDeps) {}

  /** Errors: VALIDATION_FAILED for a malformed address (nothing is touched). */
  async execute(input: { email: string; dryRun: boolean }): Promise<DeleteCandidateReport> {
    const email = candidateEmail(input.email);
    const report = await removeCandidates(this.deps, { kind: 'email', email }, input.dryRun);
    return { email, ...report };
  }
}
