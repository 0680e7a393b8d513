import type {
  CandidateDetailPayload,
  CandidateFigures,
  ReviewResponse,
} from '@sauti/core/contract/review-views';
import { reviewEvaluation, reviewJob, reviewSession } from '@/api/testing/review.fixtures';
import { NOT_SCORED_FIGURES, scoredFigures } from '@/api/testing/figures.fixtures';

function response(index: number, patch: Partial<ReviewResponse> = {}): ReviewResponse {
  return {
    readableText: patch.transcribedText === undefined ? `Answer text ${index + 1}.` : patch.transcribedText,
    id: `r${index}`,
    questionIndex: index,
    questionText: `Question text ${index + 1}?`,
    transcribedText: `Answer text ${index + 1}.`,
    transcriptionConfidence: 0.9,
    words: null,
    transcriber: null,
    duration: 42 + index,
    createdAt: '2026-02-10T08:05:00.000Z',
    audioFilePath: `s1/q${index}.webm`,
    audioFilename: `q${index}.webm`,
    audioUrl: `/api/audio/s1/q${index}.webm`,
    isSamePerson: true,
    ...patch,
  };
}

/** A contract-shaped candidate detail: two criteria, three answers (the third unrecorded). */
export function detailPayload(patch: Partial<CandidateDetailPayload> = {}): CandidateDetailPayload {
  const base = detailBase(patch);
  return { ...base, figures: patch.figures ?? figuresOfDetail(base) };
}

/** The server's figures for the fixture (the same criteria and match as the rest of it). */
export function figuresOfDetail(detail: Omit<CandidateDetailPayload, 'figures'>): CandidateFigures {
  const score = detail.evaluation?.overallScore ?? null;
  if (score === null || detail.matchLevel === null) return NOT_SCORED_FIGURES;
  return scoredFigures({
    score,
    band: 'Hire',
    matchLevel: detail.matchLevel,
    criteria: detail.criteriaEvaluations.map((c) => ({
      pillar: c.pillarId,
      label: c.pillarLabel,
      percent: c.score,
      met: c.meets,
    })),
    topStrength: detail.topStrength,
    mainConcern: detail.mainConcern,
  });
}

function detailBase(patch: Partial<CandidateDetailPayload>): Omit<CandidateDetailPayload, 'figures'> {
  return {
    job: reviewJob(),
    session: reviewSession({ hasCv: true, cvFilePath: 's1/cv.pdf' }),
    evaluation: reviewEvaluation({
      needsHumanReview: true,
      notAssessable: [
        {
          questionIndex: 2,
          reason: 'no speech detected',
          message: 'Question 3 not assessable: no speech detected',
        },
      ],
      flaggedEvidenceCount: 2,
    }),
    pillarScores: { communication: 90, problem_solving: 55 },
    criteriaEvaluations: [
      {
        pillarId: 'communication',
        pillarLabel: 'Communication',
        description: 'Speaks clearly',
        score: 90,
        meets: true,
        subcriteria: [
          { id: 'clarity', label: 'Clarity', assessed: true },
          { id: 'listening', label: 'Listening', assessed: false },
        ],
        relatedQuestions: [
          {
            questionIndex: 0,
            questionText: 'Question text 1?',
            answerText: 'Answer text 1.',
            feedback: 'Well structured answer.',
            audioFilename: 'q0.webm',
            audioUrl: '/api/audio/s1/q0.webm',
            duration: 42,
          },
        ],
      },
      {
        pillarId: 'problem_solving',
        pillarLabel: 'Problem Solving',
        description: 'Thinks it through',
        score: 55,
        meets: false,
        subcriteria: [],
        relatedQuestions: [],
      },
    ],
    responses: [
      response(0),
      response(1),
      response(2, { transcribedText: null, audioUrl: null, duration: null }),
    ],
    answerRatings: [0, 1, 2].map((questionIndex) => ({
      questionIndex,
      ratings: [],
      teamRating: null,
      changes: [],
    })),
    pillarDetails: [
      {
        pillarId: 'communication',
        quickTake: 'Clear and concise.',
        rationale: 'The candidate explained their past role in order.',
        supportingEvidence: [
          { quote: 'I led a team of five', reasoning: 'Shows ownership.', questionIndex: 1 },
        ],
      },
      {
        pillarId: 'problem_solving',
        quickTake: 'Needs more depth.',
        rationale: 'Answers stayed general.',
        supportingEvidence: [],
      },
    ],
    matchLevel: 'Partial Match',
    criteriaMet: { met: 1, total: 2 },
    durationMinutes: 14,
    questionsAnswered: 3,
    topStrength: { pillar: 'communication', label: 'Communication', score: 90 },
    mainConcern: { pillar: 'problem_solving', label: 'Problem Solving', score: 55 },
    ...patch,
  };
}
