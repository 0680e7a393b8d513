import { randomUUID } from 'node:crypto';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { CandidateResponseSchema } from '@sauti/adapters/storage/entities/candidate-response.entity';
import { CandidateSessionSchema } from '@sauti/adapters/storage/entities/candidate-session.entity';
import { EvaluationSchema } from '@sauti/adapters/storage/entities/evaluation.entity';
import type { TestApp } from '../testing/test-app.js';

/** One candidate to seed: session fields, answer durations and criterion scores (none: not evaluated). */
export interface CandidateSeed {
  id?: string;
  name?: string;
  email?: string;
  /** The applicant tracking system's id, as an invitation would have carried it. */
  externalReference?: string;
  startedAt?: Date;
  completedAt?: Date | null;
  currentQuestionIndex?: number;
  tabSwitchCount?: number;
  verificationFilePath?: string | null;
  inPanel?: boolean;
  /** Duration in seconds of each answer; `mismatch` marks a voice mismatch; `question` the text heard. */
  answers?: { duration: number; text?: string; question?: string; mismatch?: boolean }[];
  /** Criterion scores of the latest evaluation, with its overall score. */
  evaluation?: {
    overall: number | null;
    scores: Record<string, number> | null;
    analysis?: unknown;
    recommendation?: string | null;
  };
}

const BATCH = 250;
const T0 = Date.UTC(2025, 2, 1, 9);

/**
 * Stores candidates of `jobId` straight through the EntityManager in batched multi-row inserts
 * (a few statements per 250 candidates), so a job of 1,000 candidates seeds in about a second.
 * Returns the session ids in the order given.
 */
export async function seedCandidates(
  server: TestApp,
  jobId: string,
  seeds: CandidateSeed[],
): Promise<string[]> {
  const em = server.app.get(STORAGE.Orm).em.fork();
  const ids = seeds.map((s) => s.id ?? randomUUID());
  for (let start = 0; start < seeds.length; start += BATCH) {
    const chunk = seeds.slice(start, start + BATCH).map((seed, i) => ({ seed, id: ids[start + i]! }));
    const sessions = chunk.map(({ seed, id }, i) => {
      const startedAt = seed.startedAt ?? new Date(T0 + (start + i) * 60_000);
      const completedAt =
        seed.completedAt === undefined ? new Date(startedAt.getTime() + 15 * 60_000) : seed.completedAt;
      return {
        id,
        job: jobId,
        candidateName: seed.name ?? `Candidate ${start + i}`,
        candidateEmail: seed.email ?? `candidate${start + i}@example.com`,
        candidatePhone: '+254700000000',
        externalReference: seed.externalReference ?? null,
        status: completedAt ? 'completed' : 'in_progress',
        currentQuestionIndex: seed.currentQuestionIndex ?? 0,
        startedAt,
        completedAt,
        verificationStatus: 'not_required',
        verificationFilePath: seed.verificationFilePath ?? null,
        tabSwitchCount: seed.tabSwitchCount ?? 0,
        inPanel: seed.inPanel ?? false,
      };
    });
    await em.insertMany(CandidateSessionSchema, sessions);
    const answers = chunk.flatMap(({ seed, id }) =>
      (seed.answers ?? []).map((a, index) => ({
        id: randomUUID(),
        session: id,
        questionIndex: index,
        questionText: a.question ?? `Question ${index}`,
        audioFilePath: `${id}/${index}-abc.webm`,
        transcribedText: a.text ?? `Answer ${index} of ${id}`,
        transcriptionConfidence: 0.9,
        duration: a.duration,
        createdAt: new Date(T0),
        isSamePerson: !a.mismatch,
      })),
    );
    if (answers.length) await em.insertMany(CandidateResponseSchema, answers);
    const evaluations = chunk.flatMap(({ seed, id }) =>
      seed.evaluation
        ? [
            {
              id: randomUUID(),
              session: id,
              overallScore: seed.evaluation.overall,
              strengths: 'Clear. Calm',
              weaknesses: 'Brief',
              recommendation:
                seed.evaluation.recommendation === undefined ? 'Hire' : seed.evaluation.recommendation,
              detailedAnalysis: (seed.evaluation.analysis ?? { feedback: `Feedback ${id}` }) as never,
              pillarScores: seed.evaluation.scores,
              evaluatedAt: new Date(T0),
            },
          ]
        : [],
    );
    if (evaluations.length) await em.insertMany(EvaluationSchema, evaluations);
  }
  return ids;
}
