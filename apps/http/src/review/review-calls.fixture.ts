import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { seedCandidates } from './review-fixtures.js';

const CRITERIA = buildCriteriaConfig({ communication: 60, problem_solving: 40 });
const ANALYSIS = {
  feedback: 'Calm and clear.',
  evaluatorVersion: 'local-heuristic@1',
  notAssessable: [{ questionIndex: 1, reason: 'no speech detected' }],
  criteria: {
    communication: {
      label: 'Communication',
      score: 90,
      meets: true,
      quickTake: 'Clear',
      rationale: 'Explains each step',
      supportingEvidence: [{ quote: 'I listened', reasoning: 'Listening', questionIndex: 0 }],
      relatedQuestions: [{ questionIndex: 0, feedback: 'Well structured' }],
      subcriteria: [{ id: 'Clarity', label: 'Clarity', assessed: true }],
    },
  },
};

/** The job of amina's organisation with six candidates in every review state, and a stranger's job. */
export interface ReviewCallsWorld {
  world: JobsWorld;
  jobId: string;
  otherJobId: string;
  /** Session ids by state: strong, partial, poor, awaiting, started, fresh. */
  id: Record<string, string>;
}

/** Starts the app and seeds what the review call tests read (docs/behaviour/review.md §7). */
export async function startReviewCallsWorld(): Promise<ReviewCallsWorld> {
  const id: Record<string, string> = {};
  const world = await startJobsWorld();
  const jobId = (await createJob(world.hr, { criteriaConfig: CRITERIA, requireIdentityVerification: 'true' }))
    .id;
  const otherJobId = (await createJob(world.stranger, { criteriaConfig: CRITERIA })).id;
  const at = (h: number) => new Date(Date.UTC(2025, 2, 1, h));
  const seeded = await seedCandidates(world.server, jobId, [
    {
      name: 'Zawadi Mwangi',
      startedAt: at(1),
      answers: [{ duration: 40 }, { duration: 50 }],
      verificationFilePath: 'clip.webm',
      evaluation: { overall: 90, scores: { communication: 90, problem_solving: 90 }, analysis: ANALYSIS },
    },
    {
      name: 'amani otieno',
      email: 'amani@Rival.example',
      startedAt: at(2),
      tabSwitchCount: 5,
      answers: [{ duration: 5 }, { duration: 4, mismatch: true }],
      evaluation: { overall: 70, scores: { communication: 90, problem_solving: 40 } },
    },
    {
      name: 'Baraka',
      startedAt: at(3),
      answers: [{ duration: 30 }],
      evaluation: { overall: 30, scores: { communication: 30, problem_solving: 30 } },
    },
    { name: 'Chebet', startedAt: at(4), answers: [{ duration: 30 }] },
    { name: 'Started', startedAt: at(5), completedAt: null, answers: [{ duration: 20 }] },
    { name: 'Fresh', startedAt: at(6), completedAt: null },
  ]);
  for (const [i, name] of ['strong', 'partial', 'poor', 'awaiting', 'started', 'fresh'].entries()) {
    id[name] = seeded[i]!;
  }
  await seedCandidates(world.server, otherJobId, [
    { evaluation: { overall: 50, scores: { communication: 50, problem_solving: 50 } } },
  ]);
  return { world, jobId, otherJobId, id };
}
