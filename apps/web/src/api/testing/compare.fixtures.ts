import type { PillarId } from '@sauti/core/domain/criteria';
import type { MatchLevel } from '@sauti/core/rules/scoring';
import type {
  CandidateDetailPayload,
  LabelledScore,
  ReviewJob,
  ReviewSession,
} from '@sauti/core/contract/review-views';
import { SCORING_FIXTURE_DEFAULTS, SESSION_FIXTURE_DEFAULTS } from '@/api/testing/session-fixture-defaults';
import { scoredFigures } from '@/api/testing/figures.fixtures';

/** A job with two criteria, shaped like the review contract. */
export const reviewJob: ReviewJob = {
  id: 'job-1',
  title: 'Field Engineer',
  description: 'Fixes things',
  status: 'active',
  evalVersion: 'criteria-v1',
  language: 'en',
  createdAt: '2026-01-05T10:00:00.000Z',
  interviewUrl: 'http://localhost/interview/job-1',
  requireIdentityVerification: 'false',
  questions: [{ index: 0, text: 'Why this role?', pillarId: 'communication' }],
  pillars: [
    { id: 'communication', label: 'Communication', description: 'Talks clearly', weight: 50 },
    { id: 'problem_solving', label: 'Problem Solving', description: 'Solves', weight: 50 },
  ],
};

/** A session of the review contract. */
export function reviewSession(
  id: string,
  name: string | null,
  extra: Partial<ReviewSession> = {},
): ReviewSession {
  return {
    id,
    jobId: reviewJob.id,
    candidateName: name,
    candidateEmail: `${id}@acme.co.ke`,
    candidatePhone: null,
    externalReference: null,
    status: 'completed',
    startedAt: '2026-01-06T10:00:00.000Z',
    completedAt: '2026-01-06T10:20:00.000Z',
    ...SESSION_FIXTURE_DEFAULTS,
    ...extra,
  };
}

const label = (pillar: PillarId) => reviewJob.pillars.find((p) => p.id === pillar)!.label;

/**
 * A candidate detail with the given scores; top strength and main concern follow the server's
 * rule (concern only below 70) unless `mainConcern` is given.
 */
export function detail(
  id: string,
  name: string,
  overall: number,
  scores: Partial<Record<PillarId, number>>,
  extra: { mainConcern?: LabelledScore | null; strengths?: string; weaknesses?: string } = {},
): CandidateDetailPayload {
  const entries = Object.entries(scores) as [PillarId, number][];
  const sorted = [...entries].sort((a, b) => b[1] - a[1]);
  const top = sorted[0];
  const low = sorted[sorted.length - 1];
  const met = entries.filter(([, s]) => s >= 70).length;
  const level: MatchLevel = met === entries.length ? 'Strong Match' : met ? 'Partial Match' : 'Poor Fit';
  const topStrength = top ? { pillar: top[0], label: label(top[0]), score: top[1] } : null;
  const mainConcern =
    extra.mainConcern !== undefined
      ? extra.mainConcern
      : low && low[1] < 70
        ? { pillar: low[0], label: label(low[0]), score: low[1] }
        : null;
  return {
    job: reviewJob,
    session: reviewSession(id, name),
    evaluation: {
      id: `ev-${id}`,
      overallScore: overall,
      strengths: extra.strengths ?? `${name} explains clearly. Stays calm`,
      weaknesses: extra.weaknesses ?? 'Limited field experience.',
      recommendation: 'Hire',
      recommendationSlug: 'hire',
      feedback: `${name} did well.`,
      summary: null,
      detailedAnalysis: { communicationSkills: 7, problemSolving: 6, motivation: 8 },
      evaluatorVersion: 'criteria-v1',
      evaluatedAt: '2026-01-06T11:00:00.000Z',
      needsHumanReview: false,
      notAssessable: [],
      flaggedEvidenceCount: 0,
      ...SCORING_FIXTURE_DEFAULTS,
    },
    pillarScores: scores,
    criteriaEvaluations: [],
    responses: [],
    answerRatings: [],
    pillarDetails: [],
    matchLevel: level,
    criteriaMet: { met, total: entries.length },
    durationMinutes: 20,
    questionsAnswered: 1,
    topStrength,
    mainConcern,
    figures: scoredFigures({
      score: overall,
      band: 'Hire',
      matchLevel: level,
      criteria: entries.map(([pillar, score]) => ({
        pillar,
        label: label(pillar),
        percent: score,
        met: score >= 70,
      })),
      topStrength,
      mainConcern,
    }),
  };
}
