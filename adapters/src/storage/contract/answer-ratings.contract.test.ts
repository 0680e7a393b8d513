import { expect, it } from 'vitest';
import { aSession, aUser, at, givenJob, newId } from './fixtures.js';
import { describeStorageContract, type ContractContext } from './harness.js';
import type { StoragePorts } from './targets.js';

/** A job with two members and one candidate who answered two questions. */
async function givenAnswers(context: ContractContext) {
  const { repos } = context;
  const { jobId, userId, organisationId } = await givenJob(repos);
  const colleague = await repos.users.create(aUser(organisationId, { firstName: 'Baraka' }));
  const session = await repos.candidateSessions.create(aSession(jobId, { candidateName: 'Wanjiru' }));
  const answers = [];
  for (const questionIndex of [0, 1]) {
    const { response } = await repos.candidateResponses.upsert({
      id: newId(),
      sessionId: session.id,
      questionId: null,
      questionIndex,
      questionText: `Question ${questionIndex}`,
      audioFilePath: `audio/${session.id}/${questionIndex}.webm`,
      duration: 40,
      createdAt: at(questionIndex),
    });
    answers.push(response);
  }
  await repos.candidateResponses.saveTranscript(answers[1]!.id, {
    text: 'I sorted the refund the same day',
    confidence: 0.8,
  });
  return { jobId, session, answers, amina: userId, baraka: colleague.id };
}

const request = (responseId: string, raterId: string, seconds: number) => ({
  id: newId(),
  responseId,
  raterId,
  impersonatorId: null,
  at: at(seconds),
});

const set = (
  repos: StoragePorts,
  responseId: string,
  raterId: string,
  rating: 1 | 2 | 3 | 4 | 5,
  seconds: number,
) => repos.answerRatings.set({ ...request(responseId, raterId, seconds), rating });

describeStorageContract('answer ratings', (context) => {
  it('keeps one current rating per member and answer, and records every change', async () => {
    const { repos } = context();
    const { answers, amina } = await givenAnswers(context());
    const answer = answers[0]!.id;
    expect(await set(repos, answer, amina, 3, 10)).toMatchObject({
      rating: 3,
      previousRating: null,
      at: at(10),
    });
    expect(await set(repos, answer, amina, 4, 20)).toMatchObject({ rating: 4, previousRating: 3 });
    expect(await repos.answerRatings.listByResponses([answer])).toEqual([
      { responseId: answer, raterId: amina, rating: 4, ratedAt: at(20) },
    ]);
    const changes = await repos.answerRatings.listChangesByResponses([answer]);
    expect(changes.map((c) => [c.rating, c.previousRating, c.raterId, c.impersonatorId])).toEqual([
      [3, null, amina, null],
      [4, 3, amina, null],
    ]);
  });

  it('changes nothing and records nothing when the same rating is sent again', async () => {
    const { repos } = context();
    const { answers, amina } = await givenAnswers(context());
    const answer = answers[0]!.id;
    await set(repos, answer, amina, 5, 10);
    expect(await set(repos, answer, amina, 5, 30)).toBeNull();
    expect((await repos.answerRatings.listByResponses([answer]))[0]?.ratedAt).toEqual(at(10));
    expect(await repos.answerRatings.listChangesByResponses([answer])).toHaveLength(1);
  });

  it('removes a rating, recording what was removed; a second removal is nothing', async () => {
    const { repos } = context();
    const { answers, amina, baraka } = await givenAnswers(context());
    const answer = answers[0]!.id;
    await set(repos, answer, amina, 2, 10);
    await set(repos, answer, baraka, 4, 11);
    expect(await repos.answerRatings.remove(request(answer, amina, 20))).toMatchObject({
      rating: null,
      previousRating: 2,
    });
    expect(await repos.answerRatings.remove(request(answer, amina, 21))).toBeNull();
    expect((await repos.answerRatings.listByResponses([answer])).map((r) => r.raterId)).toEqual([baraka]);
    expect(await repos.answerRatings.listChangesByResponses([answer])).toHaveLength(3);
  });

  it('records the administrator behind an impersonated rating', async () => {
    const { repos } = context();
    const { answers, amina, baraka } = await givenAnswers(context());
    const change = await repos.answerRatings.set({
      ...request(answers[0]!.id, amina, 5),
      impersonatorId: baraka,
      rating: 1,
    });
    expect(change?.impersonatorId).toBe(baraka);
    expect((await repos.answerRatings.listChangesByResponses([answers[0]!.id]))[0]?.impersonatorId).toBe(
      baraka,
    );
  });

  it('lists the rated answers of a job with their question, transcript and every rating, and nothing of another job', async () => {
    const { repos } = context();
    const mine = await givenAnswers(context());
    const theirs = await givenAnswers(context());
    await set(repos, mine.answers[1]!.id, mine.amina, 4, 10);
    await set(repos, mine.answers[1]!.id, mine.baraka, 2, 12);
    await set(repos, theirs.answers[0]!.id, theirs.amina, 5, 10);
    expect(await repos.answerRatings.listRatedAnswersOfJob(mine.jobId)).toEqual([
      {
        responseId: mine.answers[1]!.id,
        sessionId: mine.session.id,
        questionIndex: 1,
        questionText: 'Question 1',
        transcript: 'I sorted the refund the same day',
        transcriptConfidence: 0.8,
        durationSeconds: 40,
        ratings: [
          { responseId: mine.answers[1]!.id, raterId: mine.amina, rating: 4, ratedAt: at(10) },
          { responseId: mine.answers[1]!.id, raterId: mine.baraka, rating: 2, ratedAt: at(12) },
        ],
      },
    ]);
    expect(await repos.answerRatings.listRatedAnswersOfJob(newId())).toEqual([]);
  });

  it('applies changes sent at once one after the other, the trail saying what each replaced', async () => {
    const { repos } = context();
    const { answers, amina } = await givenAnswers(context());
    const answer = answers[0]!.id;
    await Promise.all(([1, 2, 3, 4, 5] as const).map((rating) => set(repos, answer, amina, rating, 10)));
    const changes = await repos.answerRatings.listChangesByResponses([answer]);
    expect(changes).toHaveLength(5);
    // One chain: the first replaced nothing, each other one replaced a rating another change set.
    expect(changes.filter((c) => c.previousRating === null)).toHaveLength(1);
    const replaced = changes.map((c) => c.previousRating).filter((r) => r !== null);
    expect(new Set(replaced).size).toBe(4);
    const [current] = await repos.answerRatings.listByResponses([answer]);
    expect(replaced).not.toContain(current?.rating);
  });

  it('refuses a rating of an answer that does not exist', async () => {
    const { repos } = context();
    const { amina } = await givenAnswers(context());
    await expect(set(repos, newId(), amina, 3, 1)).rejects.toThrow();
  });
});
