import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVALUATION } from '@sauti/adapters/container/evaluation-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { SELF_ID_PRESETS } from '@sauti/core/rules/self-identification';
import { newKey, v1 } from '../api-v1/api-v1-fixtures.js';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import { CandidateBrowser, startSession, uploadAnswer } from '../sessions/interview-fixtures.js';

/**
 * A distinctive answer: the label (and so the id) of an option of the organisation's own category,
 * chosen by the candidate. Found anywhere but the answers' own table, the settings and the audit's
 * group names, it would mean one candidate's self-identification has leaked.
 */
const MARKER = 'Zq7selfidmarker';
const MARKER_ID = MARKER.toLowerCase();

let world: JobsWorld;
let jobId: string;
let sessionId: string;
let browser: CandidateBrowser;

const OWN_CATEGORY = {
  label: 'Home region',
  question: 'Where did you grow up?',
  options: [{ label: MARKER }, { label: 'Coast' }],
};

async function interview(complete: boolean) {
  const candidate = new CandidateBrowser(world.server.url);
  const session = await startSession(candidate, jobId);
  for (const q of [0, 1]) expect((await uploadAnswer(candidate, session.id, q)).status).toBe(201);
  if (complete) {
    const done = await candidate.json('PATCH', `/api/sessions/${session.id}`, {
      status: 'completed',
      completedAt: new Date().toISOString(),
    });
    expect(done.status).toBe(200);
  }
  return { candidate, id: session.id };
}

beforeAll(async () => {
  world = await startJobsWorld();
  jobId = (await createJob(world.hr, { requireIdentityVerification: 'false' })).id;
  const saved = await world.hr.request('PUT', '/api/organisation/self-identification', {
    categories: [SELF_ID_PRESETS[0], OWN_CATEGORY],
  });
  expect(saved.status).toBe(200);
  ({ candidate: browser, id: sessionId } = await interview(true));
}, 60_000);
afterAll(() => world?.server.stop());

describe('an organisation’s self-identification categories', () => {
  it('are its members’ to read and change; another organisation keeps its own; signed out 401', async () => {
    const mine = await world.colleague.get('/api/organisation/self-identification');
    expect(mine.status).toBe(200);
    expect(mine.body.config.categories.map((c: { id: string }) => c.id)).toEqual([
      'za_population_group',
      'custom_home_region',
    ]);
    expect(mine.body.presets.length).toBeGreaterThan(0);
    const theirs = await world.stranger.get('/api/organisation/self-identification');
    expect(theirs.body.config).toEqual({ categories: [] });
    expect((await world.visitor.get('/api/organisation/self-identification')).status).toBe(401);
    const bad = await world.hr.request('PUT', '/api/organisation/self-identification', {
      categories: [{ ...OWN_CATEGORY, options: [{ label: 'Only one' }] }],
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'A category needs 2 to 12 options' } });
  });
});

describe('the candidate’s questions at the end of the interview (docs/behaviour/interview.md §19)', () => {
  it('asks the organisation’s categories beside the built-in ones, each optional', async () => {
    const res = await browser.get(`/api/sessions/${sessionId}/self-identification`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.questions.map((q: { id: string }) => q.id)).toEqual([
      'sex',
      'za_population_group',
      'custom_home_region',
      'ageBand',
      'firstLanguage',
    ]);
    expect(res.body.answered).toBe(false);
  });

  it('stores the answers; refuses them before completion, from anyone else, or off the list', async () => {
    const open = await interview(false);
    const early = await open.candidate.json('PUT', `/api/sessions/${open.id}/self-identification`, {
      sex: 'male',
    });
    expect(early.status).toBe(409);
    const stranger = new CandidateBrowser(world.server.url);
    expect((await stranger.json('PUT', `/api/sessions/${sessionId}/self-identification`, {})).status).toBe(
      404,
    );
    expect((await world.hr.request('PUT', `/api/sessions/${sessionId}/self-identification`, {})).status).toBe(
      404,
    );
    const wrong = await browser.json('PUT', `/api/sessions/${sessionId}/self-identification`, {
      sex: 'robot',
    });
    expect(wrong.status).toBe(400);
    const stored = await browser.json('PUT', `/api/sessions/${sessionId}/self-identification`, {
      sex: 'female',
      ageBand: 'prefer_not_to_say',
      firstLanguage: 'yoruba',
      categories: { custom_home_region: MARKER_ID, za_population_group: 'african' },
    });
    expect(stored).toMatchObject({ status: 200, body: { answered: true } });
    expect((await browser.get(`/api/sessions/${sessionId}/self-identification`)).body.answered).toBe(true);
  });
});

describe('self-identification never leaves its table for a candidate view, an export, the API or an evaluator', () => {
  it('is absent from every HR candidate view, export and /api/v1 answer, and from what the evaluator was given', async () => {
    // The seed took: the marker sits in the answers' own table.
    const rows = await sql(`select answers::text as text from self_identifications where session_id = ?`, [
      sessionId,
    ]);
    expect(rows[0]!.text).toContain(MARKER_ID);
    // Evaluated as the queue does: what the evaluator read is stored beside the evaluation.
    await world.server.app
      .get(STORAGE.RequestScope)
      .run(() =>
        world.server.app
          .get(EVALUATION.EvaluateSession)
          .execute({ sessionId, force: true, evaluatePendingTranscripts: true }),
      );
    const key = await newKey(world.hr, 'read');
    const answers = [
      await world.hr.get(`/api/jobs/${jobId}/candidates-v2`),
      await world.hr.get(`/api/jobs/${jobId}/candidates-v2/${sessionId}`),
      await world.hr.get(`/api/jobs/${jobId}/dashboard`),
      await world.hr.get(`/api/jobs/${jobId}/panel`),
      await world.hr.get(`/api/jobs/${jobId}/candidates/export?format=csv`),
      await world.hr.get(`/api/jobs/${jobId}/candidates/export?format=xlsx`),
      await world.hr.get(`/api/jobs/${jobId}/panel/export?format=csv`),
      await world.hr.get('/api/recent-activity'),
      await v1(world, key, `/jobs/${jobId}/candidates`),
      await v1(world, key, `/candidates/${sessionId}`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.text.toLowerCase()).not.toContain(MARKER_ID);
      expect(res.text).not.toContain('yoruba');
    }
    const evaluated = await sql(
      `select e.detailed_analysis::text || coalesce(i.score_input::text, '') as text
         from ai_evaluations e left join evaluation_inputs i on i.evaluation_id = e.id where e.session_id = ?`,
      [sessionId],
    );
    expect(evaluated.length).toBeGreaterThan(0);
    for (const row of evaluated) {
      expect(row.text).toContain('transcript'); // the stored input is there, and it is the evaluator's
      expect(row.text.toLowerCase()).not.toContain(MARKER_ID);
      expect(row.text).not.toContain('yoruba');
    }
  });
});

async function sql(query: string, params: unknown[]): Promise<{ text: string }[]> {
  const em = world.server.app.get(STORAGE.Orm).em.fork();
  return em.getConnection().execute<{ text: string }[]>(query, params);
}
