import { describe, expect, it } from 'vitest';
import { anActor } from '../../testing/jobs-testbed.js';
import { reviewTestbed } from '../../testing/review-testbed.js';
import { dashboardQuerySchema } from '../../contract/review.js';

describe('GetDashboard', () => {
  it('lists evaluated candidates latest start first, with answers, flags and warnings', async () => {
    const bed = await reviewTestbed();
    const start = (h: number) => new Date(Date.UTC(2025, 0, 15, h));
    await bed.seed({
      id: 'older',
      session: {
        startedAt: start(1),
        completedAt: start(2),
        tabSwitchCount: 5,
        verificationFilePath: 'v/older.webm',
      },
      scores: bed.scores(80, 80),
      answers: [{ duration: 5 }, { duration: 4, isSamePerson: false }],
    });
    await bed.seed({
      id: 'newer',
      session: { startedAt: start(3), completedAt: start(3) },
      scores: bed.scores(50, 50),
      answers: [{ duration: 30 }],
    });
    await bed.seed({ id: 'unevaluated', session: { startedAt: start(4) } });
    await bed.seed({
      id: 'running',
      session: { startedAt: start(5), completedAt: null, status: 'in_progress' },
    });

    await bed.phoneInterviews.addInterview({
      sessionId: 'older',
      jobId: 'job-1',
      phone: '+254712345678',
      mode: 'outbound',
      pinHash: null,
      pinExpiresAt: start(9),
      consentedAt: start(1),
      createdAt: start(1),
    });
    const all = await bed.dashboard.execute(anActor(), 'job-1', dashboardQuerySchema.parse({}));
    expect(all.candidates.map((c) => c.session.id)).toEqual(['newer', 'older']);
    expect(all.stats).toEqual({ totalCandidates: 4, completedCandidates: 3, evaluatedCandidates: 2 });
    expect(all.page).toEqual({ offset: 0, limit: 50, total: 2 });
    const [newer, older] = all.candidates;
    expect(newer).toMatchObject({ identityClipMissing: true, voiceMismatch: false, qualityFlags: [] });
    expect(older!.identityClipMissing).toBe(false);
    expect(older!.voiceMismatch).toBe(true);
    // Taken on a phone call: the printed reports say 'Phone' (docs/behaviour/interview.md §20).
    expect([newer!.channel, older!.channel]).toEqual(['web', 'phone']);
    expect(older!.qualityFlags.map((f) => f.code)).toEqual([
      'tab_switching',
      'short_responses',
      'long_interview',
    ]);
    expect(older!.responses.map((r) => r.audioUrl)).toEqual([
      '/api/audio/older/0-abc.webm',
      '/api/audio/older/1-abc.webm',
    ]);

    const second = await bed.dashboard.execute(
      anActor(),
      'job-1',
      dashboardQuerySchema.parse({ offset: '1', limit: '1' }),
    );
    expect(second.candidates.map((c) => c.session.id)).toEqual(['older']);
  });

  it('refuses limits outside 1-200', () => {
    expect(dashboardQuerySchema.safeParse({ limit: '200' }).success).toBe(true);
    expect(dashboardQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(dashboardQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
