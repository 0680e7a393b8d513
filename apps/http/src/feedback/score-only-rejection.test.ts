import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@sauti/core/contract/feedback-texts';
import { seedCandidates } from '../review/review-fixtures.js';
import { startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { feedbackJob } from './feedback-fixtures.js';

let world: JobsWorld;
let jobId: string;

beforeAll(async () => {
  world = await startJobsWorld();
  jobId = (await feedbackJob(world.hr)).id;
});
afterAll(() => world?.server.stop());

const evaluation = (overall: number) => ({
  overall,
  scores: { communication: overall, problem_solving: overall },
});
const outcome = (sessionId: string, body: Record<string, unknown>) =>
  world.hr.request('PUT', `/api/candidate-sessions/${sessionId}/hiring-outcome`, body);

describe('no rejection on the score alone (docs/behaviour/review.md §12)', () => {
  it('asks to confirm a rejection nobody looked into, records the confirmation and counts it', async () => {
    const [id] = await seedCandidates(world.server, jobId, [
      { name: 'Low Score', evaluation: evaluation(22) },
    ]);
    const asked = await outcome(id!, { hiringOutcome: 'rejected' });
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      error: 'CONFLICT',
      message: FEEDBACK_MESSAGES.rejectionNeedsConfirmation,
      confirmation: 'score_only_rejection',
    });
    expect(
      (await world.hr.get(`/api/jobs/${jobId}/candidates-v2/${id}`)).body.session.hiringOutcome,
    ).toBeNull();
    expect((await outcome(id!, { hiringOutcome: 'rejected', confirmWithoutReview: true })).status).toBe(200);
    const counted = await world.hr.get('/api/review-requests');
    expect(counted.body.scoreOnlyRejections).toBe(1);
    // The seeded band is Hire: rejecting goes against the score's advice.
    expect(counted.body.decisions).toMatchObject({ decided: 1, withAdvice: 1, againstAdvice: 1 });
  });

  it('rejects at once after a reviewer played an answer or opened a criterion', async () => {
    const ids = await seedCandidates(world.server, jobId, [
      { name: 'Played', evaluation: evaluation(30) },
      { name: 'Opened', evaluation: evaluation(30) },
    ]);
    for (const [id, kind] of [
      [ids[0]!, 'answer_played'],
      [ids[1]!, 'criterion_opened'],
    ] as const) {
      const looked = await world.hr.post(`/api/candidate-sessions/${id}/review-events`, { kind });
      expect(looked.status).toBe(201);
      expect((await outcome(id, { hiringOutcome: 'rejected' })).status).toBe(200);
    }
    expect(
      (
        await world.stranger.post(`/api/candidate-sessions/${ids[0]}/review-events`, {
          kind: 'answer_played',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await world.hr.post(`/api/candidate-sessions/${ids[0]}/review-events`, {
          kind: 'score_only_rejection_confirmed',
        })
      ).status,
    ).toBe(400);
  });

  it('counts a hire against a No Hire as a decision against the score’s advice', async () => {
    const [id] = await seedCandidates(world.server, jobId, [
      { name: 'Hired Anyway', evaluation: evaluation(20) },
    ]);
    expect((await outcome(id!, { hiringOutcome: 'hired' })).status).toBe(200);
    const { decisions } = (await world.hr.get('/api/review-requests')).body;
    expect(decisions.againstAdvice).toBeGreaterThanOrEqual(1);
  });

  it('holds /api/v1 to the same rule: the other system says a person decided', async () => {
    const key = (await world.hr.post('/api/organisation/api-keys', { name: 'ATS', scope: 'read_write' })).body
      .secret;
    const [id] = await seedCandidates(world.server, jobId, [{ name: 'Via Api', evaluation: evaluation(25) }]);
    const put = (body: unknown) =>
      fetch(`${world.server.url}/api/v1/candidates/${id}/hiring-outcome`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ hiring_outcome: 'rejected' })).status).toBe(409);
    const confirmed = await put({ hiring_outcome: 'rejected', confirmed_by_human: true });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { hiring_outcome: string }).hiring_outcome).toBe('rejected');
  });
});
