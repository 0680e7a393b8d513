import { newJobWithDefaults } from '../domain/job.js';
import type { Job, JobQuestion, JobStatus, JobUpdate, NewJob, QuestionDraft } from '../domain/job.js';
import type { JobRepository, QuestionOfJob } from '../ports/job-repository.js';
import type {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from './in-memory-interviews.js';

/** The session and answer fakes whose rows belong to jobs. */
interface InterviewRows {
  sessions: InMemoryCandidateSessionRepository;
  responses: InMemoryCandidateResponseRepository;
}

/**
 * JobRepository in memory, following the port's contract: unique (createdBy, clientDraftKey),
 * newest first, question ids kept when position and text are unchanged. Each call checks and
 * writes without awaiting in between, so concurrent creates with one key store one job.
 */
export class InMemoryJobRepository implements JobRepository {
  private readonly jobs: Job[] = [];
  private readonly questions: JobQuestion[] = [];
  private questionCounter = 0;

  /**
   * `interviews`: the session and answer fakes a deleted job's rows are removed from, as the
   * database cascades them (the port's `delete`). Required, so no testbed runs a job fake that
   * deletes differently from the real repository.
   */
  constructor(private readonly interviews: InterviewRows) {}

  async create(job: NewJob): Promise<{ job: Job; created: boolean }> {
    if (job.clientDraftKey) {
      const existing = this.jobs.find(
        (j) => j.createdBy === job.createdBy && j.clientDraftKey === job.clientDraftKey,
      );
      if (existing) return { job: copy(existing), created: false };
    }
    const row = newJobWithDefaults(job);
    this.jobs.push(row);
    return { job: copy(row), created: true };
  }

  async findById(id: string): Promise<Job | null> {
    const row = this.jobs.find((j) => j.id === id);
    return row ? copy(row) : null;
  }

  async findInOrganisation(id: string, organisationId: string): Promise<Job | null> {
    const row = this.jobs.find((j) => j.id === id && j.organisationId === organisationId);
    return row ? copy(row) : null;
  }

  async listByOrganisation(organisationId: string, status?: JobStatus): Promise<Job[]> {
    return newestFirst(
      this.jobs.filter((j) => j.organisationId === organisationId && (!status || j.status === status)),
    );
  }

  async listAll(): Promise<Job[]> {
    return newestFirst(this.jobs);
  }

  async update(id: string, update: JobUpdate): Promise<Job | null> {
    const row = this.jobs.find((j) => j.id === id);
    if (!row) return null;
    for (const [key, value] of Object.entries(update)) {
      if (value !== undefined) Object.assign(row, { [key]: value });
    }
    return copy(row);
  }

  async delete(id: string): Promise<boolean> {
    const index = this.jobs.findIndex((j) => j.id === id);
    if (index < 0) return false;
    this.jobs.splice(index, 1);
    this.removeQuestions((q) => q.jobId === id);
    this.removeInterviews(this.interviews, id);
    return true;
  }

  async replaceQuestions(jobId: string, drafts: QuestionDraft[], at: Date): Promise<JobQuestion[]> {
    const job = this.jobs.find((j) => j.id === jobId);
    if (!job) throw new Error(`No job ${jobId}`);
    const existing = this.questions.filter((q) => q.jobId === jobId);
    const next = drafts.map((draft, orderIndex): JobQuestion => {
      const same = existing.find((q) => q.orderIndex === orderIndex && q.text === draft.text);
      if (same) return { ...same, pillarId: draft.pillarId, scoringGuide: draft.scoringGuide ?? null };
      this.questionCounter += 1;
      return {
        id: `question-${this.questionCounter}`,
        jobId,
        text: draft.text,
        pillarId: draft.pillarId,
        scoringGuide: draft.scoringGuide ?? null,
        orderIndex,
        createdAt: at,
      };
    });
    this.removeQuestions((q) => q.jobId === jobId);
    this.questions.push(...next);
    job.questions = drafts.map((draft) => draft.text);
    return next.map((q) => ({ ...q }));
  }

  async listQuestions(jobId: string): Promise<JobQuestion[]> {
    return this.questions
      .filter((q) => q.jobId === jobId)
      .sort((a, b) => a.orderIndex - b.orderIndex)
      .map((q) => ({ ...q }));
  }

  async findQuestionAt(jobId: string, index: number): Promise<QuestionOfJob | null> {
    if (!Number.isInteger(index) || index < 0) throw new RangeError(`no question position ${index}`);
    const job = await this.findById(jobId);
    if (!job) return null;
    const question = (await this.listQuestions(jobId))[index] ?? null;
    return { job: { id: job.id, requireIdentityVerification: job.requireIdentityVerification }, question };
  }

  async listQuestionsOfJobs(jobIds: readonly string[]): Promise<Map<string, JobQuestion[]>> {
    const byJob = new Map<string, JobQuestion[]>();
    for (const id of jobIds) byJob.set(id, await this.listQuestions(id));
    return byJob;
  }

  private removeInterviews({ sessions, responses }: InterviewRows, jobId: string): void {
    const gone = new Set([...sessions.rows.values()].filter((s) => s.jobId === jobId).map((s) => s.id));
    for (const id of gone) sessions.rows.delete(id);
    responses.rows.splice(0, responses.rows.length, ...responses.rows.filter((r) => !gone.has(r.sessionId)));
  }

  private removeQuestions(predicate: (q: JobQuestion) => boolean): void {
    for (let i = this.questions.length - 1; i >= 0; i--)
      if (predicate(this.questions[i]!)) this.questions.splice(i, 1);
  }
}

function copy(job: Job): Job {
  return { ...job, questions: [...job.questions], skills: [...job.skills] };
}

function newestFirst(jobs: Job[]): Job[] {
  return [...jobs]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
    .map(copy);
}
