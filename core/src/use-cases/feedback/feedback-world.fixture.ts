import { InMemoryHiringDecisionLog } from '../../testing/in-memory-self-identification.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { JsonObject } from '../../domain/json.js';
import { defaultCriteriaConfig } from '../../rules/criteria.js';
import { aUser } from '../../testing/builders.js';
import { FakeDigest } from '../../testing/fake-password-hasher.js';
import { FixedClock, SequentialIds } from '../../testing/fixed-clock.js';
import { InMemoryEvaluationRepository } from '../../testing/in-memory-evaluations.js';
import {
  InMemoryCandidateFeedbackRepository,
  InMemoryFeedbackSettings,
} from '../../testing/in-memory-feedback.js';
import {
  InMemoryDecisionQueries,
  InMemoryHumanReviewRepository,
  InMemoryReviewEventRepository,
} from '../../testing/in-memory-human-reviews.js';
import {
  aCandidateSession,
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from '../../testing/in-memory-interviews.js';
import { InMemoryJobRepository } from '../../testing/in-memory-jobs.js';
import { InMemoryOrganisationRepository } from '../../testing/in-memory-organisations.js';
import { InMemoryUserRepository } from '../../testing/in-memory-users.js';
import { RecordingMailer } from '../../testing/recording-mailer.js';
import type { Actor } from '../accounts/tenancy.js';
import { CandidateFeedbackPages } from './candidate-feedback-page.js';
import type { FeedbackDeps } from './feedback-deps.js';
import { HumanReviews } from './human-reviews.js';
import { ManageFeedback } from './manage-feedback.js';
import { OpenFeedbackOnCompletion, SendReceipt } from './send-receipt.js';
import { SweepCandidateMail } from './sweep-candidate-mail.js';

export const ORIGIN = 'https://hire.example.test';
export const SUPPORT = 'support@sauti.africa';

/** One organisation's job with HR, and the feedback use cases on in-memory fakes. */
export async function feedbackWorld() {
  const clock = new FixedClock('2026-03-02T09:00:00.000Z');
  const sessions = new InMemoryCandidateSessionRepository();
  const responses = new InMemoryCandidateResponseRepository();
  const jobs = new InMemoryJobRepository({ sessions, responses });
  const evaluations = new InMemoryEvaluationRepository();
  const settings = new InMemoryFeedbackSettings();
  const users = new InMemoryUserRepository();
  const organisations = new InMemoryOrganisationRepository();
  const reviews = new InMemoryHumanReviewRepository();
  const events = new InMemoryReviewEventRepository();
  const mailer = new RecordingMailer();
  await organisations.create({ id: 'org-1', domain: 'acme.co.ke', name: 'Acme', createdAt: clock.now() });
  const amina = await users.create(
    aUser({ id: 'user-1', email: 'amina@acme.co.ke', organisationId: 'org-1' }),
  );
  const { job } = await jobs.create({
    id: 'job-1',
    organisationId: 'org-1',
    title: 'Field Sales Agent',
    description: 'Sell',
    companyName: 'Acme',
    criteriaConfig: defaultCriteriaConfig(),
    createdBy: amina.id,
    createdAt: clock.now(),
  });
  const deps: FeedbackDeps = {
    feedback: new InMemoryCandidateFeedbackRepository({ settings, evaluations }),
    settings,
    reviews,
    sessions,
    responses,
    evaluations,
    jobs,
    organisations,
    users,
    mailer,
    clock,
    ids: new SequentialIds(),
    digest: new FakeDigest(),
    origin: ORIGIN,
    supportEmail: SUPPORT,
  };
  const receipts = new SendReceipt(deps);
  const hr: Actor = { userId: amina.id, organisationId: 'org-1', isAdmin: false };
  const stranger: Actor = { userId: 'user-9', organisationId: 'org-2', isAdmin: false };

  /** A candidate who completed the interview now, with three calm answers. */
  async function completed(overrides: Partial<CandidateSession> = {}): Promise<CandidateSession> {
    const session = aCandidateSession({
      id: `session-${sessions.rows.size + 1}`,
      jobId: job.id,
      startedAt: new Date(clock.now().getTime() - 12 * 60_000),
      completedAt: clock.now(),
      status: 'completed',
      candidateName: 'Wanjiru Kamau',
      candidateEmail: 'wanjiru@example.com',
      candidatePhone: '+254700000001',
      timePerQuestion: [70, 95, 80],
      ...overrides,
    });
    sessions.rows.set(session.id, session);
    for (const [index, duration] of [60, 75, 70].entries())
      await responses.upsert({
        id: `${session.id}-a${index}`,
        sessionId: session.id,
        questionId: null,
        questionIndex: index,
        questionText: `Question ${index + 1}`,
        audioFilePath: null,
        duration,
        createdAt: clock.now(),
      });
    await new OpenFeedbackOnCompletion(deps).execute(session);
    return session;
  }

  /** Stores an evaluation of the session: scored by default, or as given. */
  async function evaluated(
    sessionId: string,
    overrides: Partial<Evaluation> = {},
    analysis: JsonObject = {},
  ): Promise<Evaluation> {
    return evaluations.add({
      id: `evaluation-${evaluations.rows.length + 1}`,
      sessionId,
      overallScore: 74,
      strengths: 'Clear answers.',
      weaknesses: 'Short examples.',
      recommendation: 'Hire',
      detailedAnalysis: { scored: true, ...analysis },
      pillarScores: {
        communication: 85,
        problem_solving: 72,
        motivation: 60,
        adaptability: 80,
        collaboration: 65,
      },
      evaluatedAt: clock.now(),
      ...overrides,
    });
  }

  return {
    deps,
    clock,
    mailer,
    job,
    hr,
    stranger,
    events,
    completed,
    evaluated,
    receipts,
    manage: new ManageFeedback(deps),
    pages: new CandidateFeedbackPages({ ...deps, retention: '6 months' }),
    reviews: new HumanReviews({
      ...deps,
      events,
      decisions: new InMemoryDecisionQueries({ jobs, sessions, evaluations }),
    }),
    sweep: new SweepCandidateMail({ ...deps, receipts }),
    hiringDecisions: new InMemoryHiringDecisionLog({ sessions, organisations, jobs, users }),
  };
}

/** The token of the feedback page link in a mail's text. */
export function linkTokenIn(text: string): string {
  const match = /\/feedback\/[^?\s]+\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no feedback link in: ${text}`);
  return match[1]!;
}
