import type { HiringOutcome } from '../domain/candidate-session.js';
import type { SelfIdentificationAnswersRequest } from '../contract/self-identification.js';
import { recommendationFor } from '../rules/recommendation.js';
import { RunBiasAudit } from '../use-cases/bias-audit/run-bias-audit.js';
import { CandidateSelfIdentification } from '../use-cases/self-identification/candidate-self-identification.js';
import { SelfIdentificationSettings } from '../use-cases/self-identification/self-identification-settings.js';
import { FakeDigest } from './fake-password-hasher.js';
import { FixedClock } from './fixed-clock.js';
import { InMemoryEvaluationRepository } from './in-memory-evaluations.js';
import {
  aCandidateSession,
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from './in-memory-interviews.js';
import { InMemoryJobRepository } from './in-memory-jobs.js';
import { InMemoryOrganisationRepository } from './in-memory-organisations.js';
import { InMemoryBiasAuditSource, InMemorySelfIdentificationStore } from './in-memory-self-identification.js';

/** One seeded candidate: score (null: not scored), outcome, completion day and answers. */
export interface AuditCandidateSeed {
  jobId?: string;
  score?: number | null;
  outcome?: HiringOutcome | null;
  completedAt?: string;
  answers?: SelfIdentificationAnswersRequest | null;
}

/**
 * The bias audit and self-identification use cases over in-memory fakes: organisation 'org-1'
 * (acme.co.za) with jobs 'job-1' and 'job-2', organisation 'org-2' with 'job-x'. Candidates are
 * seeded through the candidate's own call, so their answers are stored as that call stores them.
 */
export async function biasAuditTestbed() {
  const clock = new FixedClock('2026-06-30T12:00:00.000Z');
  const sessions = new InMemoryCandidateSessionRepository();
  const jobs = new InMemoryJobRepository({ sessions, responses: new InMemoryCandidateResponseRepository() });
  const evaluations = new InMemoryEvaluationRepository();
  const organisations = new InMemoryOrganisationRepository();
  const store = new InMemorySelfIdentificationStore(sessions);
  const digest = new FakeDigest();
  await organisations.create({ id: 'org-1', domain: 'acme.co.za', name: 'Acme', createdAt: clock.now() });
  await organisations.create({ id: 'org-2', domain: 'rival.co.ke', name: 'Rival', createdAt: clock.now() });
  for (const [id, organisationId, title] of [
    ['job-1', 'org-1', 'Store manager'],
    ['job-2', 'org-1', 'Cashier'],
    ['job-x', 'org-2', 'Driver'],
  ] as const) {
    await jobs.create({ id, organisationId, title, description: '', createdBy: 'u', createdAt: clock.now() });
  }
  const candidate = new CandidateSelfIdentification({ sessions, jobs, digest, store, clock });
  let count = 0;
  /** Seeds a completed interview; returns its id and credential. */
  const seed = async (c: AuditCandidateSeed) => {
    count += 1;
    const id = `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`;
    const token = `t${String(count).padStart(42, '0')}`;
    sessions.rows.set(
      id,
      aCandidateSession({
        id,
        jobId: c.jobId ?? 'job-1',
        startedAt: new Date('2026-01-01T00:00:00Z'),
        status: 'completed',
        completedAt: new Date(c.completedAt ?? '2026-03-01T10:00:00Z'),
        hiringOutcome: c.outcome ?? null,
        candidateTokenHash: digest.sha256Hex(token),
      }),
    );
    if (c.score !== undefined) {
      await evaluations.add({
        id: `e-${count}`,
        sessionId: id,
        overallScore: c.score,
        strengths: null,
        weaknesses: null,
        recommendation: c.score === null ? null : recommendationFor(c.score),
        detailedAnalysis: null,
        pillarScores: null,
        evaluatedAt: clock.now(),
      });
    }
    if (c.answers) await candidate.record(id, [token], c.answers);
    return { id, token };
  };
  const source = new InMemoryBiasAuditSource({ sessions, jobs, evaluations, selfIdentifications: store });
  return {
    clock,
    sessions,
    store,
    seed,
    candidate,
    settings: new SelfIdentificationSettings({ store, clock }),
    audit: new RunBiasAudit({ source, selfIdentifications: store, jobs, organisations, clock }),
    hr: { userId: 'hr-1', organisationId: 'org-1', isAdmin: false },
    otherHr: { userId: 'hr-2', organisationId: 'org-2', isAdmin: false },
  };
}
