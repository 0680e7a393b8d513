import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { AnswerRatingsView, CalibrationView } from '@sauti/core/contract/calibration';
import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import {
  CALL,
  rate,
  ratingPath,
  startCalibrationWorld,
  type CalibrationWorld,
} from './calibration-world.fixture.js';

let w: CalibrationWorld;
beforeAll(async () => {
  w = await startCalibrationWorld();
});
afterAll(() => w?.server.stop());

const detail = async (client = w.amina, sessionId = w.sessions[0]!) =>
  (await client.get(`/api/jobs/${w.jobId}/candidates-v2/${sessionId}`)).body as CandidateDetailPayload;
const calibration = async () =>
  (await w.amina.get(`/api/jobs/${w.jobId}/calibration`)).body as CalibrationView;
const changesIn = async (sessionId: string) =>
  (await detail(w.amina, sessionId)).answerRatings[1]!.changes.length;

describe('rating an answer (docs/behaviour/review.md §15)', () => {
  it('stores who rated and when, shows it to the team, and lets each member change or remove their own', async () => {
    const session = w.sessions[6]!;
    const first = (await rate(w.amina, w.jobId, session, 4)) as AnswerRatingsView;
    expect(first).toMatchObject({
      questionIndex: 1,
      ratings: [{ raterName: 'Amina Otieno', rating: 4, mine: true, ratedAt: expect.any(String) }],
      teamRating: 4,
      changes: [{ raterName: 'Amina Otieno', byAdministrator: false, rating: 4, previousRating: null }],
    });
    const seenByColleague = (await detail(w.otieno, session)).answerRatings[1]!;
    expect(seenByColleague.ratings).toEqual([
      expect.objectContaining({ raterName: 'Amina Otieno', mine: false }),
    ]);
    const both = (await rate(w.otieno, w.jobId, session, 2)) as AnswerRatingsView;
    expect(both.ratings.map((r) => [r.raterName, r.rating, r.mine])).toEqual([
      ['Amina Otieno', 4, false],
      ['Baraka Otieno', 2, true],
    ]);
    expect(both.teamRating).toBe(2);
    const removed = await w.otieno.request('DELETE', ratingPath(w.jobId, session, 1));
    expect(removed.status).toBe(200);
    expect(removed.body.ratings.map((r: { raterName: string }) => r.raterName)).toEqual(['Amina Otieno']);
    expect(removed.body.changes.at(-1)).toMatchObject({
      raterName: 'Baraka Otieno',
      rating: null,
      previousRating: 2,
    });
    // Removing what is not there changes nothing.
    expect((await w.otieno.request('DELETE', ratingPath(w.jobId, session, 1))).body.changes).toHaveLength(3);
  });

  it('is refused to strangers, another organisation and an answer of another job, storing nothing', async () => {
    const session = w.sessions[5]!;
    const path = ratingPath(w.jobId, session, 1);
    expect((await w.eve.request('PUT', path, { rating: 5 })).status).toBe(404);
    expect((await w.eve.request('DELETE', path)).status).toBe(404);
    expect((await w.eve.get(`/api/jobs/${w.jobId}/calibration`)).status).toBe(404);
    expect((await w.eve.post(`/api/jobs/${w.jobId}/calibration/rescore`)).status).toBe(404);
    const signedOut = await fetch(`${w.server.url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(signedOut.status).toBe(401);
    // Another job's candidate through this job, this job's candidate through Eve's job.
    const crossed = await w.amina.request('PUT', ratingPath(w.jobId, w.otherSessionId, 1), { rating: 5 });
    expect(crossed).toMatchObject({ status: 404, body: { message: 'Candidate not found' } });
    expect((await w.amina.request('PUT', ratingPath(w.otherJobId, session, 1), { rating: 5 })).status).toBe(
      404,
    );
    for (const index of ['7', '-1', 'abc', '1e3', '0001', '99999999999999999999']) {
      const res = await w.amina.request('PUT', ratingPath(w.jobId, session, index), { rating: 5 });
      expect(res.status, index).toBe(404);
    }
    expect(await changesIn(session)).toBe(0);
  });

  it('answers bad input with a clear 400 (or 413 for a flood) and keeps what was stored', async () => {
    const session = w.sessions[5]!;
    const path = ratingPath(w.jobId, session, 1);
    for (const body of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '4' },
      { rating: null },
    ]) {
      const res = await w.amina.request('PUT', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('rating must be a whole number from 1 to 5');
    }
    expect((await w.amina.request('PUT', path, [4])).status).toBe(400);
    const nul = await w.amina.request('PUT', path, { rating: 4, note: 'a\u0000b' });
    expect(nul.status).toBe(400);
    const flood = await w.amina.request('PUT', path, { rating: 4, note: 'x'.repeat(2_000_000) });
    expect(flood.status).toBe(413);
    expect(await changesIn(session)).toBe(0);
  });

  it('records a rating made while impersonating in the impersonation audit and names the administrator in the trail', async () => {
    const session = w.sessions[4]!;
    const users = (await w.admin.get('/api/admin/users')).body as { id: string; email: string }[];
    const amina = users.find((u) => u.email === 'amina@acme-logistics.co.ke')!;
    expect(
      (
        await w.admin.post(`/api/admin/impersonate/${amina.id}`, {
          reason: 'Support ticket 88: her ratings look wrong',
        })
      ).status,
    ).toBe(200);
    const rated = (await rate(w.admin, w.jobId, session, 1)) as AnswerRatingsView;
    expect(rated.ratings).toEqual([expect.objectContaining({ raterName: 'Amina Otieno', mine: true })]);
    expect(rated.changes).toEqual([
      expect.objectContaining({ raterName: 'Amina Otieno', byAdministrator: true }),
    ]);
    expect((await w.admin.post('/api/admin/exit-impersonation')).status).toBe(200);
    const repos = w.server.app.get(STORAGE.Repositories);
    const actions = await w.server.app.get(STORAGE.RequestScope).run(async () => {
      const [audit] = await repos.impersonationAudits.list(1);
      return repos.impersonationAudits.listActions(audit!.id);
    });
    expect(actions.find((a) => a.method === 'PUT')).toMatchObject({
      path: ratingPath(w.jobId, session, 1),
      status: 200,
      targets: { jobId: w.jobId, sessionId: session, questionIndex: '1' },
      newValues: { rating: 1 },
    });
  });
});

describe("the job's agreement with the team's ratings and re-scoring", () => {
  it('compares the scores with the ratings, then re-scores every interview with them as anchors', async () => {
    // Candidates 0-5 scored 90, 75, 55, 35, 15, 60 on the call question; 4 and 6 already rated above.
    const ratings = [5, 4, 3, 2, 1, 2];
    for (const [i, rating] of ratings.entries()) await rate(w.amina, w.jobId, w.sessions[i]!, rating);
    const before = await calibration();
    expect(before.ratedAnswers).toBe(7);
    // Levels 5 4 3 2 1 4 5 against ratings 5 4 3 2 1 2 4: five exact, six within one level.
    expect(before.agreement).toMatchObject({ compared: 7, exact: 5, adjacent: 6 });
    expect(before.agreement.spearman).toBeGreaterThan(0.8);
    expect(before.scoredBeforeLatestRatings).toBe(7);
    expect(before.questions[1]).toEqual({ index: 1, text: CALL, rated: 7, anchorsInUse: true });
    expect(before.scoredBy).toEqual([{ usesLanguageModel: false, label: expect.any(String) }]);

    const rescore = await w.amina.post(`/api/jobs/${w.jobId}/calibration/rescore`);
    expect(rescore).toMatchObject({ status: 202, body: { queued: 7 } });
    await expect
      .poll(async () => (await calibration()).scoredBeforeLatestRatings, { timeout: 60_000, interval: 500 })
      .toBe(0);
    const after = await calibration();
    expect(after.agreement.compared).toBe(7);
    // Each rated answer was scored against the six others' ratings, never its own.
    const rescored = await detail(w.amina, w.sessions[0]!);
    expect(rescored.evaluation!.answerScores.find((a) => a.questionIndex === 1)?.anchors).toBe(6);
    expect(rescored.evaluation!.answerScores.find((a) => a.questionIndex === 0)?.anchors).toBe(0);
  });
});
