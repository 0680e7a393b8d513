import { describe, expect, it } from 'vitest';
import { anActor } from '../../testing/jobs-testbed.js';
import { reviewTestbed } from '../../testing/review-testbed.js';

async function world() {
  const bed = await reviewTestbed();
  await bed.users.create({
    id: 'user-hr',
    email: 'amina@acme.co.ke',
    passwordHash: 'x',
    firstName: 'Amina',
    lastName: 'Otieno',
    organisationId: 'org-acme',
    createdAt: bed.clock.now(),
  });
  await bed.users.create({
    id: 'user-baraka',
    email: 'baraka@acme.co.ke',
    passwordHash: 'x',
    firstName: null,
    lastName: null,
    organisationId: 'org-acme',
    createdAt: bed.clock.now(),
  });
  await bed.seed({ id: 's1', scores: bed.scores(80, 70), answers: [{}, {}] });
  return bed;
}

const answer = { jobId: 'job-1', sessionId: 's1', questionIndex: 1 };

describe('RateAnswer', () => {
  it("stores a member's rating with who and when, shows it to the team, and lets them change it", async () => {
    const bed = await world();
    const view = await bed.rateAnswer.set(anActor(), answer, 4);
    expect(view).toEqual({
      questionIndex: 1,
      ratings: [{ raterName: 'Amina Otieno', rating: 4, ratedAt: bed.clock.now().toISOString(), mine: true }],
      teamRating: 4,
      changes: [
        {
          raterName: 'Amina Otieno',
          byAdministrator: false,
          rating: 4,
          previousRating: null,
          at: expect.any(String),
        },
      ],
    });
    const changed = await bed.rateAnswer.set(anActor(), answer, 2);
    expect(changed.ratings.map((r) => r.rating)).toEqual([2]);
    expect(changed.changes.map((c) => [c.previousRating, c.rating])).toEqual([
      [null, 4],
      [4, 2],
    ]);
    const colleague = await bed.detail.execute(anActor({ userId: 'user-baraka' }), 'job-1', 's1');
    expect(colleague.answerRatings[1]!.ratings).toEqual([
      expect.objectContaining({ raterName: 'Amina Otieno', mine: false }),
    ]);
  });

  it("combines several members' ratings into the team's (lower median), each removing only their own", async () => {
    const bed = await world();
    await bed.rateAnswer.set(anActor(), answer, 5);
    bed.clock.advance(60_000);
    const both = await bed.rateAnswer.set(anActor({ userId: 'user-baraka' }), answer, 2);
    expect(both.ratings.map((r) => [r.raterName, r.rating, r.mine])).toEqual([
      ['Amina Otieno', 5, false],
      ['baraka@acme.co.ke', 2, true],
    ]);
    expect(both.teamRating).toBe(2);
    const removed = await bed.rateAnswer.remove(anActor({ userId: 'user-baraka' }), answer);
    expect(removed.ratings.map((r) => r.rating)).toEqual([5]);
    expect(removed.teamRating).toBe(5);
    expect(removed.changes.at(-1)).toMatchObject({
      raterName: 'baraka@acme.co.ke',
      rating: null,
      previousRating: 2,
    });
  });

  it('keeps the rating as the member acted as, naming the administrator behind it in the trail', async () => {
    const bed = await world();
    const view = await bed.rateAnswer.set(anActor({ impersonatorId: 'user-admin' }), answer, 3);
    expect(view.ratings[0]).toMatchObject({ raterName: 'Amina Otieno', mine: true });
    expect(view.changes[0]).toMatchObject({ raterName: 'Amina Otieno', byAdministrator: true });
  });

  it('answers not found for another organisation, a candidate of another job, or a question not answered', async () => {
    const bed = await world();
    await bed.jobs.create({
      id: 'job-2',
      organisationId: 'org-acme',
      title: 'Other',
      description: 'Other job',
      createdBy: 'user-hr',
      createdAt: bed.clock.now(),
    });
    await expect(
      bed.rateAnswer.set(anActor({ organisationId: 'org-other' }), answer, 4),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Job not found',
    });
    await expect(bed.rateAnswer.set(anActor(), { ...answer, jobId: 'job-2' }, 4)).rejects.toMatchObject({
      message: 'Candidate not found',
    });
    await expect(bed.rateAnswer.set(anActor(), { ...answer, questionIndex: 7 }, 4)).rejects.toMatchObject({
      message: 'Answer not found',
    });
    await expect(
      bed.rateAnswer.remove(anActor({ organisationId: 'org-other' }), answer),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await bed.ratings.listByResponses(['s1-answer-1'])).toEqual([]);
  });
});
