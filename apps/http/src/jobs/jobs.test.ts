import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCriteriaConfig, defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import type { TestClient } from '../testing/client.js';
import { createJob, job, patch, startJobsWorld, type JobsWorld } from './job-fixtures.js';

let world: JobsWorld;
let hr: TestClient;
let colleague: TestClient;
let stranger: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  world = await startJobsWorld();
  ({ hr, colleague, stranger, visitor } = world);
});
afterAll(() => world?.server.stop());

describe('creating jobs', () => {
  it('creates an active job and answers the Job JSON with stable question ids and the interview link', async () => {
    const res = await hr.post('/api/jobs', job);
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body).toMatchObject({
      title: job.title,
      description: job.description,
      location: 'Nairobi',
      companyName: 'Acme Logistics',
      jobType: 'full-time',
      skills: ['Swahili', 'English'],
      language: 'en',
      requireIdentityVerification: 'true',
      status: 'active',
      criteriaConfig: job.criteriaConfig,
      evalVersion: 'criteria-v1',
      clientDraftKey: null,
      interviewUrl: `https://hire.example.test/interview/${body.id}`,
    });
    expect(body.questions).toEqual([
      {
        id: expect.any(String),
        text: 'Tell us about yourself.',
        pillarId: null,
        scoringGuide: null,
        orderIndex: 0,
      },
      {
        id: expect.any(String),
        text: 'Describe a difficult customer call.',
        pillarId: 'communication',
        scoringGuide: null,
        orderIndex: 1,
      },
    ]);
    expect(typeof body.createdBy).toBe('string');
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    expect(body.publishedAt).toBe(body.createdAt);
    expect(body).not.toHaveProperty('organisationId');
    const read = await hr.get(`/api/jobs/${body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(body);
  });

  it('takes the spec defaults: optional fields absent, identity check off, status active', async () => {
    const res = await hr.post('/api/jobs', {
      title: 'Driver',
      description: 'Deliveries',
      questions: ['Why driving?'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      location: null,
      companyName: null,
      jobType: null,
      skills: [],
      requireIdentityVerification: 'false',
      status: 'active',
      criteriaConfig: null,
    });
  });

  it.each([
    ['a missing title', { title: undefined }, 'Job title is required'],
    ['a blank title', { title: '   ' }, 'Job title is required'],
    ['a missing description', { description: undefined }, 'Job description is required'],
    ['a blank description', { description: '' }, 'Job description is required'],
    ['missing questions', { questions: undefined }, 'At least one question is required'],
    ['an empty question list', { questions: [] }, 'At least one question is required'],
    ['a blank question', { questions: ['Fine?', '  '] }, 'Question cannot be empty'],
    ['a blank question object', { questions: [{ text: '', pillarId: null }] }, 'Question cannot be empty'],
    ['a title too long', { title: 'x'.repeat(201) }, 'Job title must be at most 200 characters'],
    [
      'criteria not totalling 100',
      { criteriaConfig: buildCriteriaConfig({ communication: 90 }) },
      'Total weight must equal 100% (currently 90%)',
    ],
  ])('refuses %s with 400 and the message', async (_label, overrides, message) => {
    const res = await hr.post('/api/jobs', { ...job, ...overrides });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
    expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
  });

  it('refuses other bad bodies with 400, never 500', async () => {
    for (const bad of [
      { ...job, status: 'archived' },
      { ...job, jobType: 'gig' },
      { ...job, requireIdentityVerification: 'maybe' },
      { ...job, questions: [{ text: 'Q?', pillarId: 'charm' }] },
      { ...job, skills: 'all' },
      { ...job, questions: Array.from({ length: 51 }, () => 'Q?') },
      [job],
    ]) {
      const res = await hr.post('/api/jobs', bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    const junk = await hr.request('POST', '/api/jobs', '{not json', { 'content-type': 'application/json' });
    expect(junk.status).toBe(400);
  });

  it('is idempotent per creator and draft key: the same job back with 200, never a duplicate', async () => {
    const first = await hr.post('/api/jobs', { ...job, status: 'draft', clientDraftKey: 'draft-key-1' });
    expect(first.status).toBe(201);
    const again = await hr.post('/api/jobs', {
      ...job,
      title: 'Retried',
      status: 'draft',
      clientDraftKey: 'draft-key-1',
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const mine = await colleague.post('/api/jobs', {
      ...job,
      status: 'draft',
      clientDraftKey: 'draft-key-1',
    });
    expect(mine.status).toBe(201);
    expect(mine.body.id).not.toBe(first.body.id);
  });

  it('stores one job for two concurrent submissions with the same key', async () => {
    const body = { ...job, status: 'draft', clientDraftKey: 'double-click' };
    const [a, b] = await Promise.all([hr.post('/api/jobs', body), hr.post('/api/jobs', body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    const list = await hr.get('/api/jobs');
    expect(
      list.body.filter((j: { clientDraftKey: string }) => j.clientDraftKey === 'double-click'),
    ).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    for (const res of [await visitor.get('/api/jobs'), await visitor.post('/api/jobs', job)]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('UNAUTHENTICATED');
    }
  });
});

describe('listing and reading', () => {
  it("lists the organisation's jobs newest first, shared with colleagues, never another organisation's", async () => {
    const older = await createJob(hr, { title: 'Older' });
    const newer = await createJob(colleague, { title: 'Newer' });
    const mine = await hr.get('/api/jobs');
    expect(mine.status).toBe(200);
    const ids = mine.body.map((j: { id: string }) => j.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect((await colleague.get('/api/jobs')).body.map((j: { id: string }) => j.id)).toEqual(ids);
    const theirs = await stranger.get('/api/jobs');
    expect(theirs.body.map((j: { id: string }) => j.id)).not.toContain(older.id);
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of ['no-such-job', 'x'.repeat(300)]) {
      const res = await hr.get(`/api/jobs/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('NOT_FOUND');
    }
  });
});

describe('updating', () => {
  it('updates a subset of fields and keeps the ids of unchanged questions', async () => {
    const created = await createJob(hr, { status: 'draft' });
    const res = await patch(hr, created.id, {
      title: 'Senior Support Agent',
      questions: ['Tell us about yourself.', { text: 'A new question?', pillarId: 'adaptability' }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Senior Support Agent',
      description: job.description,
      status: 'draft',
    });
    expect(res.body.questions[0].id).toBe(created.questions[0].id);
    expect(res.body.questions[1]).toMatchObject({
      text: 'A new question?',
      pillarId: 'adaptability',
      orderIndex: 1,
    });
    expect(res.body.questions[1].id).not.toBe(created.questions[1].id);
  });

  it('refuses an empty or invalid PATCH with 400', async () => {
    const created = await createJob(hr);
    for (const bad of [
      {},
      { nothing: 'known' },
      { title: '' },
      { questions: [] },
      { questions: [' '] },
      { status: 'closed' },
    ]) {
      const res = await patch(hr, created.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await patch(hr, created.id, { questions: [] })).body.message).toBe(
      'At least one question is required',
    );
    expect((await patch(hr, created.id, { title: ' ' })).body.message).toBe('Job title is required');
  });

  it('publishes a draft (setting publishedAt), archives and restores; other moves are 409 INVALID_STATE', async () => {
    const draft = await createJob(hr, { status: 'draft' });
    expect(draft.publishedAt).toBeNull();
    const archiveDraft = await patch(hr, draft.id, { status: 'archived' });
    expect(archiveDraft.status).toBe(409);
    expect(archiveDraft.body).toMatchObject({
      error: 'INVALID_STATE',
      message: expect.stringContaining('draft'),
    });

    const published = await patch(hr, draft.id, { status: 'active' });
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('active');
    expect(published.body.publishedAt).not.toBeNull();

    const backToDraft = await patch(hr, draft.id, { status: 'draft' });
    expect(backToDraft.status).toBe(409);
    expect(backToDraft.body.error).toBe('INVALID_STATE');

    const archived = await patch(hr, draft.id, { status: 'archived' });
    expect(archived.body).toMatchObject({ status: 'archived', publishedAt: published.body.publishedAt });
    expect((await patch(hr, draft.id, { status: 'draft' })).status).toBe(409);
    const restored = await patch(hr, draft.id, { status: 'active' });
    expect(restored.body).toMatchObject({ status: 'active', publishedAt: published.body.publishedAt });
  });
});

describe('deleting', () => {
  it('deletes a draft, and refuses active and archived jobs', async () => {
    const draft = await createJob(hr, { status: 'draft' });
    const active = await createJob(hr);
    const archived = await createJob(hr);
    await patch(hr, archived.id, { status: 'archived' });
    for (const id of [active.id, archived.id]) {
      const res = await hr.request('DELETE', `/api/jobs/${id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'INVALID_STATE', message: 'Only draft jobs can be deleted.' });
    }
    const res = await hr.request('DELETE', `/api/jobs/${draft.id}`);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await hr.get(`/api/jobs/${draft.id}`)).status).toBe(404);
    expect((await hr.request('DELETE', `/api/jobs/${draft.id}`)).status).toBe(404);
  });
});

describe('tenancy', () => {
  it('answers 404 to a user of another organisation on every call about a job, and changes nothing', async () => {
    const draft = await createJob(hr, { status: 'draft' });
    const generateBody = {
      jobTitle: 'Agent',
      jobDescription: 'Calls',
      criteriaConfig: defaultCriteriaConfig(),
    };
    const calls = [
      () => stranger.get(`/api/jobs/${draft.id}`),
      () => patch(stranger, draft.id, { title: 'Taken over' }),
      () => patch(stranger, draft.id, { status: 'active' }),
      () => stranger.request('DELETE', `/api/jobs/${draft.id}`),
      () => stranger.post(`/api/jobs/${draft.id}/generate-criteria`, generateBody),
      () => stranger.post(`/api/jobs/${draft.id}/generate-questions`, generateBody),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('NOT_FOUND');
    }
    const still = await hr.get(`/api/jobs/${draft.id}`);
    expect(still.body).toMatchObject({ title: job.title, status: 'draft' });
  });
});
