import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { SIGNALS_EVALUATOR_VERSION } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import type { Evaluation } from '@sauti/core/domain/evaluation';
import { overallScore, type PillarScores } from '@sauti/core/rules/scoring';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { CandidateBrowser, startSession, uploadAnswer } from '../sessions/interview-fixtures.js';
import { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const STRONG = [
  'I have five years of experience answering customer calls and emails for a logistics company. I enjoy helping people and I want to grow my career.',
  'For example, last year a customer called about a lost parcel and was very angry. I listened, explained the refund policy clearly and made sure he understood the next steps. As a result we resolved the complaint within 2 days.',
];
const WEAK = ['I am a person who works.', 'It was a call and it went fine in the end I think.'];

/** The whole path: answers with transcripts → completed → evaluate job on the queue → stored evaluation; then comparison. */
describe('evaluation on the queue and POST /api/jobs/{jobId}/compare-candidates', () => {
  let server: TestApp;
  let hr: TestClient;
  let stranger: TestClient;
  let jobId: string;
  let otherJobId: string;
  const sessions: Record<string, string> = {};

  const register = (email: string) => signedIn(server, email);

  async function latestEvaluation(sessionId: string, timeoutMs = 30_000): Promise<Evaluation> {
    const { evaluations } = server.app.get(STORAGE.Repositories);
    const scope = server.app.get(STORAGE.RequestScope);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await scope.run(() => evaluations.findLatestBySession(sessionId));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`session ${sessionId} was not evaluated`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** A candidate of `job` who answers both questions, then completes and asks for evaluation. */
  async function interview(job: string, transcripts: readonly string[]): Promise<string> {
    const browser = new CandidateBrowser(server.url);
    const { id } = await startSession(browser, job);
    const { candidateResponses } = server.app.get(STORAGE.Repositories);
    const scope = server.app.get(STORAGE.RequestScope);
    for (const [index, text] of transcripts.entries()) {
      expect((await uploadAnswer(browser, id, index)).status).toBeLessThan(300);
      await scope.run(async () => {
        const answer = await candidateResponses.findBySessionAndIndex(id, index);
        await candidateResponses.saveTranscript(answer!.id, { text, confidence: 0.9 });
      });
    }
    expect((await browser.json('PATCH', `/api/sessions/${id}`, { status: 'completed' })).status).toBe(200);
    expect((await browser.request('POST', `/api/sessions/${id}/evaluate`)).status).toBe(202);
    return id;
  }

  beforeAll(async () => {
    server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test', STT_PROVIDER: 'none' });
    await server.app.get(QUEUE.Workers).start({ queues: ['evaluate'] });
    hr = await register('amina@acme-logistics.co.ke');
    stranger = await register('eve@rival-corp.co.ke');
    jobId = (await createJob(hr, { requireIdentityVerification: 'false' })).id;
    otherJobId = (await createJob(hr, { requireIdentityVerification: 'false' })).id;
    sessions.strong = await interview(jobId, STRONG);
    sessions.weak = await interview(jobId, WEAK);
    sessions.elsewhere = await interview(otherJobId, STRONG);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('stores an evaluation whose overall score is the core weighted score of its criterion scores', async () => {
    const evaluation = await latestEvaluation(sessions.strong!);
    const job = (await hr.get(`/api/jobs/${jobId}`)).body;
    const pillars = job.criteriaConfig.pillars;
    // Only criteria a question assesses are scored; the others are not assessed (docs/scoring-rubric.md).
    const assessed = job.questions.flatMap((q: { pillarId: string | null }) =>
      q.pillarId ? [q.pillarId] : [],
    );
    expect(assessed).toEqual(['communication']);
    expect(Object.keys(evaluation.pillarScores!).sort()).toEqual(assessed);
    expect(evaluation.overallScore).toBe(overallScore(evaluation.pillarScores as PillarScores, pillars));
    expect(evaluation.detailedAnalysis).toMatchObject({
      evaluatorVersion: SIGNALS_EVALUATOR_VERSION,
      needsHumanReview: false,
      flaggedEvidenceCount: 0,
    });
    const weak = await latestEvaluation(sessions.weak!);
    expect(weak.overallScore!).toBeLessThan(evaluation.overallScore!);
    expect((weak.detailedAnalysis as { notAssessable: unknown[] }).notAssessable).toEqual([]);
  });

  it('compares candidates of one job for HR of its organisation', async () => {
    await latestEvaluation(sessions.weak!);
    const res = await hr.post(`/api/jobs/${jobId}/compare-candidates`, {
      sessionIds: [sessions.strong, sessions.weak],
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      'bestFitFor',
      'keyDifferentiators',
      'recommendations',
      'summary',
    ]);
    expect(res.body.summary).toMatch(/^2 candidates compared for Customer Support Agent\./);
    expect(Array.isArray(res.body.keyDifferentiators)).toBe(true);
    expect(Object.keys(res.body.recommendations)).toHaveLength(2);
    expect(Object.keys(res.body.bestFitFor)).toHaveLength(2);
  });

  it('refuses bad input with 400', async () => {
    const url = `/api/jobs/${jobId}/compare-candidates`;
    const one = await hr.post(url, { sessionIds: [sessions.strong] });
    expect(one.status).toBe(400);
    expect(JSON.stringify(one.body)).toContain('Select at least 2 candidates to compare.');
    expect((await hr.post(url, { sessionIds: 'nope' })).status).toBe(400);
    expect((await hr.post(url, {})).status).toBe(400);
    expect((await hr.post(url, { sessionIds: Array.from({ length: 11 }, (_, i) => `s-${i}`) })).status).toBe(
      400,
    );
    expect((await hr.post(url, { sessionIds: [sessions.strong, sessions.strong] })).status).toBe(400);
  });

  it('hides other organisations and sessions of other jobs (404), and needs a signed-in user', async () => {
    const body = { sessionIds: [sessions.strong, sessions.weak] };
    expect((await stranger.post(`/api/jobs/${jobId}/compare-candidates`, body)).status).toBe(404);
    expect(
      (
        await hr.post(`/api/jobs/${jobId}/compare-candidates`, {
          sessionIds: [sessions.strong, sessions.elsewhere],
        })
      ).status,
    ).toBe(404);
    expect((await hr.post('/api/jobs/no-such-job/compare-candidates', body)).status).toBe(404);
    expect(
      (await new TestClient(server.url).post(`/api/jobs/${jobId}/compare-candidates`, body)).status,
    ).toBe(401);
  });
});
