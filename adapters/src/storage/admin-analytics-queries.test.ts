import { expect, it } from 'vitest';
import type { NewCandidateSession } from '@sauti/core/domain/candidate-session';
import { analyticsCutoffs } from '@sauti/core/rules/analytics-windows';
import { SqlAdminAnalyticsQueries } from './admin-analytics-queries.js';
import { describeDatabaseContract } from './contract/harness.js';
import { aJob, anOrganisation, aSession, aUser, newId } from './contract/fixtures.js';
import type { Repositories } from './repositories/index.js';

const NOW = new Date('2025-06-09T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const plus = (at: Date, seconds: number) => new Date(at.getTime() + seconds * 1000);

/** Three users, three jobs, five sessions with known times, two evaluated, three exports. */
async function seed(repos: Repositories) {
  const org = await repos.organisations.findOrCreate(anOrganisation());
  const a = await repos.users.create(aUser(org.id, { email: 'a@acme.example', createdAt: ago(40 * DAY) }));
  await repos.users.update(a.id, { lastSignInAt: ago(2 * DAY), updatedAt: ago(2 * DAY) });
  const b = await repos.users.create(
    aUser(org.id, { email: 'b@acme.example', firstName: 'Bea', createdAt: ago(3 * DAY) }),
  );
  const c = await repos.users.create(aUser(org.id, { email: 'c@acme.example', createdAt: ago(60 * DAY) }));
  await repos.users.update(c.id, { lastSignInAt: ago(45 * DAY), updatedAt: ago(45 * DAY) });
  const job = async (
    owner: string,
    title: string,
    questions: number,
    status: 'active' | 'archived',
    createdAt: Date,
  ) => {
    const { job: created } = await repos.jobs.create(aJob(org.id, owner, { title, status, createdAt }));
    const drafts = Array.from({ length: questions }, (_, i) => ({
      text: `Question ${i + 1}?`,
      pillarId: null,
    }));
    if (questions > 0) await repos.jobs.replaceQuestions(created.id, drafts, createdAt);
    return created.id;
  };
  const ja = await job(a.id, 'Sales Lead', 2, 'active', ago(30 * DAY));
  const jb = await job(a.id, 'Driver', 0, 'archived', ago(DAY));
  const jc = await job(b.id, 'Cashier', 4, 'active', ago(2 * DAY));
  const session = async (jobId: string, fields: Partial<NewCandidateSession> & { startedAt: Date }) =>
    (await repos.candidateSessions.create(aSession(jobId, fields))).id;
  const completed = (startedAt: Date, seconds: number) => ({
    startedAt,
    status: 'completed' as const,
    completedAt: plus(startedAt, seconds),
  });
  const s1 = await session(ja, {
    ...completed(ago(10 * DAY), 600),
    candidateName: 'Amina',
    referrerUrl: 'https://www.x.com/1',
    hiringOutcome: 'hired',
    hiringOutcomeUpdatedAt: ago(2 * DAY),
  });
  const s2 = await session(ja, {
    startedAt: ago(3 * DAY),
    candidateName: 'Baraka',
    referrerUrl: 'https://www.x.com/1',
  });
  const s3 = await session(jc, {
    ...completed(ago(2 * DAY), 1200),
    candidateName: 'Chidi',
    referrerUrl: ' ',
    hiringOutcome: 'rejected',
    hiringOutcomeUpdatedAt: ago(10 * DAY),
  });
  const s4 = await session(jc, { startedAt: ago(HOUR), candidateName: 'Dede' });
  const s5 = await session(jc, {
    ...completed(ago(5 * DAY), 1800),
    candidateName: 'Esi',
    referrerUrl: 'https://y.org',
  });
  const evaluate = (sessionId: string, overallScore: number, evaluatedAt: Date) =>
    repos.evaluations.add({
      id: newId(),
      sessionId,
      overallScore,
      strengths: null,
      weaknesses: null,
      recommendation: null,
      detailedAnalysis: null,
      pillarScores: null,
      evaluatedAt,
    });
  await evaluate(s1, 40, ago(9 * DAY));
  await evaluate(s1, 80, ago(8 * DAY)); // the re-evaluation is the one that counts
  await evaluate(s3, 60, ago(DAY));
  const exportLog = (userId: string, jobId: string) =>
    repos.exportLogs.add({
      id: newId(),
      userId,
      jobId,
      panelSize: 3,
      exportedAt: ago(DAY),
      durationHours: null,
    });
  await exportLog(a.id, ja);
  await exportLog(a.id, ja);
  await exportLog(b.id, jc);
  return { a, b, c, ja, jb, jc, s1, s2, s3, s4, s5 };
}

describeDatabaseContract('admin analytics aggregate queries', (context) => {
  let data: Awaited<ReturnType<typeof seed>>;
  const queries = () => new SqlAdminAnalyticsQueries(context().db.orm);

  it('counts users, jobs and interviews within the windows', async () => {
    data = await seed(context().repos);
    expect(await queries().platformCounts(analyticsCutoffs(NOW))).toEqual({
      users: {
        total: 3,
        active: 1,
        createdSinceWeekStart: 1,
        joinedBeforeWeek: 2,
        joinedBeforeWeekSignedInThisWeek: 1,
        withJob: 2,
        withInterview: 2,
        withCompletedInterview: 2,
      },
      jobs: { total: 3, active: 2, createdSinceWeekStart: 2, avgQuestions: 2, withInterview: 2 },
      interviews: { total: 5, completed: 3, abandoned: 1, avgCompletionSeconds: 1200 },
    });
  });

  it('lists the newest events first, ties by type then id, abandonment 24 hours after the start', async () => {
    const events = await queries().recentActivity({ now: NOW, abandonAfterMs: DAY, limit: 6 });
    expect(events.map((e) => [e.type, e.subjectId, e.at.toISOString()])).toEqual([
      ['interview_started', data.s4, ago(HOUR).toISOString()],
      ['job_created', data.jb, ago(DAY).toISOString()],
      ['interview_completed', data.s3, plus(ago(2 * DAY), 1200).toISOString()],
      ['interview_abandoned', data.s2, ago(2 * DAY).toISOString()],
      ['interview_started', data.s3, ago(2 * DAY).toISOString()],
      ['job_created', data.jc, ago(2 * DAY).toISOString()],
    ]);
    expect(events[0]).toMatchObject({
      userEmail: 'b@acme.example',
      jobTitle: 'Cashier',
      candidateName: 'Dede',
    });
    expect(events[1]).toMatchObject({ userEmail: 'a@acme.example', jobTitle: 'Driver', candidateName: null });
  });

  it('counts usage per user, zeros included', async () => {
    const usage = await queries().userUsage();
    const byId = new Map(usage.map(({ userId, ...counts }) => [userId, counts]));
    expect(byId.get(data.a.id)).toEqual({
      jobsCreated: 2,
      interviewsCreated: 2,
      interviewCompletions: 1,
      panelsExported: 2,
    });
    expect(byId.get(data.b.id)).toEqual({
      jobsCreated: 1,
      interviewsCreated: 3,
      interviewCompletions: 2,
      panelsExported: 1,
    });
    expect(byId.get(data.c.id)).toEqual({
      jobsCreated: 0,
      interviewsCreated: 0,
      interviewCompletions: 0,
      panelsExported: 0,
    });
  });

  it('groups sessions by trimmed referrer URL, blank as none', async () => {
    const rows = await queries().referrerCounts();
    expect(rows.sort((x, y) => String(x.referrerUrl).localeCompare(String(y.referrerUrl)))).toEqual([
      { referrerUrl: 'https://www.x.com/1', sessions: 2, completed: 1 },
      { referrerUrl: 'https://y.org', sessions: 1, completed: 1 },
      { referrerUrl: null, sessions: 2, completed: 1 },
    ]);
  });

  it('groups evaluated candidates by outcome on their latest score', async () => {
    const groups = await queries().outcomeGroups({ recentSince: ago(7 * DAY) });
    expect(groups.sort((x, y) => String(x.outcome).localeCompare(String(y.outcome)))).toEqual([
      { outcome: 'hired', candidates: 1, avgScore: 80, recentlyDecided: 1 },
      { outcome: 'rejected', candidates: 1, avgScore: 60, recentlyDecided: 0 },
    ]);
    const scores = await queries().decisionScores();
    expect(scores.sort((x, y) => x.outcome.localeCompare(y.outcome))).toEqual([
      { outcome: 'hired', score: 80, candidates: 1 },
      { outcome: 'rejected', score: 60, candidates: 1 },
    ]);
  });

  it('lists interviews completed in the window with their job owner and latest score', async () => {
    const rows = await queries().completedCandidatesSince(ago(7 * DAY));
    expect(rows).toEqual([
      expect.objectContaining({
        sessionId: data.s5,
        jobId: data.jc,
        jobTitle: 'Cashier',
        candidateName: 'Esi',
        score: null,
        evaluated: false,
      }),
      expect.objectContaining({
        sessionId: data.s3,
        score: 60,
        evaluated: true,
        ownerId: data.b.id,
        ownerEmail: 'b@acme.example',
        ownerFirstName: 'Bea',
      }),
    ]);
    expect(rows[1]!.completedAt).toEqual(plus(ago(2 * DAY), 1200));
  });
});
