import type {
  OverviewCandidate,
  OverviewPayload,
  ReviewEvaluation,
  ReviewJob,
  ReviewSession,
} from '@sauti/core/contract/review-views';
import { vi } from 'vitest';
import { SCORING_FIXTURE_DEFAULTS, SESSION_FIXTURE_DEFAULTS } from '@/api/testing/session-fixture-defaults';
import { scoredFigures } from '@/api/testing/figures.fixtures';

/** Contract-shaped test data of the review screens. */
export function reviewJob(patch: Partial<ReviewJob> = {}): ReviewJob {
  return {
    id: 'j1',
    title: 'Field Sales Lead',
    description: 'Lead the field team',
    status: 'active',
    evalVersion: 'criteria-v1',
    language: 'en',
    createdAt: '2026-01-05T09:00:00.000Z',
    interviewUrl: 'http://localhost/interview/j1',
    requireIdentityVerification: 'false',
    questions: [
      { index: 0, text: 'Tell us about yourself.', pillarId: 'communication' },
      { index: 1, text: 'Solve this problem.', pillarId: 'problem_solving' },
    ],
    pillars: [
      { id: 'communication', label: 'Communication', description: 'Speaks clearly', weight: 1 },
      { id: 'problem_solving', label: 'Problem Solving', description: 'Thinks it through', weight: 1 },
    ],
    ...patch,
  };
}

export function reviewSession(patch: Partial<ReviewSession> = {}): ReviewSession {
  return {
    id: 's1',
    jobId: 'j1',
    candidateName: 'Amina Otieno',
    candidateEmail: 'amina@acme.co.ke',
    candidatePhone: '+254700000001',
    externalReference: null,
    status: 'completed',
    startedAt: '2026-02-10T08:00:00.000Z',
    completedAt: '2026-02-10T08:14:00.000Z',
    ...SESSION_FIXTURE_DEFAULTS,
    ...patch,
  };
}

export function reviewEvaluation(patch: Partial<ReviewEvaluation> = {}): ReviewEvaluation {
  return {
    id: 'e1',
    overallScore: 82,
    strengths: 'Clear speaker.',
    weaknesses: 'Limited depth.',
    recommendation: 'Recommend a panel interview.',
    recommendationSlug: 'strong-hire',
    feedback: 'A confident communicator with structured answers.',
    summary: null,
    detailedAnalysis: { communicationSkills: 8, problemSolving: 7, motivation: 8 },
    evaluatorVersion: 'criteria-v1',
    evaluatedAt: '2026-02-10T08:20:00.000Z',
    needsHumanReview: false,
    notAssessable: [],
    flaggedEvidenceCount: 0,
    ...SCORING_FIXTURE_DEFAULTS,
    ...patch,
  };
}

export function overviewCandidate(patch: Partial<OverviewCandidate> = {}): OverviewCandidate {
  return {
    session: reviewSession(),
    evaluation: reviewEvaluation(),
    responseCount: 2,
    totalDuration: 120,
    matchLevel: 'Partial Match',
    matchBadge: '82% - Partial Match',
    meetsAllCriteria: false,
    partialMatch: true,
    criteriaBreakdown: { communication: true, problem_solving: false },
    pillarScores: { communication: 90, problem_solving: 55 },
    topStrength: { pillar: 'communication', label: 'Communication', score: 90 },
    mainConcern: { pillar: 'problem_solving', label: 'Problem Solving', score: 55 },
    voiceIdentityWarning: false,
    figures: scoredFigures({
      score: 82,
      band: 'Hire',
      matchLevel: 'Partial Match',
      criteria: [
        { pillar: 'communication', label: 'Communication', percent: 90, met: true },
        { pillar: 'problem_solving', label: 'Problem Solving', percent: 55, met: false },
      ],
      topStrength: { pillar: 'communication', label: 'Communication', score: 90 },
      mainConcern: { pillar: 'problem_solving', label: 'Problem Solving', score: 55 },
    }),
    ...patch,
  };
}

export function overviewPayload(patch: Partial<OverviewPayload> = {}): OverviewPayload {
  const candidates = patch.candidates ?? [overviewCandidate()];
  return {
    job: reviewJob(),
    candidates,
    stats: {
      totalInvited: 12,
      completed: 7,
      inProgress: 3,
      notStarted: 2,
      notScored: 0,
      meetsAllCriteria: 2,
      partialMatch: 4,
      poorFit: 1,
      awaitingEvaluation: 0,
    },
    criteriaBreakdown: {
      communication: { label: 'Communication', met: 5, total: 7, percentage: 71 },
      problem_solving: { label: 'Problem Solving', met: 3, total: 7, percentage: 43 },
    },
    page: { offset: 0, limit: 50, matching: candidates.length, completed: 7 },
    ...patch,
  };
}

/** A fetch stub routing `METHOD /path` (query string ignored) to a handler that gets the URL. */
export function stubFetch(routes: Record<string, (url: URL, init?: RequestInit) => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return handler ? handler(url, init) : new Response(`no stub for ${url.pathname}`, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs of the GET calls made to `pathname`. */
export function getCalls(fetchMock: ReturnType<typeof stubFetch>, pathname: string): URL[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === pathname && (init?.method ?? 'GET') === 'GET')
    .map(({ url }) => url);
}
