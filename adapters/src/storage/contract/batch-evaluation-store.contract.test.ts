import { beforeAll, describe, expect, it } from 'vitest';
import type { NewEvaluation } from '@sauti/core/domain/evaluation';
import type { BatchEvaluationStore } from '@sauti/core/ports/batch-evaluation-store';
import { InMemoryBatchEvaluationStore } from '@sauti/core/testing/in-memory-batch-store';
import type { InMemoryEvaluationRepository } from '@sauti/core/testing/in-memory-evaluations';
import type { InMemoryCandidateSessionRepository } from '@sauti/core/testing/in-memory-interviews';
import { OrmBatchEvaluationStore } from '../repositories/batch-evaluation-store.js';
import { countStatements } from '../statement-counter.js';
import { aSession, at, givenJob, newId } from './fixtures.js';
import { describeDatabaseContract } from './harness.js';
import { inMemoryRepositories, type StoragePorts } from './targets.js';

interface StoreContext {
  repos: StoragePorts;
  store: BatchEvaluationStore;
  /** Statements sent while `work` ran (undefined for the fakes). */
  statementsOf?(work: () => Promise<unknown>): Promise<number>;
}

const anEvaluation = (sessionId: string, score: number): NewEvaluation => ({
  id: newId(),
  sessionId,
  overallScore: score,
  strengths: 'Explains clearly.',
  weaknesses: null,
  recommendation: 'Hire',
  detailedAnalysis: {
    evaluatorVersion: 'local-rubric@2',
    inputFingerprint: `fp-${score}`,
    notAssessable: [],
  },
  pillarScores: { communication: score },
  evaluatedAt: at(score),
});

function cases(context: () => StoreContext) {
  it('finds the sessions that exist among the ids, with their job and status', async () => {
    const { repos, store } = context();
    const { jobId } = await givenJob(repos);
    const done = await repos.candidateSessions.create(
      aSession(jobId, { status: 'completed', completedAt: at(60) }),
    );
    // The ATS's reference travels with the session: the batch's webhooks carry it.
    const open = await repos.candidateSessions.create(aSession(jobId, { externalReference: 'ATS-77' }));
    const found = await store.findSessions([open.id, 'no-such-session', done.id, done.id]);
    expect(found.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: done.id, jobId, status: 'completed', externalReference: null },
        { id: open.id, jobId, status: 'in_progress', externalReference: 'ATS-77' },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(await store.findSessions([])).toEqual([]);
  });

  it('adds a group of evaluations in one statement, stored as given', async () => {
    const { repos, store, statementsOf } = context();
    const { jobId } = await givenJob(repos);
    const sessions = await Promise.all(
      [1, 2, 3].map(() => repos.candidateSessions.create(aSession(jobId, { status: 'completed' }))),
    );
    const group = sessions.map((s, i) => anEvaluation(s.id, 70 + i));
    let stored: unknown;
    const statements = await statementsOf?.(async () => (stored = await store.addEvaluations(group)));
    if (!statementsOf) stored = await store.addEvaluations(group);
    expect(stored).toEqual(group);
    if (statements !== undefined) expect(statements).toBe(1);
    const latest = await repos.evaluations.listLatestBySessions(sessions.map((s) => s.id));
    expect(latest.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [...group].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('stores none of a group when one of its sessions is gone', async () => {
    const { repos, store } = context();
    const { jobId } = await givenJob(repos);
    const session = await repos.candidateSessions.create(aSession(jobId, { status: 'completed' }));
    await expect(
      store.addEvaluations([anEvaluation(session.id, 80), anEvaluation('no-such-session', 81)]),
    ).rejects.toThrow();
    expect(await repos.evaluations.findLatestBySession(session.id)).toBeNull();
  });
}

describe('batch evaluation store [in-memory fakes]', () => {
  let context: StoreContext | undefined;
  beforeAll(() => {
    const repos = inMemoryRepositories();
    const store = new InMemoryBatchEvaluationStore(
      repos.candidateSessions as InMemoryCandidateSessionRepository,
      repos.evaluations as InMemoryEvaluationRepository,
    );
    context = { repos, store };
  });
  cases(() => context!);
});

describeDatabaseContract('batch evaluation store', (database) => {
  cases(() => {
    const { repos, db } = database();
    return {
      repos,
      store: new OrmBatchEvaluationStore(db.orm),
      async statementsOf(work) {
        const counter = countStatements(db.orm);
        try {
          await work();
          return counter.statements.length;
        } finally {
          counter.stop();
        }
      },
    };
  });
});
