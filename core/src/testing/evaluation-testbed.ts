import type { CandidateResponse } from '../domain/candidate-response.js';
import type { CandidateSession } from '../domain/candidate-session.js';
import type { Evaluation } from '../domain/evaluation.js';
import type { CandidateResponseRepository } from '../ports/candidate-response-repository.js';
import type {
  CandidateSessionRepository,
  CompletedSessionFilter,
} from '../ports/candidate-session-repository.js';
import type { EvaluationRepository } from '../ports/evaluation-repository.js';
import type { Evaluator } from '../ports/evaluator.js';
import type { JobQueue } from '../ports/job-queue.js';
import { buildCriteriaConfig } from '../rules/criteria.js';
import { FixedClock, SequentialIds } from './fixed-clock.js';
import { aCandidateSession } from './in-memory-interviews.js';
import { InMemoryJobRepository } from './in-memory-jobs.js';
import { CompareCandidates } from '../use-cases/evaluation/compare-candidates.js';
import { EvaluateSession } from '../use-cases/evaluation/evaluate-session.js';

/** A completed session with a candidate and the spec's defaults. Test helper. */
export function aSession(
  overrides: Partial<CandidateSession> & Pick<CandidateSession, 'id' | 'jobId'>,
): CandidateSession {
  return aCandidateSession({
    candidateName: 'Wanjiru Kamau',
    candidatePhone: '+254700000001',
    candidateEmail: 'wanjiru@example.com',
    status: 'completed',
    startedAt: new Date('2025-01-15T08:00:00Z'),
    completedAt: new Date('2025-01-15T08:20:00Z'),
    ...overrides,
  });
}

/** Sessions in memory (only what the evaluation needs is real). */
class Sessions implements CandidateSessionRepository {
  readonly rows = new Map<string, CandidateSession>();
  async create(s: Parameters<CandidateSessionRepository['create']>[0]) {
    const row = aSession(s);
    this.rows.set(row.id, row);
    return row;
  }
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  async findInJob(id: string, jobId: string) {
    const row = this.rows.get(id);
    return row && row.jobId === jobId ? row : null;
  }
  async listByJob(jobId: string) {
    return [...this.rows.values()].filter((s) => s.jobId === jobId);
  }
  async listByJobs(jobIds: readonly string[]) {
    return [...this.rows.values()].filter((s) => jobIds.includes(s.jobId));
  }
  async listCompleted(filter: CompletedSessionFilter = {}) {
    return [...this.rows.values()]
      .filter(
        (s): s is CandidateSession & { completedAt: Date } =>
          s.status === 'completed' && s.completedAt !== null,
      )
      .filter((s) => filter.jobId === undefined || s.jobId === filter.jobId)
      .filter((s) => !filter.completedFrom || s.completedAt >= filter.completedFrom)
      .filter((s) => !filter.completedBefore || s.completedAt < filter.completedBefore)
      .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime() || a.id.localeCompare(b.id));
  }
  async update(id: string, update: Parameters<CandidateSessionRepository['update']>[1]) {
    const row = this.rows.get(id);
    if (!row) return null;
    const next = { ...row, ...update };
    this.rows.set(id, next);
    return next;
  }
}

/** Answers in memory. */
class Responses implements CandidateResponseRepository {
  readonly rows: CandidateResponse[] = [];
  async upsert(): Promise<never> {
    throw new Error('not used by the evaluation');
  }
  async findById(id: string) {
    return this.rows.find((r) => r.id === id) ?? null;
  }
  async findBySessionAndIndex(sessionId: string, questionIndex: number) {
    return this.rows.find((r) => r.sessionId === sessionId && r.questionIndex === questionIndex) ?? null;
  }
  async listBySession(sessionId: string) {
    return this.rows.filter((r) => r.sessionId === sessionId);
  }
  async listBySessions(ids: readonly string[]) {
    return this.rows.filter((r) => ids.includes(r.sessionId));
  }
  async saveTranscript(
    id: string,
    t: { text: string; confidence: number | null; readableText?: string | null },
  ) {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return null;
    Object.assign(row, {
      transcribedText: t.text,
      transcriptionConfidence: t.confidence,
      readableText: t.readableText ?? null,
    });
    return row;
  }
  async setSamePerson() {}
}

/** Evaluations in memory; the latest `evaluatedAt` (then the last added) counts. */
class Evaluations implements EvaluationRepository {
  readonly rows: Evaluation[] = [];
  async add(e: Evaluation) {
    this.rows.push(e);
    return e;
  }
  async findLatestBySession(sessionId: string) {
    const mine = this.rows.filter((e) => e.sessionId === sessionId);
    return mine.reduce<Evaluation | null>((a, b) => (a && a.evaluatedAt > b.evaluatedAt ? a : b), null);
  }
  async listLatestBySessions(ids: readonly string[]) {
    const latest = await Promise.all(ids.map((id) => this.findLatestBySession(id)));
    return latest.filter((e): e is Evaluation => e !== null);
  }
}

/** The evaluation use cases over in-memory fakes, with a job of the given weights in 'org-acme'. */
export async function evaluationTestbed(
  evaluator: Evaluator,
  options: { transcriberConfigured?: boolean; queue?: JobQueue; requeueTranscriptionsAfterMs?: number } = {},
) {
  const jobs = new InMemoryJobRepository();
  const sessions = new Sessions();
  const responses = new Responses();
  const evaluations = new Evaluations();
  const clock = new FixedClock();
  const ids = new SequentialIds();
  const { job } = await jobs.create({
    id: 'job-1',
    organisationId: 'org-acme',
    title: 'Customer Support Agent',
    description: 'Answer customer calls and resolve complaints.',
    skills: ['English'],
    criteriaConfig: buildCriteriaConfig({ communication: 60, problem_solving: 40 }),
    createdBy: 'user-hr',
    createdAt: clock.now(),
  });
  await jobs.replaceQuestions(
    job.id,
    [
      { text: 'Tell us about yourself.', pillarId: null },
      { text: 'Describe a difficult call.', pillarId: 'communication' },
    ],
    clock.now(),
  );
  let answerCounter = 0;
  const addAnswer = (sessionId: string, questionIndex: number, fields: Partial<CandidateResponse> = {}) => {
    answerCounter += 1;
    responses.rows.push({
      id: `answer-${answerCounter}`,
      sessionId,
      questionId: null,
      questionIndex,
      questionText: `Question ${questionIndex}`,
      audioFilePath: `sessions/${sessionId}/${questionIndex}.webm`,
      transcribedText: null,
      readableText: null,
      transcriptionConfidence: null,
      duration: 30,
      createdAt: clock.now(),
      isSamePerson: true,
      ...fields,
    });
  };
  const evaluate = new EvaluateSession({
    jobs,
    sessions,
    responses,
    evaluations,
    evaluator,
    clock,
    ids,
    transcriberConfigured: options.transcriberConfigured ?? true,
    ...(options.queue ? { queue: options.queue } : {}),
    ...(options.requeueTranscriptionsAfterMs !== undefined
      ? { requeueTranscriptionsAfterMs: options.requeueTranscriptionsAfterMs }
      : {}),
  });
  return {
    jobs,
    job,
    sessions,
    responses,
    evaluations,
    clock,
    addAnswer,
    evaluate,
    compare: new CompareCandidates({ jobs, sessions, evaluations }),
  };
}
