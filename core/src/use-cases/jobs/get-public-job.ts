import { DomainError } from '../../domain/errors.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { PublicJob } from '../../contract/public-jobs.js';
import type { InvitationAdmission } from '../candidate-invitations/invitation-admission.js';

/** Minutes a candidate should set aside per question (docs/behaviour/interview.md §9: ceil(questions × 2.5)). */
export const MINUTES_PER_QUESTION = 2.5;

/** The estimated length of an interview of `questionCount` questions, in whole minutes. */
export function estimatedInterviewMinutes(questionCount: number): number {
  return Math.ceil(questionCount * MINUTES_PER_QUESTION);
}

/** The message when a job is missing, a draft or archived: the interview link works only for active jobs. */
export const INTERVIEW_NOT_FOUND_MESSAGE = 'Interview not found';

/** GET /api/public/jobs/{id} (no sign-in). */
export class GetPublicJob {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      /** Checks the personal link of an invitation-only job (docs/behaviour/interview.md §15). */
      invitations: Pick<InvitationAdmission, 'assertMayView'>;
    },
  ) {}

  /**
   * The active job for the interview page. Errors: NOT_FOUND unless the job exists and is active,
   * and, for an invitation-only job, unless `invite` is a valid invitation to it.
   */
  async execute(id: string, invite: string | null = null): Promise<PublicJob> {
    const job = await this.deps.jobs.findById(id);
    if (!job || job.status !== 'active') throw new DomainError('NOT_FOUND', INTERVIEW_NOT_FOUND_MESSAGE);
    await this.deps.invitations.assertMayView(job, invite);
    const questions = await this.deps.jobs.listQuestions(id);
    return {
      id: job.id,
      title: job.title,
      description: job.description,
      companyName: job.companyName,
      location: job.location,
      language: job.language,
      requireIdentityVerification: job.requireIdentityVerification,
      questions: questions.map((q) => ({ id: q.id, text: q.text, orderIndex: q.orderIndex })),
      estimatedMinutes: estimatedInterviewMinutes(questions.length),
    };
  }
}
