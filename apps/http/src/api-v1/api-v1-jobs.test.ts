import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@sauti/core/contract/jobs';
import { TEXT_LIMITS, tooLongMessage } from '@sauti/core/contract/limits';
import { NUL_TEXT_MESSAGE } from '../middleware/refuse-nul.js';
import { newKey, startApiWorld, v1 } from './api-v1-fixtures.js';

const draft = {
  title: 'Field sales representative',
  description: 'Sells our products to shops in Nairobi.',
  questions: [
    'Tell us about a sale you are proud of.',
    { text: 'How would you win back a shop?', criterion: 'problem_solving', scoring_guide: 'Names a plan.' },
  ],
  criteria: { communication: 60, problem_solving: 40 },
  invitation_only: true,
};

describe('/api/v1 job writes: drafts, publish, archive (docs/behaviour/platform.md §15)', () => {
  let w: Awaited<ReturnType<typeof startApiWorld>>;
  let writeKey: string;
  let keyCount = 0;
  const post = (path: string, body: unknown, idempotencyKey = `job-key-${++keyCount}`) =>
    v1(w.world, writeKey, path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  const jobCount = async () => (await v1(w.world, writeKey, '/jobs?limit=100')).body.data.length as number;

  beforeAll(async () => {
    w = await startApiWorld();
    writeKey = await newKey(w.world.hr, 'read_write');
  });
  afterAll(() => w.world.server.stop());

  it('creates a draft with its questions and criteria, the screens see it, then publishes and archives it', async () => {
    const created = await post('/jobs', draft);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: draft.title,
      status: 'draft',
      questions: [
        { index: 0, text: 'Tell us about a sale you are proud of.', criterion: null },
        { index: 1, text: 'How would you win back a shop?', criterion: 'problem_solving' },
      ],
      criteria: [
        { id: 'communication', weight: 60 },
        { id: 'problem_solving', weight: 40 },
      ],
    });
    const id = created.body.id as string;
    // The job editor's own read shows what the API stored.
    const screen = await w.world.hr.get(`/api/jobs/${id}`);
    expect(screen.body).toMatchObject({ status: 'draft', invitationOnly: true });
    expect(JSON.stringify(screen.body)).toContain('Names a plan.');
    // A draft takes no candidates: the public interview is closed until it is published.
    expect((await post(`/jobs/${id}/archive`, {})).body.error).toBe('INVALID_STATE');

    const published = await post(`/jobs/${id}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ id, status: 'active' });
    expect((await post(`/jobs/${id}/publish`, {})).body.status).toBe('active');
    const archived = await post(`/jobs/${id}/archive`, {});
    expect(archived.status).toBe(200);
    expect((await v1(w.world, writeKey, `/jobs/${id}`)).body.status).toBe('archived');
  });

  it('a retried create makes one job and replays the first answer', async () => {
    const before = await jobCount();
    const first = await post('/jobs', draft, 'create-once');
    const again = await post('/jobs', draft, 'create-once');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(await jobCount()).toBe(before + 1);
    expect((await post('/jobs', { ...draft, title: 'Other' }, 'create-once')).status).toBe(409);
  });

  it('refuses bad input with code, message and field, and stores nothing', async () => {
    const before = await jobCount();
    const cases: Array<[unknown, string, string]> = [
      [{ ...draft, title: '   ' }, 'title', JOB_MESSAGES.titleRequired],
      [{ ...draft, title: 'x'.repeat(100_000) }, 'title', tooLongMessage('Job title', TEXT_LIMITS.title)],
      [{ ...draft, questions: [] }, 'questions', JOB_MESSAGES.questionsRequired],
      [{ ...draft, questions: [{ text: ' ' }] }, 'questions.0.text', JOB_MESSAGES.questionEmpty],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/jobs', body);
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ error: 'VALIDATION_FAILED', message, field });
    }
    const weights = await post('/jobs', { ...draft, criteria: { communication: 60, problem_solving: 30 } });
    expect(weights.status).toBe(400);
    expect(weights.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      field: expect.stringMatching(/^criteria/),
    });
    const nul = await post('/jobs', { ...draft, description: 'bad\u0000text' });
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ error: 'VALIDATION_FAILED', message: NUL_TEXT_MESSAGE, field: 'description' });
    const nulInQuestion = await post('/jobs', { ...draft, questions: ['ok', { text: 'a\u0000b' }] });
    expect(nulInQuestion.body).toMatchObject({ field: 'questions.1.text' });
    expect(await jobCount()).toBe(before);
  });

  it('another organisation’s job is 404 and stays as it was', async () => {
    expect((await post(`/jobs/${w.strangerJobId}/archive`, {})).status).toBe(404);
    const theirs = await v1(w.world, await newKey(w.world.stranger, 'read'), `/jobs/${w.strangerJobId}`);
    expect(theirs.body.status).toBe('active');
  });
});

describe('/api/v1 job updates: ETag on reads, If-Match required (docs/behaviour/platform.md §15)', () => {
  let w: Awaited<ReturnType<typeof startApiWorld>>;
  let writeKey: string;
  const patch = (id: string, body: unknown, ifMatch: string | null) =>
    v1(w.world, writeKey, `/jobs/${id}`, {
      method: 'PATCH',
      body: JSON.stringify(body),
      headers: ifMatch === null ? {} : { 'If-Match': ifMatch },
    });
  const etagOfJob = async (id: string) =>
    (
      await fetch(`${w.world.server.url}/api/v1/jobs/${id}`, {
        headers: { authorization: `Bearer ${writeKey}` },
      })
    ).headers.get('etag')!;

  beforeAll(async () => {
    w = await startApiWorld();
    writeKey = await newKey(w.world.hr, 'read_write');
  });
  afterAll(() => w.world.server.stop());

  it('changes the fields sent with the current ETag; a stale one is 412, none 428, and neither changes anything', async () => {
    const tag = await etagOfJob(w.jobId);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(await etagOfJob(w.jobId)).toBe(tag);

    const missing = await patch(w.jobId, { title: 'Lost' }, null);
    expect(missing.status).toBe(428);
    expect(missing.body).toMatchObject({ error: 'PRECONDITION_REQUIRED', field: 'If-Match' });

    const changed = await patch(
      w.jobId,
      { title: 'Renamed role', questions: ['What brings you here?'] },
      tag,
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      title: 'Renamed role',
      questions: [{ text: 'What brings you here?' }],
    });
    const newTag = await etagOfJob(w.jobId);
    expect(newTag).not.toBe(tag);

    const stale = await patch(w.jobId, { title: 'Overwrites the rename' }, tag);
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ error: 'PRECONDITION_FAILED', field: 'If-Match' });
    expect((await patch(w.jobId, { title: 'Weak' }, `W/${newTag}`)).status).toBe(412);
    expect((await v1(w.world, writeKey, `/jobs/${w.jobId}`)).body.title).toBe('Renamed role');
  });

  it('bad input is 400 with code, message and field; another organisation’s job is 404 whatever the tag', async () => {
    const tag = await etagOfJob(w.jobId);
    const cases: Array<[unknown, string, string]> = [
      [{ title: ' ' }, 'title', JOB_MESSAGES.titleRequired],
      [
        { description: 'x'.repeat(100_000) },
        'description',
        tooLongMessage('Job description', TEXT_LIMITS.description),
      ],
      [{ questions: [] }, 'questions', JOB_MESSAGES.questionsRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(w.jobId, body, tag);
      expect(res.status, field).toBe(400);
      expect(res.body, field).toMatchObject({ error: 'VALIDATION_FAILED', message, field });
    }
    const nul = await patch(w.jobId, { title: 'a\u0000b' }, tag);
    expect(nul.body).toEqual({ error: 'VALIDATION_FAILED', message: NUL_TEXT_MESSAGE, field: 'title' });
    expect((await patch(w.jobId, {}, tag)).status).toBe(400);
    expect(await etagOfJob(w.jobId)).toBe(tag);
    expect((await patch(w.strangerJobId, { title: 'Mine now' }, '*')).status).toBe(404);
  });
});
