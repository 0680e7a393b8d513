import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { newJobWithDefaults } from '@sauti/core/domain/job';
import type { Job, JobQuestion, JobStatus, JobUpdate, NewJob, QuestionDraft } from '@sauti/core/domain/job';
import type { JobRepository, QuestionOfJob } from '@sauti/core/ports/job-repository';
import { JobQuestionSchema, JobSchema } from '../entities/job.entity.js';
import { toJob, toJobQuestion } from './job-mapping.js';
import { OrmRepository } from './orm-repository.js';

// The job's identity rule and its question at an interview position, in one statement: an answer
// upload asked for the job and for all its questions, two of its round trips (docs/performance.md).
const QUESTION_AT_SQL = `
select j.id as "jobId", j.require_identity_verification as "requireIdentityVerification",
  q.id, q.text, q.pillar_id as "pillarId", q.scoring_guide as "scoringGuide",
  q.order_index as "orderIndex", q.created_at as "createdAt"
from jobs j
left join lateral (
  select * from job_questions where job_id = j.id order by order_index offset ? limit 1
) q on true
where j.id = ?`;

interface QuestionAtRow {
  jobId: string;
  requireIdentityVerification: string;
  id: string | null;
  text: string;
  pillarId: string | null;
  scoringGuide: string | null;
  orderIndex: number;
  createdAt: Date | string;
}

const UPDATABLE_FIELDS = [
  'title',
  'description',
  'language',
  'location',
  'companyName',
  'jobType',
  'skills',
  'requireIdentityVerification',
  'invitationOnly',
  'criteriaConfig',
  'evalVersion',
  'status',
  'publishedAt',
] as const satisfies readonly (keyof JobUpdate)[];

/** `JobRepository` on MikroORM. */
export class OrmJobRepository extends OrmRepository implements JobRepository {
  async create(job: NewJob): Promise<{ job: Job; created: boolean }> {
    const em = this.em();
    const { organisationId, ...fields } = newJobWithDefaults(job);
    const row = { ...fields, organisation: organisationId };
    const result = await em
      .createQueryBuilder(JobSchema)
      .insert(row)
      .onConflict(['createdBy', 'clientDraftKey'])
      .ignore()
      .execute('run');
    // With a null draft key nothing conflicts; otherwise a retried create finds the first job.
    const stored =
      result.affectedRows > 0
        ? await em.findOneOrFail(JobSchema, { id: job.id })
        : await em.findOneOrFail(JobSchema, { createdBy: job.createdBy, clientDraftKey: row.clientDraftKey });
    return { job: toJob(stored), created: result.affectedRows > 0 };
  }

  async findById(id: string): Promise<Job | null> {
    const row = await this.em().findOne(JobSchema, { id });
    return row ? toJob(row) : null;
  }

  async findInOrganisation(id: string, organisationId: string): Promise<Job | null> {
    const row = await this.em().findOne(JobSchema, { id, organisation: organisationId });
    return row ? toJob(row) : null;
  }

  async listByOrganisation(organisationId: string, status?: JobStatus): Promise<Job[]> {
    const where = status ? { organisation: organisationId, status } : { organisation: organisationId };
    const rows = await this.em().find(JobSchema, where, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(toJob);
  }

  async listAll(): Promise<Job[]> {
    const rows = await this.em().find(JobSchema, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return rows.map(toJob);
  }

  async update(id: string, update: JobUpdate): Promise<Job | null> {
    const em = this.em();
    const row = await em.findOne(JobSchema, { id });
    if (!row) return null;
    const changes: Record<string, unknown> = {};
    for (const field of UPDATABLE_FIELDS) if (update[field] !== undefined) changes[field] = update[field];
    em.assign(row, changes);
    await em.flush();
    return toJob(row);
  }

  async delete(id: string): Promise<boolean> {
    return (await this.em().nativeDelete(JobSchema, { id })) > 0;
  }

  async listQuestions(jobId: string): Promise<JobQuestion[]> {
    const rows = await this.em().find(JobQuestionSchema, { job: jobId }, { orderBy: { orderIndex: 'asc' } });
    return rows.map(toJobQuestion);
  }

  async findQuestionAt(jobId: string, index: number): Promise<QuestionOfJob | null> {
    if (!Number.isInteger(index) || index < 0) throw new RangeError(`no question position ${index}`);
    const [row] = await this.sql<QuestionAtRow>(this.em(), QUESTION_AT_SQL, [index, jobId]);
    if (!row) return null;
    const job = { id: row.jobId, requireIdentityVerification: row.requireIdentityVerification };
    if (row.id === null) return { job, question: null };
    const question = toJobQuestion({
      id: row.id,
      job: row.jobId,
      text: row.text,
      pillarId: row.pillarId,
      scoringGuide: row.scoringGuide,
      orderIndex: row.orderIndex,
      createdAt: new Date(row.createdAt),
    } as Parameters<typeof toJobQuestion>[0]);
    return { job, question };
  }

  async listQuestionsOfJobs(jobIds: readonly string[]): Promise<Map<string, JobQuestion[]>> {
    const byJob = new Map<string, JobQuestion[]>(jobIds.map((id) => [id, []]));
    if (jobIds.length === 0) return byJob;
    const rows = await this.em().find(
      JobQuestionSchema,
      { job: { $in: [...jobIds] } },
      { orderBy: { job: 'asc', orderIndex: 'asc' } },
    );
    for (const row of rows.map(toJobQuestion)) byJob.get(row.jobId)?.push(row);
    return byJob;
  }

  async replaceQuestions(jobId: string, questions: QuestionDraft[], at: Date): Promise<JobQuestion[]> {
    return this.em().transactional(async (em) => {
      // Row lock: two editors saving at once apply one after the other.
      const job = await em.findOneOrFail(JobSchema, { id: jobId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const existing = await em.find(JobQuestionSchema, { job: jobId }, { orderBy: { orderIndex: 'asc' } });
      const kept = new Set<string>();
      questions.forEach((draft, orderIndex) => {
        const same = existing.find((row) => row.orderIndex === orderIndex && row.text === draft.text);
        if (same) {
          same.pillarId = draft.pillarId;
          same.scoringGuide = draft.scoringGuide ?? null;
          kept.add(same.id);
        } else {
          em.create(JobQuestionSchema, {
            id: randomUUID(),
            job: jobId,
            text: draft.text,
            pillarId: draft.pillarId,
            scoringGuide: draft.scoringGuide ?? null,
            orderIndex,
            createdAt: at,
          });
        }
      });
      for (const row of existing) if (!kept.has(row.id)) em.remove(row);
      job.questions = questions.map((draft) => draft.text);
      await em.flush();
      const rows = await em.find(JobQuestionSchema, { job: jobId }, { orderBy: { orderIndex: 'asc' } });
      return rows.map(toJobQuestion);
    });
  }
}
