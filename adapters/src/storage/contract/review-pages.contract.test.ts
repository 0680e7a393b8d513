import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { OverviewQuery } from '@sauti/core/contract/review';
import type { CandidateSession, NewCandidateSession } from '@sauti/core/domain/candidate-session';
import { PILLAR_IDS, type PillarId } from '@sauti/core/domain/criteria';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { criteriaBreakdown } from '@sauti/core/rules/scoring';
import { isNotStarted } from '@sauti/core/use-cases/review/get-overview';
import { isCompleted, latestStartFirst, type JobReview } from '@sauti/core/use-cases/review/job-review';
import { matchesOfJob, matchingOverviewRows } from '@sauti/core/use-cases/review/overview-matching';
import { matchesSearch } from '@sauti/core/use-cases/review/overview-order';
import { panelOrder } from '@sauti/core/use-cases/review/panel-order';
import { refreshReviewFigures } from '@sauti/core/use-cases/review/review-figures';
import { at, aSession, givenJob, newId, T0 } from './fixtures.js';
import { pageAfter } from '@sauti/core/rules/cursor-page';
import { describeStorageContract, type ContractContext } from './harness.js';

/*
 * The overview, dashboard and panel pages the database filters, orders and pages equal what the
 * previous in-memory code computed (overview-matching.ts, kept as the oracle and for the
 * spreadsheet export), for random candidates, evaluations, criteria and queries; and the
 * whole-job counts equal the previous in-memory stats.
 */

/** Names that probe case, accents, whitespace, non-Latin scripts and ties. */
const NAMES = [
  'Álice',
  'alice',
  'ALICE',
  ' Bob ',
  'bob',
  'Émile',
  'emile',
  '',
  '  ',
  'İpek',
  'ß',
  'ss',
  '李雷',
  'a-b',
  'ab',
];
const candidateArb = fc.record({
  name: fc.option(
    fc.oneof(
      { arbitrary: fc.constantFrom(...NAMES), weight: 6 },
      { arbitrary: fc.string({ maxLength: 6 }), weight: 1 },
    ),
    { nil: null },
  ),
  email: fc.option(fc.constantFrom('amina@x.co', 'BOB@Example.com', 'émile@exämple.org', 'z@z.z'), {
    nil: null,
  }),
  started: fc.integer({ min: 0, max: 5 }),
  completed: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  questionIndex: fc.constantFrom(0, 0, 1),
  inPanel: fc.boolean(),
  answers: fc.integer({ min: 0, max: 2 }),
  evaluations: fc.array(
    fc.record({
      scored: fc.boolean(),
      at: fc.integer({ min: 0, max: 3 }),
      scores: fc.dictionary(
        fc.constantFrom(...PILLAR_IDS, 'unknown'),
        fc.constantFrom(0, 40, 69, 70, 71, 100),
        {
          maxKeys: 4,
        },
      ),
    }),
    { maxLength: 2 },
  ),
});
type Candidate = typeof candidateArb extends fc.Arbitrary<infer T> ? T : never;
const pillarsArb = fc.subarray([...PILLAR_IDS], { minLength: 1 });
const queryArb: fc.Arbitrary<OverviewQuery> = fc.record({
  search: fc.constantFrom('', 'a', 'ALI', 'émile', 'b', '@example', 'zz', 'İ', 'o', ' bob '),
  filter: fc.constantFrom('all', 'meets-all', 'partial'),
  sort: fc.constantFrom('score', 'name', 'date'),
  offset: fc.constantFrom(0, 1, 3, 50),
  limit: fc.constantFrom(1, 2, 5, 100),
});

const pillarsOf = (ids: readonly string[]) =>
  buildCriteriaConfig(
    Object.fromEntries(ids.map((id) => [id, 10])) as Partial<Record<PillarId, number>>,
  ).pillars.filter((p) => p.enabled);

async function seed(repos: ContractContext['repos'], candidates: Candidate[]) {
  const { jobId } = await givenJob(repos);
  for (const c of candidates) {
    const session = await repos.candidateSessions.create(
      aSession(jobId, {
        candidateName: c.name,
        candidateEmail: c.email,
        startedAt: at(c.started * 60),
        completedAt: c.completed === null ? null : at(3600 + c.completed * 60),
        currentQuestionIndex: c.questionIndex,
        inPanel: c.inPanel,
        // Every column type the pages read back (numbers, json, instants).
        phraseMatchScore: 0.75,
        ecapaVerifyScore: 0.5,
        voiceVerifyScore: 81,
        voiceVerifyScores: [80, 82],
        timePerQuestion: { '0': 31 },
        verifiedAt: at(7),
        phraseMatchExact: true,
      }),
    );
    for (let i = 0; i < c.answers; i++)
      await repos.candidateResponses.upsert({
        id: newId(),
        sessionId: session.id,
        questionId: null,
        questionIndex: i,
        questionText: 'Q',
        audioFilePath: null,
        duration: 10,
        createdAt: at(0),
      });
    for (const e of c.evaluations)
      await repos.evaluations.add({
        id: newId(),
        sessionId: session.id,
        overallScore: e.scored ? Object.values(e.scores).reduce((s: number, n) => s + n, 0) % 101 : null,
        strengths: null,
        weaknesses: null,
        recommendation: null,
        detailedAnalysis: null,
        pillarScores: e.scored ? e.scores : null,
        evaluatedAt: at(e.at),
      });
  }
  return jobId;
}

/** The previous in-memory overview: the page's ids, the matching count and the whole-job stats. */
async function oracle(
  repos: ContractContext['repos'],
  jobId: string,
  pillarIds: string[],
  query: OverviewQuery,
) {
  const sessions = await repos.candidateSessions.listByJob(jobId);
  const latest = new Map(
    (await repos.reviewReads.latestEvaluationSummariesOfJob(jobId)).map((e) => [e.sessionId, e]),
  );
  const answers = new Map(
    (await repos.reviewReads.answerSummariesOf(sessions.map((s) => s.id))).map((a) => [
      a.sessionId,
      a.answers,
    ]),
  );
  const review = { pillars: pillarsOf(pillarIds), sessions, latest } as unknown as JobReview;
  const matches = matchesOfJob(review);
  const rows = matchingOverviewRows(review, matches, query);
  const evaluated = sessions.flatMap((s) => matches.get(s.id) ?? []);
  const completed = sessions.filter(isCompleted);
  return {
    ids: rows.slice(query.offset, query.offset + query.limit).map((r) => r.session.id),
    matching: rows.length,
    counts: {
      totalInvited: sessions.length,
      completed: completed.length,
      notStarted: sessions.filter((s) => isNotStarted(s, answers.get(s.id) ?? 0)).length,
      strongMatch: evaluated.filter((m) => m.matchLevel === 'Strong Match').length,
      partialMatch: evaluated.filter((m) => m.matchLevel === 'Partial Match').length,
      poorFit: evaluated.filter((m) => m.matchLevel === 'Poor Fit').length,
      scored: evaluated.length,
      notScored: [...latest.values()].filter((e) => e.overallScore === null).length,
      awaitingEvaluation: completed.filter((s) => !latest.has(s.id)).length,
    },
    breakdown: criteriaBreakdown(evaluated, review.pillars),
    dashboard: sessions.filter((s) => latest.has(s.id)).sort(latestStartFirst),
    panel: panelOracle(sessions, latest, matches, query.search),
  };
}

/** The panel builder's columns in plain JavaScript: members, the available ones searched and ordered, counts. */
function panelOracle(
  sessions: CandidateSession[],
  latest: Map<string, { overallScore: number | null }>,
  matches: ReturnType<typeof matchesOfJob>,
  search: string,
) {
  const evaluated = sessions.filter((s) => latest.has(s.id));
  const available = evaluated.filter((s) => !s.inPanel);
  const level = (s: CandidateSession) => matches.get(s.id)?.matchLevel ?? null;
  return {
    members: evaluated.filter((s) => s.inPanel).map((s) => s.id),
    available: available
      .map((session) => ({ session, overallScore: latest.get(session.id)!.overallScore }))
      .filter((row) => matchesSearch(row, search))
      .sort(panelOrder)
      .map((row) => row.session.id),
    counts: {
      total: available.length,
      strongMatch: available.filter((s) => level(s) === 'Strong Match').length,
      partialMatch: available.filter((s) => level(s) === 'Partial Match').length,
    },
  };
}

const ids = (sessions: readonly CandidateSession[]) => sessions.map((s) => s.id);
const keyOf = (s: CandidateSession) => ({ at: s.startedAt.getTime(), id: s.id });
const sortById = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => (a.id < b.id ? -1 : 1));

describeStorageContract('review pages in the database', (context) => {
  it('equal the previous in-memory filter, order, page and stats, also after the criteria change', async () => {
    const { repos } = context();
    await fc.assert(
      fc.asyncProperty(
        fc.array(candidateArb, { maxLength: 12 }),
        fc.array(fc.tuple(pillarsArb, queryArb), { minLength: 1, maxLength: 3 }),
        async (candidates, reads) => {
          const jobId = await seed(repos, candidates);
          // Each read may use other criteria than the last: the stored figures must follow.
          for (const [pillarIds, query] of reads) {
            await refreshReviewFigures(repos.reviewReads, jobId, pillarsOf(pillarIds));
            const expected = await oracle(repos, jobId, pillarIds, query);
            const page = await repos.reviewReads.overviewPage(jobId, query);
            expect(ids(page.sessions)).toEqual(expected.ids);
            // The page's sessions read as the session repository reads them.
            for (const session of page.sessions)
              expect(session).toEqual(await repos.candidateSessions.findById(session.id));
            expect(page.total).toBe(expected.matching);
            const { metByCriterion, ...counts } = await repos.reviewReads.overviewCounts(jobId);
            expect(counts).toEqual(expected.counts);
            for (const [id, figures] of Object.entries(expected.breakdown))
              expect(metByCriterion[id] ?? 0).toBe(figures.met);
            const dashboard = await repos.reviewReads.dashboardPage(jobId, query.offset, query.limit);
            expect(ids(dashboard.sessions)).toEqual(
              ids(expected.dashboard.slice(query.offset, query.offset + query.limit)),
            );
            expect(dashboard.total).toBe(expected.dashboard.length);
            const panelQuery = { search: query.search, offset: query.offset, limit: query.limit };
            const available = await repos.reviewReads.panelAvailablePage(jobId, panelQuery);
            expect(ids(available.sessions)).toEqual(
              expected.panel.available.slice(query.offset, query.offset + query.limit),
            );
            expect(available.total).toBe(expected.panel.available.length);
            for (const session of available.sessions)
              expect(session).toEqual(await repos.candidateSessions.findById(session.id));
            expect(await repos.reviewReads.panelAvailableCounts(jobId)).toEqual(expected.panel.counts);
            const members = await repos.reviewReads.panelMembersOfJob(jobId);
            expect(ids(members).sort()).toEqual([...expected.panel.members].sort());
            const some = [...ids(members), ...ids(available.sessions), 'no-such-session'];
            const jobWide = await repos.reviewReads.latestEvaluationSummariesOfJob(jobId);
            expect(sortById(await repos.reviewReads.latestEvaluationSummariesOf(some))).toEqual(
              sortById(jobWide.filter((e) => some.includes(e.sessionId))),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 240_000);
});

describeStorageContract('the /api/v1 cursor pages of a job’s sessions', (context) => {
  it('equal pageAfter over the whole job, for any cursor (ties at the millisecond included)', async () => {
    const { repos } = context();
    await fc.assert(
      fc.asyncProperty(
        // Starts within a few milliseconds of each other, so many share one and the id decides.
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 10 }),
        fc.oneof(
          fc.constant('start' as const),
          fc.nat({ max: 9 }),
          fc.record({ at: fc.integer({ min: -1, max: 4 }), id: fc.constantFrom('0', '8', 'f', '~') }),
        ),
        fc.integer({ min: 1, max: 4 }),
        async (starts, cursor, limit) => {
          const { jobId } = await givenJob(repos);
          const sessions: CandidateSession[] = [];
          for (const ms of starts)
            sessions.push(
              await repos.candidateSessions.create(
                aSession(jobId, { startedAt: new Date(T0.getTime() + ms) }),
              ),
            );
          const after =
            cursor === 'start'
              ? null
              : typeof cursor === 'number'
                ? sessions.length
                  ? keyOf(sessions[cursor % sessions.length]!)
                  : null
                : { at: T0.getTime() + cursor.at, id: cursor.id };
          const expected = pageAfter(sessions, keyOf, after, limit).data.map((s) => s.id);
          const page = await repos.reviewReads.sessionsAfter(jobId, after, limit);
          expect(ids(page)).toEqual(expected);
          for (const session of page)
            expect(session).toEqual(await repos.candidateSessions.findById(session.id));
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it('finds the sessions of the given jobs by external reference and by address, a page after a cursor', async () => {
    const { repos } = context();
    const { jobId } = await givenJob(repos);
    const { jobId: otherJob } = await givenJob(repos);
    const { jobId: strangerJob } = await givenJob(repos);
    const start = (ms: number, overrides: Partial<NewCandidateSession>) =>
      repos.candidateSessions.create(
        aSession(jobId, { startedAt: new Date(T0.getTime() + ms), ...overrides }),
      );
    const first = await start(1, { externalReference: 'GH-1', candidateEmail: ' Ann@Example.com' });
    const second = await start(2, { externalReference: 'GH-1', candidateEmail: 'ben@example.com' });
    const third = await repos.candidateSessions.create(
      aSession(otherJob, { startedAt: new Date(T0.getTime() + 3), externalReference: 'GH-1' }),
    );
    await start(4, { externalReference: 'gh-1', candidateEmail: 'ann@example.com' });
    await repos.candidateSessions.create(aSession(strangerJob, { externalReference: 'GH-1' }));
    const jobs = [jobId, otherJob];
    const byReference = await repos.reviewReads.sessionsMatchingAfter(
      jobs,
      { externalReference: 'GH-1' },
      null,
      10,
    );
    expect(ids(byReference)).toEqual([third.id, second.id, first.id]);
    expect(byReference[2]).toEqual(await repos.candidateSessions.findById(first.id));
    const page = await repos.reviewReads.sessionsMatchingAfter(jobs, { externalReference: 'GH-1' }, null, 1);
    const rest = await repos.reviewReads.sessionsMatchingAfter(
      jobs,
      { externalReference: 'GH-1' },
      keyOf(page[0]!),
      10,
    );
    expect(ids([...page, ...rest])).toEqual(ids(byReference));
    const byEmail = await repos.reviewReads.sessionsMatchingAfter(
      jobs,
      { email: 'ANN@example.com ' },
      null,
      10,
    );
    expect(byEmail).toHaveLength(2);
    const both = await repos.reviewReads.sessionsMatchingAfter(
      jobs,
      { externalReference: 'GH-1', email: 'ann@example.com' },
      null,
      10,
    );
    expect(ids(both)).toEqual([first.id]);
    expect(
      await repos.reviewReads.sessionsMatchingAfter([], { externalReference: 'GH-1' }, null, 10),
    ).toEqual([]);
  });
});
