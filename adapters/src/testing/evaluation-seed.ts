import { randomUUID } from 'node:crypto';
import type { Repositories } from '../storage/repositories/index.js';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';

/** The interview every seeded session answers (the shape the evaluator fixtures use). */
export const SEED_QUESTIONS = [
  {
    text: 'Tell us about a time you explained a new process to your team.',
    pillarId: 'communication' as const,
    answer: 'When we moved to scanner picking I walked each picker through the first ten orders myself.',
  },
  {
    text: 'How do you share out work on a busy night?',
    pillarId: 'leadership' as const,
    answer:
      'I give the heavy aisles to the two most experienced pickers and rotate everyone every two hours.',
  },
  {
    text: 'Why this role?',
    pillarId: null,
    answer: 'I like keeping a team calm and the orders moving when it gets busy at night.',
  },
];

/**
 * Stores an organisation, a user, a job (communication 60 / leadership 40) and `count` completed
 * sessions with transcribed answers, directly through the repositories. Returns the ids.
 */
export async function seedCompletedSessions(
  repos: Repositories,
  count: number,
  completedFrom = new Date('2025-06-01T08:00:00Z'),
): Promise<{ jobId: string; sessionIds: string[] }> {
  const at = new Date('2025-05-01T08:00:00Z');
  const organisation = await repos.organisations.findOrCreate({
    id: randomUUID(),
    domain: `bench-${randomUUID().slice(0, 8)}.example.com`,
    name: 'Bench Ltd',
    createdAt: at,
  });
  const user = await repos.users.create({
    id: randomUUID(),
    email: `hr-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName: 'Amina',
    lastName: 'Otieno',
    organisationId: organisation.id,
    createdAt: at,
  });
  const { job } = await repos.jobs.create({
    id: randomUUID(),
    organisationId: organisation.id,
    createdBy: user.id,
    title: 'Warehouse shift lead',
    description: 'Lead a team of six pickers on the night shift and keep orders moving.',
    skills: ['logistics', 'team leadership'],
    criteriaConfig: buildCriteriaConfig({ communication: 60, leadership: 40 }),
    createdAt: at,
  });
  const questions = await repos.jobs.replaceQuestions(
    job.id,
    SEED_QUESTIONS.map(({ text, pillarId }) => ({ text, pillarId })),
    at,
  );
  const sessionIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const completedAt = new Date(completedFrom.getTime() + i * 60_000);
    const session = await repos.candidateSessions.create({
      id: randomUUID(),
      jobId: job.id,
      startedAt: new Date(completedAt.getTime() - 20 * 60_000),
      status: 'completed',
      completedAt,
      candidateName: `Candidate ${i}`,
    });
    for (const [index, question] of SEED_QUESTIONS.entries()) {
      const { response } = await repos.candidateResponses.upsert({
        id: randomUUID(),
        sessionId: session.id,
        questionId: questions[index]?.id ?? null,
        questionIndex: index,
        questionText: question.text,
        audioFilePath: null,
        duration: 45,
        createdAt: completedAt,
      });
      await repos.candidateResponses.saveTranscript(response.id, { text: question.answer, confidence: 0.92 });
    }
    sessionIds.push(session.id);
  }
  return { jobId: job.id, sessionIds };
}
