import type { CandidateResponse } from '../domain/candidate-response.js';
import type { CandidateSession } from '../domain/candidate-session.js';
import type { PillarId } from '../domain/criteria.js';
import type { Evaluation } from '../domain/evaluation.js';
import type { JsonValue } from '../domain/json.js';
import { buildCriteriaConfig } from '../rules/criteria.js';
import { overallScore, type PillarScores } from '../rules/scoring.js';
import { GetJobCalibration } from '../use-cases/calibration/get-job-calibration.js';
import { RateAnswer } from '../use-cases/calibration/rate-answer.js';
import { RescoreJob } from '../use-cases/calibration/rescore-job.js';
import { ChangePanelMembership } from '../use-cases/review/change-panel-membership.js';
import { GetCandidateDetail } from '../use-cases/review/get-candidate-detail.js';
import { GetDashboard } from '../use-cases/review/get-dashboard.js';
import { InMemoryPhoneInterviewRepository } from './in-memory-phone-interviews.js';
import { GetOverview } from '../use-cases/review/get-overview.js';
import { GetPanel } from '../use-cases/review/get-panel.js';
import { LogPanelExport } from '../use-cases/review/log-panel-export.js';
import { SetHiringOutcome } from '../use-cases/review/set-hiring-outcome.js';
import { FixedClock, SequentialIds } from './fixed-clock.js';
import { InMemoryAnswerRatingRepository } from './in-memory-answer-ratings.js';
import {
  InMemoryEvaluationRepository,
  InMemoryExportLogRepository,
  InMemoryReviewReadModel,
} from './in-memory-evaluations.js';
import {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from './in-memory-interviews.js';
import { InMemoryJobRepository } from './in-memory-jobs.js';
import { InMemoryOrganisationRepository } from './in-memory-organisations.js';
import { InMemoryHiringDecisionLog } from './in-memory-self-identification.js';
import { InMemoryUserRepository } from './in-memory-users.js';
import { RecordingQueue } from './recording-queue.js';

/** The public origin of the review testbed's interview links. */
export const REVIEW_PUBLIC_URL = 'https://hire.example.test';

/** A candidate to seed: session fields, answers (durations) and criterion scores (none: not evaluated). */
export interface SeededCandidate {
  id: string;
  session?: Partial<CandidateSession>;
  answers?: Partial<CandidateResponse>[];
  scores?: PillarScores;
  /** Evaluated but not scored, for these reasons (scores are then ignored). */
  notScored?: string[];
  analysis?: JsonValue;
  evaluatedAt?: Date;
}

/**
 * Every review use case over in-memory fakes, with job 'job-1' of 'org-acme' weighing
 * communication 60 and problem solving 40, and two questions.
 */
export async function reviewTestbed() {
  const sessions = new InMemoryCandidateSessionRepository();
  const responses = new InMemoryCandidateResponseRepository();
  const jobs = new InMemoryJobRepository({ sessions, responses });
  const evaluations = new InMemoryEvaluationRepository();
  const exportLogs = new InMemoryExportLogRepository();
  const reviewReads = new InMemoryReviewReadModel(sessions, responses, evaluations);
  const ratings = new InMemoryAnswerRatingRepository({ sessions, responses });
  const users = new InMemoryUserRepository();
  const queue = new RecordingQueue();
  const clock = new FixedClock();
  const ids = new SequentialIds();
  const decisions = new InMemoryHiringDecisionLog({
    sessions,
    organisations: new InMemoryOrganisationRepository(),
    jobs,
    users: new InMemoryUserRepository(),
  });
  const criteriaConfig = buildCriteriaConfig({ communication: 60, problem_solving: 40 });
  const { job } = await jobs.create({
    id: 'job-1',
    organisationId: 'org-acme',
    title: 'Customer Support Agent',
    description: 'Answer customer calls.',
    criteriaConfig,
    requireIdentityVerification: 'true',
    createdBy: 'user-hr',
    createdAt: new Date('2025-01-10T09:00:00.000Z'),
  });
  await jobs.replaceQuestions(
    job.id,
    [
      { text: 'Tell us about yourself.', pillarId: null },
      { text: 'Describe a difficult call.', pillarId: 'communication' },
    ],
    clock.now(),
  );
  const pillars = criteriaConfig.pillars.filter((p) => p.enabled);

  /** Stores a candidate of job-1 with its answers and, when scores are given, an evaluation. */
  async function seed(candidate: SeededCandidate): Promise<void> {
    await sessions.create({
      id: candidate.id,
      jobId: job.id,
      startedAt: new Date('2025-01-15T08:00:00.000Z'),
      candidateName: `Candidate ${candidate.id}`,
      candidateEmail: `${candidate.id}@example.com`,
      status: 'completed',
      completedAt: new Date('2025-01-15T08:20:00.000Z'),
      ...candidate.session,
    });
    for (const [index, answer] of (candidate.answers ?? []).entries()) {
      responses.rows.push({
        id: `${candidate.id}-answer-${index}`,
        sessionId: candidate.id,
        questionId: null,
        questionIndex: index,
        questionText: `Question ${index}`,
        audioFilePath: `${candidate.id}/${index}-abc.webm`,
        transcribedText: `Answer ${index} of ${candidate.id}`,
        readableText: null,
        transcriptionConfidence: 0.9,
        transcriptWords: null,
        transcriber: null,
        duration: 60,
        createdAt: clock.now(),
        isSamePerson: true,
        ...answer,
      });
    }
    if (candidate.notScored) {
      await evaluations.add({
        id: `${candidate.id}-evaluation`,
        sessionId: candidate.id,
        overallScore: null,
        strengths: null,
        weaknesses: null,
        recommendation: null,
        detailedAnalysis: candidate.analysis ?? {
          scored: false,
          notScoredReasons: candidate.notScored,
          evaluatorVersion: 'local-rubric@2',
          feedback: `Feedback on ${candidate.id}`,
        },
        pillarScores: null,
        evaluatedAt: candidate.evaluatedAt ?? clock.now(),
      });
    } else if (candidate.scores) {
      const evaluation: Evaluation = {
        id: `${candidate.id}-evaluation`,
        sessionId: candidate.id,
        overallScore: overallScore(candidate.scores, pillars),
        strengths: 'Clear. Warm',
        weaknesses: 'Brief',
        recommendation: 'Hire',
        detailedAnalysis: candidate.analysis ?? { feedback: `Feedback on ${candidate.id}` },
        pillarScores: { ...candidate.scores } as Record<string, number>,
        evaluatedAt: candidate.evaluatedAt ?? clock.now(),
      };
      await evaluations.add(evaluation);
    }
  }

  // Which interviews were taken by phone: a test adds one to see its 'Phone' channel.
  const phoneInterviews = new InMemoryPhoneInterviewRepository();
  const readDeps = {
    jobs,
    sessions,
    reviewReads,
    evaluations,
    publicUrl: REVIEW_PUBLIC_URL,
    phoneSessions: phoneInterviews,
  };
  return {
    job,
    phoneInterviews,
    pillars,
    jobs,
    sessions,
    responses,
    evaluations,
    exportLogs,
    ratings,
    users,
    queue,
    clock,
    ids,
    seed,
    scores: (communication: number, problem_solving: number): Partial<Record<PillarId, number>> => ({
      communication,
      problem_solving,
    }),
    dashboard: new GetDashboard({ ...readDeps, responses }),
    overview: new GetOverview(readDeps),
    detail: new GetCandidateDetail({
      jobs,
      sessions,
      responses,
      evaluations,
      ratings,
      users,
      publicUrl: REVIEW_PUBLIC_URL,
    }),
    rateAnswer: new RateAnswer({ jobs, sessions, responses, ratings, users, clock, ids }),
    calibration: new GetJobCalibration({ jobs, ratings, evaluations }),
    rescore: new RescoreJob({ jobs, sessions, queue }),
    panel: new GetPanel(readDeps),
    panelMembership: new ChangePanelMembership({ jobs, sessions }),
    decisions,
    hiringOutcome: new SetHiringOutcome({ jobs, sessions, clock, decisions, evaluations, ids }),
    logExport: new LogPanelExport({ jobs, exportLogs, clock, ids }),
  };
}
