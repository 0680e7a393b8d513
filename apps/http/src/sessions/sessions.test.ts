import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '@sauti/core/contract/interview';
import { CV_MAX_BYTES, CV_MESSAGES } from '@sauti/core/contract/cv';
import { CONSENT_REQUIRED_MESSAGE } from '@sauti/core/contract/interview';
import { candidateCookieName } from './candidate-credential.js';
import {
  intake,
  pdfBytes,
  pngBytes,
  startInterviewWorld,
  startSession,
  uploadAnswer,
  webmBytes,
  type InterviewWorld,
} from './interview-fixtures.js';
import { jpegBytes, uploadPhoto } from '../verification/verification-fixtures.js';

let world: InterviewWorld;

beforeAll(async () => {
  world = await startInterviewWorld();
});
afterAll(() => world?.server.stop());

describe('POST /api/sessions', () => {
  it('starts a session, sets the httpOnly per-session cookie and returns the credential once', async () => {
    const browser = world.browser();
    const res = await browser.postForm('/api/sessions', { ...intake, jobId: world.jobId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      jobId: world.jobId,
      status: 'in_progress',
      currentQuestionIndex: 0,
      candidateName: 'Wanjiru Kamau',
      candidatePhone: '+254 712 345 678',
      candidateEmail: 'wanjiru@example.com',
      referrerUrl: 'https://jobs.example.com/listing/7',
      cvFilePath: null,
      verificationStatus: 'not_required',
      completedAt: null,
    });
    expect(res.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body.candidateToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const hidden of [
      'candidateTokenHash',
      'ipAddress',
      'browserFingerprint',
      'hiringOutcome',
      'inPanel',
    ]) {
      expect(res.body).not.toHaveProperty(hidden);
    }
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${candidateCookieName(res.body.id)}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toContain(`=${res.body.candidateToken}`);
  });

  it.each([
    ['a missing name', { candidateName: undefined }, CANDIDATE_MESSAGES.fullNameRequired],
    ['a one-letter name', { candidateName: 'W' }, 'Full name is required'],
    ['a missing phone', { candidatePhone: undefined }, 'Phone number is required'],
    ['a short phone', { candidatePhone: '0712' }, 'Phone number is required'],
    ['a missing email', { candidateEmail: undefined }, 'Valid email address is required'],
    ['a malformed email', { candidateEmail: 'wanjiru@' }, 'Valid email address is required'],
    ['no consent', { consent: undefined }, CONSENT_REQUIRED_MESSAGE],
    ['consent refused', { consent: 'false' }, CONSENT_REQUIRED_MESSAGE],
  ])('refuses %s with 400 and the message, and starts nothing', async (_label, overrides, message) => {
    const fields = Object.fromEntries(
      Object.entries({ ...intake, jobId: world.jobId, ...overrides }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const browser = world.browser();
    const res = await browser.postForm('/api/sessions', fields);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'VALIDATION_FAILED', message });
    expect(browser.cookieNames()).toEqual([]);
  });

  it('says the consent notice is about recording and automated assessment', () => {
    expect(CONSENT_REQUIRED_MESSAGE).toMatch(/recording/);
    expect(CONSENT_REQUIRED_MESSAGE).toMatch(/automated assessment/);
  });

  it.each([
    ['a draft', () => world.draftJobId],
    ['an archived', () => world.archivedJobId],
    ['an unknown', () => '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 Interview not found for %s job', async (_label, jobId) => {
    const res = await world.browser().postForm('/api/sessions', { ...intake, jobId: jobId() });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'NOT_FOUND', message: 'Interview not found' });
  });

  it('stores a PDF CV checked by content', async () => {
    const res = await world
      .browser()
      .postForm(
        '/api/sessions',
        { ...intake, jobId: world.jobId },
        { cv: [pdfBytes(), 'My CV.pdf', 'application/pdf'] },
      );
    expect(res.status).toBe(201);
    expect(res.body.cvFilePath).toMatch(new RegExp(`^cv/${res.body.id}/[0-9a-f-]{36}\\.pdf$`));
  });

  it('refuses a PNG renamed .pdf with 415 and the spec message', async () => {
    const res = await world
      .browser()
      .postForm(
        '/api/sessions',
        { ...intake, jobId: world.jobId },
        { cv: [pngBytes(), 'cv.pdf', 'application/pdf'] },
      );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: 'UNSUPPORTED_MEDIA_TYPE', message: CV_MESSAGES.type });
  });

  it('accepts a CV one byte under 5 MB', async () => {
    const res = await world
      .browser()
      .postForm(
        '/api/sessions',
        { ...intake, jobId: world.jobId },
        { cv: [pdfBytes(CV_MAX_BYTES - 1 - 9), 'cv.pdf'] },
      );
    expect(res.status).toBe(201);
  });

  it('refuses a CV of 5 MB or more with 413 and the spec message', async () => {
    for (const size of [CV_MAX_BYTES, CV_MAX_BYTES + 1, CV_MAX_BYTES + 300_000]) {
      const res = await world
        .browser()
        .postForm('/api/sessions', { ...intake, jobId: world.jobId }, { cv: [pdfBytes(size - 9), 'cv.pdf'] });
      expect(res.status, String(size)).toBe(413);
      expect(res.body).toEqual({ error: 'TOO_LARGE', message: CV_MESSAGES.size });
      // Past the parser's limit the rest of the body is never read: reusing the connection would
      // leave the next request waiting behind the unread bytes.
      if (size > CV_MAX_BYTES) expect(res.headers.get('connection'), String(size)).toBe('close');
    }
  });

  it('answers 409 VERIFICATION_REQUIRED with the session id and a working credential', async () => {
    const browser = world.browser();
    const res = await browser.postForm('/api/sessions', { ...intake, jobId: world.verifiedJobId });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'VERIFICATION_REQUIRED',
      sessionId: expect.any(String),
      message: expect.stringMatching(/verification/i),
      candidateToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const read = await browser.get(`/api/sessions/${res.body.sessionId}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: res.body.sessionId, verificationFilePath: null });
  });

  it('accepts no answer, warm-up or completion until an identity file exists; HR sees "missing" (issue 16, finding 3)', async () => {
    const browser = world.browser();
    const started = await browser.postForm('/api/sessions', { ...intake, jobId: world.verifiedJobId });
    const sessionId = started.body.sessionId as string;
    const refused = { error: 'VERIFICATION_REQUIRED', sessionId };
    const answer = await uploadAnswer(browser, sessionId, 0);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject(refused);
    const warmUp = await browser.postForm(
      '/api/enrollment',
      { sessionId },
      { audio: [webmBytes(), 'w.webm', 'audio/webm'] },
    );
    expect(warmUp.status).toBe(409);
    const done = await browser.json('PATCH', `/api/sessions/${sessionId}`, { status: 'completed' });
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject(refused);
    const hrView = await world.hr.get(`/api/jobs/${world.verifiedJobId}/candidates-v2/${sessionId}`);
    expect(hrView.body.session.verificationStatus).toBe('missing');

    expect((await uploadPhoto(browser, sessionId, jpegBytes())).status).toBe(200);
    expect((await uploadAnswer(browser, sessionId, 0)).status).toBe(201);
    const after = await world.hr.get(`/api/jobs/${world.verifiedJobId}/candidates-v2/${sessionId}`);
    expect(after.body.session.verificationStatus).toBe('pending');
  });

  it('refuses other bodies without a 500: JSON, broken multipart, too many files', async () => {
    const browser = world.browser();
    const json = await browser.json('POST', '/api/sessions', { ...intake, jobId: world.jobId });
    expect(json.status).toBe(415);
    const broken = await browser.request('POST', '/api/sessions', {
      body: '--xyz\r\nContent-Disposition: form-data; name="jobId"\r\n\r\nabc\r\n--xy',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(broken.status).toBe(400);
    const noBoundary = await browser.request('POST', '/api/sessions', {
      body: 'hello',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.status).toBe(400);
    const twoFiles = await browser.postForm(
      '/api/sessions',
      { ...intake, jobId: world.jobId },
      { cv: [pdfBytes(), 'a.pdf'], other: [pdfBytes(), 'b.pdf'] },
    );
    expect(twoFiles.status).toBe(413);
    const tooLong = await browser.postForm('/api/sessions', {
      ...intake,
      jobId: world.jobId,
      note: 'x'.repeat(70_000),
    });
    expect(tooLong.status).toBe(413);
  });
});

describe('GET /api/sessions/{id}', () => {
  it('answers the candidate (cookie or header) with the answered question indexes', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    expect((await uploadAnswer(browser, session.id, 1)).status).toBe(201);
    const byCookie = await browser.get(`/api/sessions/${session.id}`);
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toMatchObject({
      id: session.id,
      answeredQuestionIndexes: [1],
      currentQuestionIndex: 2,
    });
    expect(byCookie.body).not.toHaveProperty('candidateToken');
    const byHeader = await world
      .browser()
      .get(`/api/sessions/${session.id}`, { 'x-candidate-token': session.candidateToken });
    expect(byHeader.status).toBe(200);
  });

  it('answers 404 to anyone else: another candidate, no or a wrong credential, HR, a bad id', async () => {
    const session = await startSession(world.browser(), world.jobId);
    const other = world.browser();
    await startSession(other, world.jobId);
    const wrong = 'A'.repeat(43);
    for (const res of [
      await other.get(`/api/sessions/${session.id}`),
      await world.browser().get(`/api/sessions/${session.id}`),
      await world.browser().get(`/api/sessions/${session.id}`, { 'x-candidate-token': wrong }),
      await world.hr.get(`/api/sessions/${session.id}`),
      await world.browser().get('/api/sessions/not-a-uuid'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'NOT_FOUND', message: 'Session not found' });
    }
  });
});

describe('PATCH /api/sessions/{id} and evaluation', () => {
  async function answeredSession() {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    for (const [index] of world.questions.entries()) {
      expect((await uploadAnswer(browser, session.id, index)).status).toBe(201);
    }
    return { browser, session };
  }

  it('refuses completion while answers are missing, naming them', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    await uploadAnswer(browser, session.id, 0);
    const res = await browser.json('PATCH', `/api/sessions/${session.id}`, { status: 'completed' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'INVALID_STATE', missingQuestionIndexes: [1] });
  });

  it('completes once, idempotently, with the page data; then accepts no answers', async () => {
    const { browser, session } = await answeredSession();
    const body = {
      status: 'completed',
      completedAt: '2026-01-01T10:00:00.000Z',
      timePerQuestion: [42, 61.5],
      tabSwitchCount: 2,
      browserFingerprint: 'fp-123',
    };
    const done = await browser.json('PATCH', `/api/sessions/${session.id}`, body);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', timePerQuestion: [42, 61.5], tabSwitchCount: 2 });
    expect(Date.parse(done.body.completedAt)).toBeGreaterThan(Date.parse('2026-01-01T10:00:00.000Z'));
    const again = await browser.json('PATCH', `/api/sessions/${session.id}`, { ...body, tabSwitchCount: 9 });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(done.body);
    const late = await uploadAnswer(browser, session.id, 0);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('INVALID_STATE');
    const edit = await browser.json('PATCH', `/api/sessions/${session.id}`, { tabSwitchCount: 0 });
    expect(edit.status).toBe(409);
  });

  it('refuses bad bodies with 400 and others with 404', async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    for (const bad of [
      { status: 'in_progress' },
      { tabSwitchCount: -1 },
      { tabSwitchCount: 1.5 },
      { timePerQuestion: ['a'] },
      { timePerQuestion: Array.from({ length: 51 }, () => 1) },
      { browserFingerprint: 'x'.repeat(513) },
      { completedAt: 'yesterday' },
      { candidateName: 'Someone Else' },
    ]) {
      const res = await browser.json('PATCH', `/api/sessions/${session.id}`, bad);
      expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
    }
    const other = await world.browser().json('PATCH', `/api/sessions/${session.id}`, { tabSwitchCount: 1 });
    expect(other.status).toBe(404);
    const saved = await browser.json('PATCH', `/api/sessions/${session.id}`, { tabSwitchCount: 3 });
    expect(saved.body).toMatchObject({ tabSwitchCount: 3, status: 'in_progress' });
  });

  it('queues evaluation of a completed session only, for its candidate only', async () => {
    const { browser, session } = await answeredSession();
    const early = await browser.request('POST', `/api/sessions/${session.id}/evaluate`);
    expect(early.status).toBe(409);
    await browser.json('PATCH', `/api/sessions/${session.id}`, { status: 'completed' });
    const stranger = await world.browser().request('POST', `/api/sessions/${session.id}/evaluate`);
    expect(stranger.status).toBe(404);
    const queued = await browser.request('POST', `/api/sessions/${session.id}/evaluate`);
    expect(queued.status).toBe(202);
    expect(queued.body).toEqual({ status: 'queued' });
    const first = (await browser.get(`/api/sessions/${session.id}`)).body.evaluationRequestedAt;
    expect(Date.parse(first)).not.toBeNaN();
    expect((await browser.request('POST', `/api/sessions/${session.id}/evaluate`)).status).toBe(202);
    expect((await browser.get(`/api/sessions/${session.id}`)).body.evaluationRequestedAt).toBe(first);
  });
});
