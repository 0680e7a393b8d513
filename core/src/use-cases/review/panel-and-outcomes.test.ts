import { describe, expect, it } from 'vitest';
import { panelQuerySchema } from '../../contract/review.js';
import { CAREER_GOALS_FOCUS, DECIDED_CLOSING } from '../../rules/panel.js';
import { anActor } from '../../testing/jobs-testbed.js';
import { reviewTestbed } from '../../testing/review-testbed.js';
import { hoursBetween } from './log-panel-export.js';

/** The first page of the Available column with no search. */
const ALL = panelQuerySchema.parse({});

describe('panel', () => {
  it('splits evaluated candidates by membership with insights over the panel', async () => {
    const bed = await reviewTestbed();
    await bed.seed({ id: 'a', session: { inPanel: true }, scores: bed.scores(90, 90) });
    await bed.seed({ id: 'b', session: { inPanel: true }, scores: bed.scores(80, 50) });
    await bed.seed({ id: 'c', scores: bed.scores(40, 40) });
    await bed.seed({ id: 'unevaluated' });
    const panel = await bed.panel.execute(anActor(), 'job-1', ALL);
    expect(panel.panel.map((c) => c.session.id)).toEqual(['a', 'b']);
    expect(panel.available.map((c) => c.session.id)).toEqual(['c']);
    expect(panel.insights).toEqual({
      averageScore: 79,
      panelSize: 2,
      coverage: [
        { pillarId: 'communication', label: 'Communication', count: 2 },
        { pillarId: 'problem_solving', label: 'Problem Solving', count: 1 },
      ],
      topStrengths: [
        { pillarId: 'communication', label: 'Communication', count: 2 },
        { pillarId: 'problem_solving', label: 'Problem Solving', count: 1 },
      ],
    });
    const b = panel.panel[1]!;
    expect(b.focusPoints).toHaveLength(3);
    expect(b.focusPoints[0]).toMatch(/^Lead with Communication \(80%\)/);
    expect(b.focusPoints[1]).toMatch(/^Explore Problem Solving \(50%\)/);
    expect(b.aiSummary).toBe('Feedback on b');
    expect(panel.panel[0]!.focusPoints.at(-1)).toBe(CAREER_GOALS_FOCUS);
  });

  it("briefs a candidate already hired with the decision, not 'prioritise for the next stage'", async () => {
    const bed = await reviewTestbed();
    await bed.seed({
      id: 'hired',
      session: { inPanel: true, hiringOutcome: 'hired' },
      scores: bed.scores(95, 95),
    });
    await bed.seed({ id: 'open', session: { inPanel: true }, scores: bed.scores(95, 95) });
    const panel = await bed.panel.execute(anActor(), 'job-1', ALL);
    const closing = new Map(panel.panel.map((c) => [c.session.id, c.closingRecommendation]));
    expect(closing.get('hired')).toBe(DECIDED_CLOSING.hired);
    expect(closing.get('open')).toMatch(/prioritise for the next stage\.$/);
  });

  it('lists a candidate not scored last, without a score, a match or a band, and keeps it out of the average', async () => {
    const bed = await reviewTestbed();
    await bed.seed({ id: 'a', session: { inPanel: true }, scores: bed.scores(90, 90) });
    await bed.seed({
      id: 'x',
      session: { inPanel: true },
      notScored: ['Only 1 of 4 answers could be assessed.'],
    });
    await bed.seed({ id: 'c', scores: bed.scores(40, 40) });
    const panel = await bed.panel.execute(anActor(), 'job-1', ALL);
    expect(panel.panel.map((c) => [c.session.id, c.overallScore, c.matchLevel])).toEqual([
      ['a', 90, 'Strong Match'],
      ['x', null, null],
    ]);
    expect(panel.panel[1]).toMatchObject({
      notScoredReasons: ['Only 1 of 4 answers could be assessed.'],
      closingRecommendation: 'Not scored — needs a human listen.',
      focusPoints: ['Listen to the recordings before the panel: Only 1 of 4 answers could be assessed.'],
    });
    expect(panel.insights).toMatchObject({ averageScore: 90, panelSize: 2 });
  });

  it('pages and searches the available candidates, counting them all whatever the search', async () => {
    const bed = await reviewTestbed();
    await bed.seed({ id: 'member', session: { inPanel: true }, scores: bed.scores(95, 95) });
    await bed.seed({ id: 'amina', session: { candidateName: 'Amina Juma' }, scores: bed.scores(90, 90) });
    await bed.seed({ id: 'baraka', session: { candidateName: 'Baraka' }, scores: bed.scores(80, 50) });
    await bed.seed({ id: 'chausiku', session: { candidateName: 'Chausiku' }, scores: bed.scores(40, 40) });
    await bed.seed({ id: 'unscored', session: { candidateName: 'Juma' }, notScored: ['Too quiet.'] });
    const first = await bed.panel.execute(anActor(), 'job-1', panelQuerySchema.parse({ limit: '2' }));
    expect(first.available.map((c) => c.session.id)).toEqual(['amina', 'baraka']);
    expect(first.page).toEqual({ offset: 0, limit: 2, matching: 4 });
    expect(first.availableCounts).toEqual({ total: 4, strongMatch: 1, partialMatch: 1 });
    expect(first.panel.map((c) => c.session.id)).toEqual(['member']);
    const second = await bed.panel.execute(anActor(), 'job-1', panelQuerySchema.parse({ offset: '2' }));
    expect(second.available.map((c) => c.session.id)).toEqual(['chausiku', 'unscored']);
    const search = await bed.panel.execute(anActor(), 'job-1', panelQuerySchema.parse({ search: ' JUMA ' }));
    expect(search.available.map((c) => c.session.id)).toEqual(['amina', 'unscored']);
    expect(search.page.matching).toBe(2);
    expect(search.availableCounts.total).toBe(4);
    expect(search.panel.map((c) => c.session.id)).toEqual(['member']);
  });

  it('adds completed sessions only, idempotently, and removes', async () => {
    const bed = await reviewTestbed();
    await bed.seed({ id: 'done' });
    await bed.seed({ id: 'running', session: { status: 'in_progress', completedAt: null } });
    expect((await bed.panelMembership.execute(anActor(), 'job-1', 'done', true)).session.inPanel).toBe(true);
    expect((await bed.panelMembership.execute(anActor(), 'job-1', 'done', true)).session.inPanel).toBe(true);
    expect((await bed.panelMembership.execute(anActor(), 'job-1', 'done', false)).session.inPanel).toBe(
      false,
    );
    await expect(bed.panelMembership.execute(anActor(), 'job-1', 'running', true)).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    await expect(bed.panelMembership.execute(anActor(), 'job-1', 'ghost', true)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('hiring outcome and export log', () => {
  it('records and clears the outcome with the clock, within the organisation only', async () => {
    const bed = await reviewTestbed();
    await bed.seed({ id: 's1' });
    const hired = await bed.hiringOutcome.execute(anActor(), 's1', 'hired');
    expect(hired.session).toMatchObject({
      hiringOutcome: 'hired',
      hiringOutcomeUpdatedAt: '2025-01-15T09:00:00.000Z',
    });
    bed.clock.advance(60_000);
    const cleared = await bed.hiringOutcome.execute(anActor(), 's1', null);
    expect(cleared.session).toMatchObject({
      hiringOutcome: null,
      hiringOutcomeUpdatedAt: '2025-01-15T09:01:00.000Z',
    });
    await expect(
      bed.hiringOutcome.execute(anActor({ organisationId: 'org-x' }), 's1', 'hired'),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('logs each change beside the recommendation in force, by whom and through what (docs/behaviour/review.md §14)', async () => {
    const bed = await reviewTestbed();
    await bed.seed({
      id: 's1',
      scores: bed.scores(90, 85),
      analysis: { evaluatorVersion: 'local-rubric@2' },
    });
    await bed.hiringOutcome.execute(anActor({ impersonatorId: 'admin-1' }), 's1', 'rejected');
    await bed.hiringOutcome.execute(anActor(), 's1', 'rejected'); // the same again: no new entry
    bed.clock.advance(60_000);
    await bed.hiringOutcome.execute(anActor(), 's1', 'hired', {
      channel: { source: 'api', apiKeyId: 'key-1' },
    });
    const evaluation = await bed.evaluations.findLatestBySession('s1');
    expect(bed.decisions.rows).toEqual([
      expect.objectContaining({
        sessionId: 's1',
        jobId: 'job-1',
        outcome: 'rejected',
        previousOutcome: null,
        decidedAt: new Date('2025-01-15T09:00:00.000Z'),
        decidedByUserId: 'user-hr',
        impersonatorUserId: 'admin-1',
        apiKeyId: null,
        source: 'screen',
        evaluationId: evaluation!.id,
        evaluatorVersion: 'local-rubric@2',
        overallScore: evaluation!.overallScore,
        recommendation: evaluation!.recommendation,
      }),
      expect.objectContaining({
        outcome: 'hired',
        previousOutcome: 'rejected',
        source: 'api',
        apiKeyId: 'key-1',
      }),
    ]);
    expect(evaluation!.recommendation).toBe('Hire');
  });

  it('logs an export with the hours since creation (one decimal)', async () => {
    const bed = await reviewTestbed();
    const result = await bed.logExport.execute(anActor(), { jobId: 'job-1', panelSize: 3 });
    expect(result).toEqual({
      id: 'id-1',
      jobId: 'job-1',
      panelSize: 3,
      exportedAt: '2025-01-15T09:00:00.000Z',
      durationHours: 120,
    });
    expect(bed.exportLogs.rows).toHaveLength(1);
    expect(hoursBetween(new Date(0), new Date(3_600_000 * 1.26))).toBe(1.3);
    await expect(
      bed.logExport.execute(anActor({ organisationId: 'org-x' }), { jobId: 'job-1', panelSize: 1 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
