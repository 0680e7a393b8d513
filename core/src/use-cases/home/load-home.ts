import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { Job } from '../../domain/job.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';

/** What the home screens are computed from: three queries, whatever the number of candidates. */
export interface HomeData {
  jobs: Job[];
  sessions: CandidateSession[];
  evaluations: Evaluation[];
  /** When they were read: "this week" and "active now" are counted back from it. */
  now: Date;
}

/** Loads an organisation's jobs, their sessions and the latest evaluation of each session. */
export class LoadHomeData {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      evaluations: EvaluationRepository;
      clock: Clock;
    },
  ) {}

  async execute(organisationId: string): Promise<HomeData> {
    const jobs = await this.deps.jobs.listByOrganisation(organisationId);
    const sessions = jobs.length ? await this.deps.sessions.listByJobs(jobs.map((j) => j.id)) : [];
    const evaluations = sessions.length
      ? await this.deps.evaluations.listLatestBySessions(sessions.map((s) => s.id))
      : [];
    return { jobs, sessions, evaluations, now: this.deps.clock.now() };
  }
}
