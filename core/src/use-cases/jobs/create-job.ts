import type { Job } from '../../domain/job.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { CreateJobRequest } from '../../contract/jobs.js';
import type { Actor } from '../accounts/tenancy.js';
import { organisationOf, withQuestions } from './job-access.js';
import { assertLanguageServed, type LanguageSupport } from './job-language.js';
import type { JobWithQuestions } from './job-access.js';

/** The result of a create: `created` is false when the draft key was already used (the same job comes back). */
export type CreateJobResult = JobWithQuestions & { created: boolean };

/** POST /api/jobs. */
export class CreateJob {
  constructor(
    private readonly deps: { jobs: JobRepository; clock: Clock; ids: Ids; languages: LanguageSupport },
  ) {}

  /**
   * Stores the job with its questions; `form` was parsed at the edge with the contract's
   * createJobSchema (docs/behaviour/interview.md §5.1). With a `clientDraftKey` the creator already used, nothing is stored and the first
   * job is returned: the repository's unique (createdBy, clientDraftKey) key makes this hold
   * for concurrent double submissions too. A job created active is published now.
   * Errors: FORBIDDEN without an organisation; VALIDATION_FAILED for a language this installation
   * cannot serve (docs/behaviour/interview.md §22).
   */
  async execute(actor: Actor, form: CreateJobRequest): Promise<CreateJobResult> {
    const { jobs, clock, ids } = this.deps;
    const organisationId = organisationOf(actor);
    assertLanguageServed(form.language, this.deps.languages);
    const now = clock.now();
    const { job, created } = await jobs.create({
      id: ids.newId(),
      organisationId,
      title: form.title,
      description: form.description,
      language: form.language,
      location: form.location ?? null,
      companyName: form.companyName ?? null,
      jobType: form.jobType ?? null,
      skills: form.skills ?? [],
      requireIdentityVerification: form.requireIdentityVerification,
      invitationOnly: form.invitationOnly,
      criteriaConfig: form.criteriaConfig ?? null,
      clientDraftKey: form.clientDraftKey || null,
      status: form.status,
      createdBy: actor.userId,
      createdAt: now,
      publishedAt: form.status === 'active' ? now : null,
    });
    if (!created) return { ...(await withQuestions(jobs, job)), created };
    const questions = await jobs.replaceQuestions(job.id, form.questions, now);
    const stored: Job = { ...job, questions: questions.map((q) => q.text) };
    return { job: stored, questions, created };
  }
}
