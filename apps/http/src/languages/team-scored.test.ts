import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION } from '@sauti/adapters/container/evaluation-module';
import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { job, signedIn } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * An Oshiwambo interview on a default install (docs/behaviour/interview.md §22): nothing here hears
 * or scores it, so its answers are kept for the team, and the team's ratings make its score.
 */
describe('an Oshiwambo interview, kept and rated by the team', () => {
  let server: TestApp;
  let hr: TestClient;
  let jobId: string;
  let sessionId: string;
  const detail = async () =>
    (await hr.get(`/api/jobs/${jobId}/candidates-v2/${sessionId}`)).body as CandidateDetailPayload;
  const rate = (questionIndex: number, rating: number) =>
    hr.request('PUT', `/api/jobs/${jobId}/candidates/${sessionId}/answers/${questionIndex}/rating`, {
      rating,
    });

  beforeAll(async () => {
    server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test' });
    hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    const created = await hr.post('/api/jobs', {
      ...job,
      language: 'kj',
      questions: ['Tu lombwela kombinga yoye.', 'Hokolola oshiningwanima shimwe shidjuu.'],
    });
    expect(created.status).toBe(201);
    jobId = created.body.id;
    const [seeded] = await seedCandidates(server, jobId, [
      { name: 'Ndapewa', answers: [{ duration: 40, text: 'Ame onda longa mo-Ondangwa' }, { duration: 35 }] },
    ]);
    sessionId = seeded!;
  });
  afterAll(() => server?.stop());

  it('is never scored by the built-in scorer: its answers are for the team, and it says so', async () => {
    await server.app.get(EVALUATION.EvaluateSession).execute({ sessionId });
    const before = await detail();
    expect(before.responses).toHaveLength(2);
    expect(before.figures.scored).toBe(false);
    expect(before.evaluation?.feedback).toBe(
      "Listen to the recordings and rate each answer: the overall score comes from your team's ratings.",
    );
    expect(before.teamScore).toBeNull();
  });

  it("takes its overall score from the team's ratings, labelled so", async () => {
    expect((await rate(0, 4)).status).toBe(200);
    expect((await detail()).teamScore).toEqual({
      score: 75,
      ratedAnswers: 1,
      answers: 2,
      label: 'Scored by your team',
    });
    expect((await rate(1, 3)).status).toBe(200);
    expect((await detail()).teamScore).toMatchObject({ score: 63, ratedAnswers: 2 });
  });
});
