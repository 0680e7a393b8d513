import { describe, expect, it } from 'vitest';
import type { AnswerRating } from '../../domain/answer-rating.js';
import { anchorsOf, anchorStamp } from '../../rules/anchors.js';
import { anActor } from '../../testing/jobs-testbed.js';
import { reviewTestbed } from '../../testing/review-testbed.js';

const CALL = 'Describe a difficult call.';

/** Candidates c0..cN answering the second question, each scored `score` on it and rated `rating`. */
async function world(cases: { score: number | null; rating: AnswerRating | null }[]) {
  const bed = await reviewTestbed();
  for (const [i, { score }] of cases.entries()) {
    await bed.seed({
      id: `c${i}`,
      scores: bed.scores(70, 70),
      answers: [
        { questionText: 'Tell us about yourself.' },
        {
          questionText: CALL,
          transcribedText: `I calmed the caller down and fixed it, case ${i}`,
          duration: 10,
        },
      ],
      analysis: {
        evaluatorVersion: 'local-rubric@2',
        answers: [{ questionIndex: 1, assessable: score !== null, score }],
      },
    });
  }
  for (const [i, { rating }] of cases.entries()) {
    if (rating !== null)
      await bed.rateAnswer.set(anActor(), { jobId: 'job-1', sessionId: `c${i}`, questionIndex: 1 }, rating);
  }
  return bed;
}

describe('GetJobCalibration', () => {
  it('compares each rated answer’s score with the team’s rating, with the sample size', async () => {
    const bed = await world([
      { score: 90, rating: 5 },
      { score: 65, rating: 5 },
      { score: 45, rating: 1 },
      { score: 10, rating: 1 },
      { score: null, rating: 3 },
      { score: 50, rating: null },
    ]);
    const view = await bed.calibration.execute(anActor(), 'job-1');
    expect(view.agreement).toEqual({ compared: 4, exact: 2, adjacent: 3, spearman: expect.any(Number) });
    expect(view.ratedAnswers).toBe(5);
    expect(view.unscored).toBe(1);
    expect(view.scoredBy).toEqual([
      { usesLanguageModel: false, label: 'Built-in scoring, no language model' },
    ]);
    expect(view.questions).toEqual([
      { index: 0, text: 'Tell us about yourself.', rated: 0, anchorsInUse: false },
      { index: 1, text: CALL, rated: 5, anchorsInUse: true },
    ]);
    expect(view.minimumRatedAnswers).toBe(5);
  });

  it('counts a score as current only when it used the team’s current ratings of the other answers', async () => {
    const ratings: AnswerRating[] = [5, 4, 3, 2, 1, 3];
    const bed = await world(ratings.map((rating, i) => ({ score: 20 + i * 10, rating })));
    // Six rated answers: each one's leave-one-out anchors are the five others.
    expect((await bed.calibration.execute(anActor(), 'job-1')).scoredBeforeLatestRatings).toBe(6);
    const rated = await bed.ratings.listRatedAnswersOfJob('job-1');
    const evaluation = await bed.evaluations.findLatestBySession('c0');
    const stamp = anchorStamp(anchorsOf(rated, { index: 1, text: CALL }, 'c0'));
    await bed.evaluations.add({
      ...evaluation!,
      id: 'c0-rescored',
      evaluatedAt: new Date(bed.clock.now().getTime() + 1000),
      detailedAnalysis: {
        evaluatorVersion: 'local-rubric@2',
        answers: [{ questionIndex: 1, assessable: true, score: 85 }],
        anchors: [{ questionIndex: 1, count: 5, stamp }],
      },
    });
    expect((await bed.calibration.execute(anActor(), 'job-1')).scoredBeforeLatestRatings).toBe(5);
    // A second rating that leaves the team's rating of c3 at 2 (the lower median) changes nothing…
    const c3 = { jobId: 'job-1', sessionId: 'c3', questionIndex: 1 };
    bed.clock.advance(60_000);
    await bed.rateAnswer.set(anActor({ userId: 'user-baraka' }), c3, 5);
    expect((await bed.calibration.execute(anActor(), 'job-1')).scoredBeforeLatestRatings).toBe(5);
    // …one that moves it changes c0's anchors: its score is old again.
    await bed.rateAnswer.set(anActor({ userId: 'user-baraka' }), c3, 1);
    expect((await bed.calibration.execute(anActor(), 'job-1')).scoredBeforeLatestRatings).toBe(6);
  });

  it('is not found for another organisation, and empty for a job nobody rated', async () => {
    const bed = await world([{ score: 80, rating: null }]);
    await expect(
      bed.calibration.execute(anActor({ organisationId: 'org-other' }), 'job-1'),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const view = await bed.calibration.execute(anActor(), 'job-1');
    expect(view).toMatchObject({ ratedAnswers: 0, unscored: 0, scoredBeforeLatestRatings: 0, scoredBy: [] });
    expect(view.agreement).toEqual({ compared: 0, exact: 0, adjacent: 0, spearman: null });
  });
});

describe('RescoreJob', () => {
  it('queues the evaluation of every completed interview of the job, one waiting job each', async () => {
    const bed = await world([
      { score: 80, rating: 4 },
      { score: 60, rating: null },
    ]);
    await bed.seed({ id: 'open', session: { status: 'in_progress', completedAt: null } });
    expect(await bed.rescore.execute(anActor(), 'job-1')).toEqual({ queued: 2 });
    expect(bed.queue.sent).toEqual([
      { queue: 'evaluate', payload: { sessionId: 'c0' }, options: { singletonKey: 'evaluate:c0' } },
      { queue: 'evaluate', payload: { sessionId: 'c1' }, options: { singletonKey: 'evaluate:c1' } },
    ]);
    await expect(
      bed.rescore.execute(anActor({ organisationId: 'org-other' }), 'job-1'),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(bed.queue.sent).toHaveLength(2);
  });
});
