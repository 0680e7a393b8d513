import type { AppContainer } from '@sauti/adapters/container/container';
import { EVALUATION } from '@sauti/adapters/container/evaluation-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { DISPATCH_JOB } from '@sauti/cli/commands/demo/job-dispatch';
import type { AnswerTier } from '@sauti/cli/commands/demo/demo-job';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { runBatch } from '@sauti/core/use-cases/evaluation/batch/index';

const FIRST = ['Wanjiru', 'Otieno', 'Amina', 'Brian', 'Faith', 'Kevin', 'Mercy', 'Samuel', 'Grace', 'Dennis'];
const LAST = [
  'Kamau',
  'Ochieng',
  'Hassan',
  'Mutua',
  'Njeri',
  'Kiprop',
  'Achieng',
  'Kariuki',
  'Wambui',
  'Omondi',
];
/** Tier mixes in turn: strong, partial and poor candidates (see the demo plan). */
const MIXES: readonly AnswerTier[][] = [
  ['strong', 'strong', 'strong', 'strong'],
  ['strong', 'strong', 'partial', 'poor'],
  ['poor', 'partial', 'partial', 'poor'],
  ['strong', 'poor', 'partial', 'strong'],
];

/** What the review benchmark needs to call the endpoints. */
export interface ReviewSeed {
  jobId: string;
  sessionIds: string[];
  seedSeconds: number;
  evaluateSeconds: number;
}

/**
 * Stores, in the organisation of `organisationId` (owned by `userId`), the demo's Fleet Dispatch
 * Supervisor job with `count` completed interviews of mixed quality (transcripts from the demo
 * bank, no audio), then evaluates them all with the app's evaluator through EvaluateSession.
 * Names repeat every 100 candidates, so a search for a surname matches about a tenth of them.
 * Every 50th candidate is in the panel.
 */
export async function seedReviewJob(
  app: AppContainer,
  owner: { userId: string; organisationId: string },
  count: number,
): Promise<ReviewSeed> {
  const repos = app.get(STORAGE.Repositories);
  const scope = app.get(STORAGE.RequestScope);
  const ids = app.get(TOKENS.Ids);
  const t0 = performance.now();
  const at = new Date(Date.now() - 22 * 86_400_000);
  const { job, questions } = await scope.run(async () => {
    const { job } = await repos.jobs.create({
      id: ids.newId(),
      organisationId: owner.organisationId,
      createdBy: owner.userId,
      title: DISPATCH_JOB.title,
      description: DISPATCH_JOB.description,
      skills: DISPATCH_JOB.skills,
      criteriaConfig: buildCriteriaConfig(DISPATCH_JOB.weights ?? {}),
      createdAt: at,
      publishedAt: at,
    });
    const drafts = DISPATCH_JOB.questions.map((q) => ({ text: q.text, pillarId: q.pillarId }));
    return { job, questions: await repos.jobs.replaceQuestions(job.id, drafts, at) };
  });
  const sessionIds: string[] = Array.from({ length: count }, () => ids.newId());
  // Four lanes, one ORM context per candidate: what concurrent interviews would write.
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      await scope.run(async () => {
        const startedAt = new Date(at.getTime() + 86_400_000 + i * 1_500_000);
        const completedAt = new Date(startedAt.getTime() + 15 * 60_000);
        const name = `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`;
        await repos.candidateSessions.create({
          id: sessionIds[i]!,
          jobId: job.id,
          startedAt,
          status: 'completed',
          completedAt,
          candidateName: name,
          candidateEmail: `${name.toLowerCase().replace(' ', '.')}.${i}@example.com`,
          candidatePhone: `+254 7${String(10_000_000 + i)}`,
          inPanel: i % 50 === 0,
          currentQuestionIndex: questions.length,
        });
        const mix = MIXES[i % MIXES.length]!;
        for (const [q, question] of questions.entries()) {
          const bank = DISPATCH_JOB.questions[q]!.answers[mix[q]!];
          const text = bank[i % bank.length]!;
          const { response } = await repos.candidateResponses.upsert({
            id: ids.newId(),
            sessionId: sessionIds[i]!,
            questionId: question.id,
            questionIndex: q,
            questionText: question.text,
            audioFilePath: null,
            duration: Math.round(text.split(' ').length / 2.5),
            createdAt: completedAt,
          });
          await repos.candidateResponses.saveTranscript(response.id, { text, confidence: 0.9 });
        }
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
  const seedSeconds = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  const evaluate = app.get(EVALUATION.EvaluateSession);
  const summary = await runBatch(sessionIds, {
    concurrency: 4,
    evaluateOne: (sessionId) => scope.run(async () => (await evaluate.execute({ sessionId })).outcome),
  });
  if (summary.failed > 0) throw new Error(`${summary.failed} bench evaluations failed`);
  return { jobId: job.id, sessionIds, seedSeconds, evaluateSeconds: (performance.now() - t1) / 1000 };
}
