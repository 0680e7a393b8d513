import type { CandidateResponse } from '../domain/candidate-response.js';
import type { CandidateSession } from '../domain/candidate-session.js';
import type { CandidateSessionRepository } from '../ports/candidate-session-repository.js';
import type { Evaluator } from '../ports/evaluator.js';
import type { JobQueue } from '../ports/job-queue.js';
import { buildCriteriaConfig } from '../rules/criteria.js';
import { FakeDigest } from './fake-password-hasher.js';
import { FixedClock, SequentialIds } from './fixed-clock.js';
import { InMemoryAnswerRatingRepository } from './in-memory-answer-ratings.js';
import { InMemoryEvaluationRepository } from './in-memory-evaluations.js';
import {
  aCandidateSession,
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from './in-memory-interviews.js';
import { InMemoryJobRepository } from './in-memory-jobs.js';
import { CompareCandidates } from '../use-cases/evaluation/compare-candidates.js';
import { EvaluateBatch } from '../use-cases/evaluation/batch/evaluate-batch.js';
import { EvaluateSession } from '../use-cases/evaluation/evaluate-session.js';
import { InMemoryBatchEvaluationStore } from './in-memory-batch-store.js';

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

/**
 * Sessions as the evaluation meets them: created completed, with a candidate (the shared fake,
 * run against the storage contract suite, with only the defaults of a finished interview).
 */
class CompletedSessions extends InMemoryCandidateSessionRepository {
  override async create(session: Parameters<CandidateSessionRepository['create']>[0]) {
    const row = aSession(session);
    this.rows.set(row.id, row);
    return { ...row };
  }
}

/** The evaluation use cases over in-memory fakes, with a job of the given weights in 'org-acme'. */
export async function evaluationTestbed(
  evaluator: Evaluator,
  options: { transcriberConfigured?: boolean; queue?: JobQueue; requeueTranscriptionsAfterMs?: number } = {},
) {
  const sessions = new CompletedSessions();
  const responses = new InMemoryCandidateResponseRepository();
  const jobs = new InMemoryJobRepository({ sessions, responses });
  const evaluations = new InMemoryEvaluationRepository();
  const ratings = new InMemoryAnswerRatingRepository({ sessions, responses });
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
      transcriptWords: null,
      transcriber: null,
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
    ratings,
    evaluator,
    clock,
    ids,
    digest: new FakeDigest(),
    transcriberConfigured: options.transcriberConfigured ?? true,
    ...(options.queue ? { queue: options.queue } : {}),
    ...(options.requeueTranscriptionsAfterMs !== undefined
      ? { requeueTranscriptionsAfterMs: options.requeueTranscriptionsAfterMs }
      : {}),
  });
  /** The batch path over the same fakes, with its own store (to count its calls) and ids. */
  const batch = (batchEvaluator: Evaluator = evaluator, batchOptions: { pageSize?: number } = {}) => {
    const store = new InMemoryBatchEvaluationStore(sessions, evaluations);
    const use = new EvaluateBatch({
      store,
      jobs,
      responses,
      evaluations,
      ratings,
      evaluator: batchEvaluator,
      clock,
      ids: new SequentialIds(),
      digest: new FakeDigest(),
      transcriberConfigured: options.transcriberConfigured ?? true,
      single: evaluate,
      inScope: (work) => work(),
      ...(batchOptions.pageSize ? { pageSize: batchOptions.pageSize } : {}),
    });
    return { store, batch: use };
  };
  return {
    jobs,
    job,
    sessions,
    responses,
    evaluations,
    ratings,
    clock,
    addAnswer,
    evaluate,
    batch,
    compare: new CompareCandidates({ jobs, sessions, evaluations }),
  };
}
