import type { V1Job } from '../../contract/api-v1.js';
import type { V1CreateJobRequest, V1UpdateJobRequest } from '../../contract/api-v1-jobs.js';
import type { CreateJobRequest, UpdateJobRequest } from '../../contract/jobs.js';
import { DomainError } from '../../domain/errors.js';
import type { JobStatus } from '../../domain/job.js';
import type { ApiCaller } from '../api-keys/authenticate-api-key.js';
import type { ChangeJobStatus } from '../jobs/change-job-status.js';
import type { CreateJob } from '../jobs/create-job.js';
import type { UpdateJob } from '../jobs/update-job.js';
import type { JobWithQuestions } from '../jobs/job-access.js';
import { presentReviewJob } from '../review/present-job.js';
import { presentV1Job } from './present-v1.js';

/**
 * A job needs a member as its creator; a key outlives the member who made it (its creator is then
 * cleared), and such a key acts as itself, which is nobody a job can belong to.
 */
export const KEY_WITHOUT_MEMBER_MESSAGE =
  'The member who made this key is gone, so it cannot create jobs: make a new key on the Integrations page';

/** The API's names of a job's fields in the job editor's (contract/jobs.ts). */
function editorFields(request: V1CreateJobRequest): Omit<CreateJobRequest, EditorOnly>;
function editorFields(request: V1UpdateJobRequest): UpdateJobRequest;
function editorFields(request: V1UpdateJobRequest): UpdateJobRequest {
  return {
    title: request.title,
    description: request.description,
    questions: request.questions,
    criteriaConfig: request.criteria,
    location: request.location,
    companyName: request.company_name,
    jobType: request.job_type,
    skills: request.skills,
    invitationOnly: request.invitation_only,
    language: request.language,
  };
}
/** What the API does not take from the caller: set below for every draft. */
type EditorOnly = 'requireIdentityVerification' | 'status' | 'clientDraftKey';

/**
 * The job writes of /api/v1 (docs/behaviour/platform.md §15) through the job editor's own use
 * cases: the same stored fields, status transitions (draft → active → archived and back) and
 * tenancy (another organisation's job is NOT_FOUND).
 */
export class ApiV1Jobs {
  constructor(
    private readonly deps: {
      create: CreateJob;
      update: UpdateJob;
      changeStatus: ChangeJobStatus;
      publicUrl: string;
    },
  ) {}

  /** Saves a draft with its questions and criteria; publishing is a separate call. */
  async createDraft(caller: ApiCaller, request: V1CreateJobRequest): Promise<V1Job> {
    if (caller.actor.userId === caller.keyId) throw new DomainError('FORBIDDEN', KEY_WITHOUT_MEMBER_MESSAGE);
    const created = await this.deps.create.execute(caller.actor, {
      ...editorFields(request),
      requireIdentityVerification: request.require_identity_verification ? 'true' : 'false',
      status: 'draft',
      clientDraftKey: undefined,
    });
    return this.present(created);
  }

  /** Changes the fields given, as the job editor's save does (an empty change is VALIDATION_FAILED). */
  async update(caller: ApiCaller, jobId: string, request: V1UpdateJobRequest): Promise<V1Job> {
    const updated = await this.deps.update.execute(caller.actor, jobId, editorFields(request));
    return this.present(updated);
  }

  /** Publishes (active) or archives the job, as the job list's buttons do; the current status is a no-op. */
  async changeStatus(caller: ApiCaller, jobId: string, status: JobStatus): Promise<V1Job> {
    return this.present(await this.deps.changeStatus.execute(caller.actor, jobId, status));
  }

  private present({ job, questions }: JobWithQuestions): V1Job {
    return presentV1Job(presentReviewJob(job, questions, this.deps.publicUrl));
  }
}
