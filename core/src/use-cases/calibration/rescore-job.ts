import { evaluateKey, type JobQueue } from '../../ports/job-queue.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import type { RescoreResult } from '../../contract/calibration.js';

/**
 * POST /api/jobs/{jobId}/calibration/rescore, "Re-score with your team's ratings"
 * (docs/behaviour/review.md §15): queues the evaluation of every completed interview of the job.
 * Each run gives the evaluator the team's current ratings as anchors; an interview whose input did
 * not change keeps its evaluation (the evaluation's own skip), and a second press while the jobs
 * wait adds nothing (one waiting job per interview). NOT_FOUND for another organisation's job.
 */
export class RescoreJob {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: Pick<CandidateSessionRepository, 'listByJob'>;
      queue: JobQueue;
    },
  ) {}

  async execute(actor: Actor, jobId: string): Promise<RescoreResult> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const completed = (await this.deps.sessions.listByJob(job.id)).filter((s) => s.status === 'completed');
    for (const session of completed) {
      await this.deps.queue.enqueue(
        'evaluate',
        { sessionId: session.id },
        { singletonKey: evaluateKey(session.id) },
      );
    }
    return { queued: completed.length };
  }
}
