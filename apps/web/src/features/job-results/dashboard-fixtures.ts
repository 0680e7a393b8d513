/** Contract-shaped payloads of GET /api/jobs/{jobId}/dashboard for the legacy dashboard's tests. */
import type {
  CandidateFigures,
  DashboardCandidate,
  DashboardPayload,
  ReviewEvaluation,
  ReviewJob,
  ReviewResponse,
  ReviewSession,
} from '@sauti/core/contract/review-views';
import { SCORING_FIXTURE_DEFAULTS, SESSION_FIXTURE_DEFAULTS } from '@/api/testing/session-fixture-defaults';
import { NOT_SCORED_FIGURES, scoredFigures } from '@/api/testing/figures.fixtures';

export function makeJob(overrides: Partial<ReviewJob> = {}): ReviewJob {
  return {
    id: 'job-1',
    title: 'Field Sales Agent',
    description: 'Sell solar kits',
    status: 'active',
    evalVersion: 'legacy',
    language: 'en',
    createdAt: '2026-01-05T09:00:00.000Z',
    interviewUrl: 'https://sauti.test/interview/job-1',
    requireIdentityVerification: 'false',
    questions: [{ index: 0, text: 'Tell us about yourself', pillarId: null }],
    pillars: [],
    ...overrides,
  };
}

/** An answer; its readable text is its transcript unless the test gives one. */
export function makeResponse(overrides: Partial<ReviewResponse> = {}): ReviewResponse {
  const transcript =
    overrides.transcribedText === undefined
      ? 'I have sold phones for five years.'
      : overrides.transcribedText;
  return {
    readableText: transcript,
    id: 'r-0',
    questionIndex: 0,
    questionText: 'Tell us about yourself',
    transcribedText: 'I have sold phones for five years.',
    transcriptionConfidence: 0.9,
    words: null,
    transcriber: null,
    duration: 42,
    createdAt: '2026-01-06T10:02:00.000Z',
    audioFilePath: 's-1/q0.webm',
    audioFilename: 'q0.webm',
    audioUrl: '/api/audio/s-1/q0.webm',
    isSamePerson: true,
    ...overrides,
  };
}

type CandidateOverrides = Partial<Omit<DashboardCandidate, 'session' | 'evaluation'>> & {
  session?: Partial<ReviewSession>;
  evaluation?: Partial<ReviewEvaluation>;
};

/**
 * The server's figures for a fixture evaluation: two criteria (Communication met at 80, Problem
 * Solving not at 60) under a score, nothing but the progress when not scored.
 */
export function figuresOf(overallScore: number | null, band: string | null): CandidateFigures {
  if (overallScore === null) return NOT_SCORED_FIGURES;
  const communication = { pillar: 'communication', label: 'Communication', score: 80 } as const;
  const problemSolving = { pillar: 'problem_solving', label: 'Problem Solving', score: 60 } as const;
  return scoredFigures({
    score: overallScore,
    band,
    matchLevel: 'Partial Match',
    criteria: [
      { ...communication, percent: 80, met: true },
      { ...problemSolving, percent: 60, met: false },
    ].map(({ score: _score, ...c }) => c),
    topStrength: communication,
    mainConcern: problemSolving,
  });
}

export function makeCandidate(id: string, overrides: CandidateOverrides = {}): DashboardCandidate {
  const { session, evaluation, ...rest } = overrides;
  const overallScore = evaluation?.overallScore === undefined ? 75 : evaluation.overallScore;
  const band = evaluation?.recommendation === undefined ? 'Hire' : evaluation.recommendation;
  return {
    session: {
      id,
      jobId: 'job-1',
      candidateName: `Candidate ${id}`,
      candidateEmail: `${id}@example.co.ke`,
      candidatePhone: '+254700000001',
      externalReference: null,
      status: 'completed',
      startedAt: '2026-01-06T10:00:00.000Z',
      completedAt: '2026-01-06T10:20:00.000Z',
      ...SESSION_FIXTURE_DEFAULTS,
      ...session,
    },
    evaluation: {
      id: `e-${id}`,
      overallScore: 75,
      strengths: 'Clear speaker. Knows the product',
      weaknesses: 'Little closing experience',
      recommendation: 'Hire',
      recommendationSlug: 'hire',
      feedback: null,
      summary: `Summary of ${id}`,
      detailedAnalysis: { communicationSkills: 8, problemSolving: 6, motivation: 7 },
      evaluatorVersion: 'v2',
      evaluatedAt: '2026-01-06T10:25:00.000Z',
      needsHumanReview: false,
      notAssessable: [],
      flaggedEvidenceCount: 0,
      ...SCORING_FIXTURE_DEFAULTS,
      ...evaluation,
    },
    responses: [makeResponse()],
    qualityFlags: [],
    identityClipMissing: false,
    voiceMismatch: false,
    figures: figuresOf(overallScore, band),
    channel: 'web',
    ...rest,
  };
}

export function makePayload(
  candidates: DashboardCandidate[],
  overrides: Partial<Omit<DashboardPayload, 'candidates'>> = {},
): DashboardPayload {
  return {
    job: makeJob(),
    candidates,
    stats: { totalCandidates: 7, completedCandidates: 4, evaluatedCandidates: candidates.length },
    progress: { total: 7, completed: 4, inProgress: 2, notStarted: 1 },
    page: { offset: 0, limit: 50, total: candidates.length },
    ...overrides,
  };
}
