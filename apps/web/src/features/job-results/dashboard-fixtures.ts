/** Contract-shaped payloads of GET /api/jobs/{jobId}/dashboard for the legacy dashboard's tests. */
import type {
  DashboardCandidate,
  DashboardPayload,
  ReviewEvaluation,
  ReviewJob,
  ReviewResponse,
  ReviewSession,
} from '@sauti/core/contract/review-views';
import { SCORING_FIXTURE_DEFAULTS, SESSION_FIXTURE_DEFAULTS } from '@/api/testing/session-fixture-defaults';

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

export function makeCandidate(id: string, overrides: CandidateOverrides = {}): DashboardCandidate {
  const { session, evaluation, ...rest } = overrides;
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
    page: { offset: 0, limit: 50, total: candidates.length },
    ...overrides,
  };
}
