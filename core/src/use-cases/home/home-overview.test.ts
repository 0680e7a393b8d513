import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { Job } from '../../domain/job.js';
import { dashboardStats, recentActivity, RECENT_ACTIVITY_LIMIT, topJobs } from './home-overview.js';

const job = (id: string): Job =>
  ({ id, organisationId: 'o', title: `Job ${id}`, status: 'active', createdAt: new Date(0) }) as Job;

/** An organisation: a few jobs, sessions spread over them, some completed, some evaluated. */
const world = fc
  .record({
    jobCount: fc.integer({ min: 1, max: 4 }),
    sessions: fc.array(
      fc.record({
        job: fc.nat(3),
        startedAt: fc.integer({ min: 0, max: 1e9 }),
        completed: fc.boolean(),
        score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      }),
      { maxLength: 30 },
    ),
  })
  .map(({ jobCount, sessions }) => {
    const jobs = Array.from({ length: jobCount }, (_, i) => job(`j${i}`));
    const rows = sessions.map(
      (s, i) =>
        ({
          id: `s${i}`,
          jobId: `j${s.job % jobCount}`,
          candidateName: i % 3 ? `Candidate ${i}` : null,
          status: s.completed ? 'completed' : 'in_progress',
          startedAt: new Date(s.startedAt),
          completedAt: s.completed ? new Date(s.startedAt + 1000) : null,
        }) as CandidateSession,
    );
    const evaluations = sessions.flatMap((s, i) =>
      // A completed interview without a score is evaluated but not scored (too few usable answers).
      s.completed
        ? [
            {
              id: `e${i}`,
              sessionId: `s${i}`,
              overallScore: s.score,
              evaluatedAt: new Date(s.startedAt + 2000),
            } as Evaluation,
          ]
        : [],
    );
    return { jobs, sessions: rows, evaluations };
  });

describe('home overview', () => {
  it('splits sessions into completed and in progress, and averages only scored ones', () => {
    fc.assert(
      fc.property(world, ({ jobs, sessions, evaluations }) => {
        const stats = dashboardStats(jobs, sessions, evaluations, new Date(1e9));
        expect(stats.completedSessions + stats.inProgressSessions).toBe(sessions.length);
        expect(stats.totalEvaluations).toBe(evaluations.length);
        const scores = evaluations.flatMap((e) => (e.overallScore === null ? [] : [e.overallScore]));
        if (scores.length === 0) expect(stats.averageScore).toBeNull();
        else {
          expect(stats.averageScore).toBeGreaterThanOrEqual(Math.min(...scores));
          expect(stats.averageScore).toBeLessThanOrEqual(Math.max(...scores));
          // The mean, not any other value between the extremes: times the count it gives the sum.
          const sum = scores.reduce((a, b) => a + b, 0);
          expect(stats.averageScore! * scores.length).toBeCloseTo(sum, 6);
        }
      }),
    );
  });

  it('counts this week and active now inside the totals they caption', () => {
    fc.assert(
      fc.property(world, fc.integer({ min: 0, max: 2e9 }), ({ jobs, sessions, evaluations }, at) => {
        const stats = dashboardStats(jobs, sessions, evaluations, new Date(at));
        expect(stats.jobsThisWeek).toBeLessThanOrEqual(stats.totalJobs);
        expect(stats.sessionsThisWeek).toBeLessThanOrEqual(stats.totalSessions);
        expect(stats.completedThisWeek).toBeLessThanOrEqual(stats.completedSessions);
        expect(stats.activeNow).toBeLessThanOrEqual(stats.inProgressSessions);
      }),
    );
  });

  it('counts the last 7 days to the millisecond, and an unfinished interview as active for 24 hours', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date(30 * day);
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const jobs = [
      { ...job('j0'), createdAt: ago(7 * day) },
      { ...job('j1'), createdAt: ago(7 * day + 1) },
    ];
    const session = (id: string, startedAt: Date, completedAt: Date | null) =>
      ({
        id,
        jobId: 'j0',
        candidateName: null,
        status: completedAt ? 'completed' : 'in_progress',
        startedAt,
        completedAt,
      }) as CandidateSession;
    const sessions = [
      session('started-now', ago(0), null),
      session('active-at-the-edge', ago(day), null),
      session('abandoned', ago(day + 1), null),
      session('done-this-week', ago(8 * day), ago(7 * day)),
      session('done-before', ago(9 * day), ago(7 * day + 1)),
    ];
    expect(dashboardStats(jobs, sessions, [], now)).toMatchObject({
      totalJobs: 2,
      jobsThisWeek: 1,
      totalSessions: 5,
      sessionsThisWeek: 3,
      completedSessions: 2,
      completedThisWeek: 1,
      inProgressSessions: 3,
      activeNow: 2,
    });
  });

  it('lists at most the limit of recent events, newest first, evaluations typed as such', () => {
    fc.assert(
      fc.property(world, ({ jobs, sessions, evaluations }) => {
        const items = recentActivity(jobs, sessions, evaluations);
        expect(items.length).toBe(Math.min(RECENT_ACTIVITY_LIMIT, sessions.length));
        for (let i = 1; i < items.length; i++)
          expect(items[i - 1]!.timestamp >= items[i]!.timestamp).toBe(true);
        const evaluated = new Set(evaluations.map((e) => e.sessionId));
        for (const item of items) {
          expect(item.type).toBe(evaluated.has(item.id) ? 'evaluation' : 'interview');
          expect(item.candidateName.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('ranks top jobs by average score and counts every application', () => {
    fc.assert(
      fc.property(world, ({ jobs, sessions, evaluations }) => {
        const top = topJobs(jobs, sessions, evaluations, 10);
        for (let i = 1; i < top.length; i++)
          expect(top[i - 1]!.averageScore).toBeGreaterThanOrEqual(top[i]!.averageScore);
        const total = top.reduce((n, j) => n + j.applicationCount, 0);
        expect(total).toBe(sessions.length);
        const jobOf = new Map(sessions.map((s) => [s.id, s.jobId]));
        for (const entry of top) {
          const scores = evaluations
            .filter((e) => jobOf.get(e.sessionId) === entry.jobId && e.overallScore !== null)
            .map((e) => e.overallScore!);
          const mean = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
          expect(entry.averageScore).toBe(Math.round(mean));
        }
      }),
    );
  });

  it('averages 40, 65 and 90 to 65 and leaves an unscored evaluation out', () => {
    const jobs = [job('j0')];
    const sessions = ['s0', 's1', 's2', 's3'].map(
      (id) =>
        ({
          id,
          jobId: 'j0',
          candidateName: null,
          status: 'completed',
          startedAt: new Date(0),
          completedAt: new Date(1),
        }) as CandidateSession,
    );
    const evaluations = [40, 65, 90, null].map(
      (overallScore, i) =>
        ({ id: `e${i}`, sessionId: `s${i}`, overallScore, evaluatedAt: new Date(2) }) as Evaluation,
    );
    expect(dashboardStats(jobs, sessions, evaluations, new Date(3)).averageScore).toBe(65);
    expect(topJobs(jobs, sessions, evaluations)).toEqual([
      { jobId: 'j0', jobTitle: 'Job j0', applicationCount: 4, averageScore: 65 },
    ]);
  });
});
