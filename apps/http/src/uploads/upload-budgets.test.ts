import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { UPLOADS } from '@sauti/adapters/container/uploads-module';
import { BUDGETS, OPEN_UPLOADS } from '@sauti/core/rules/abuse-budgets';
import { BUDGET_MESSAGES } from '@sauti/core/use-cases/abuse/abuse-budgets';
import { AUDIO_MAX_BYTES } from '@sauti/core/use-cases/interview/limits';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { CandidateBrowser, startSession, webmBytes } from '../sessions/interview-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createdUpload, createUpload, sendPieces, uploadOffset } from './tus-fixtures.js';

/**
 * The byte budgets of resumable uploads are charged when an upload is announced (issue 28,
 * finding 1): the third penetration test parked 6 × (15 MiB − 1 byte) = 90 MiB for one interview
 * whose budget is 80 MiB, because nothing was charged until the last byte arrived. Each test
 * announces from an address of its own (X-Forwarded-For, with TRUST_PROXY), so the address
 * budgets and caps of one test do not reach another.
 */
let server: TestApp;
let jobId: string;
const QUESTIONS = 12;
const NEARLY_15_MIB = AUDIO_MAX_BYTES - 1;

beforeAll(async () => {
  server = await startTestApp({ TRUST_PROXY: 'true' });
  const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
  const job = await createJob(hr, {
    requireIdentityVerification: 'false',
    questions: Array.from({ length: QUESTIONS }, (_, i) => `Question number ${i + 1}?`),
  });
  jobId = job.id;
});
afterAll(() => server?.stop());

/** A candidate of the job, sending from `address`. */
async function candidate(address: string) {
  const browser = new CandidateBrowser(server.url);
  const session = await startSession(browser, jobId);
  const from = { 'X-Forwarded-For': address };
  const announce = (size: number, fields: Record<string, string>) =>
    createUpload(browser, size, { sessionId: session.id, ...fields }, from);
  const answer = (size: number, index: number) =>
    announce(size, { kind: 'answer', questionIndex: String(index) });
  return { browser, session, from, announce, answer };
}

/** The KiB an interview has spent of its never-refilling budget. */
function sessionKib(session: { id: string; startedAt?: unknown }) {
  return server.app
    .get(STORAGE.Repositories)
    .rateLimits.peek(`budget:bytes:session:${session.id}`, new Date(String(session.startedAt)));
}

describe('resumable uploads are charged when announced (issue 28, finding 1)', () => {
  it('refuses the pen test’s sixth 15 MiB answer of one interview before a byte is sent', async () => {
    const { answer } = await candidate('41.90.10.1');
    for (let index = 0; index < 5; index++) expect((await answer(NEARLY_15_MIB, index)).status).toBe(201);
    const sixth = await answer(NEARLY_15_MIB, 5);
    expect(sixth.status).toBe(413);
    expect(sixth.body).toEqual({ error: 'TOO_LARGE', message: BUDGET_MESSAGES.storedPerSession });
  });

  it('charges the warm-up and the identity photo from the same budget', async () => {
    const { announce, answer } = await candidate('41.90.10.2');
    for (let index = 0; index < 5; index++) expect((await answer(NEARLY_15_MIB, index)).status).toBe(201);
    expect((await answer(1024 * 1024, 5)).status).toBe(201); // 76 MiB announced: 4 MiB left
    expect((await announce(6 * 1024 * 1024, { kind: 'enrollment' })).status).toBe(413);
    expect((await announce(5 * 1024 * 1024 - 1, { kind: 'identity-photo' })).status).toBe(413);
  });

  it('charges an address’s hourly gigabyte when announced: the flood from many interviews is cut', async () => {
    const address = '41.90.10.3';
    const perInterview = 5; // 75 MiB each, within each interview's 80 MiB
    const interviews = Math.ceil((BUDGETS.storedKibPerAddress.max * 1024) / (perInterview * NEARLY_15_MIB));
    const statuses: number[] = [];
    for (let i = 0; i < interviews; i++) {
      const { answer } = await candidate(address);
      for (let index = 0; index < perInterview; index++)
        statuses.push((await answer(NEARLY_15_MIB, index)).status);
    }
    const accepted = statuses.filter((s) => s === 201).length;
    expect(accepted * NEARLY_15_MIB).toBeLessThanOrEqual(BUDGETS.storedKibPerAddress.max * 1024);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    const { answer } = await candidate('41.90.10.4');
    expect((await answer(NEARLY_15_MIB, 0)).status).toBe(201);
  });

  it('caps the uploads one interview has open at once', async () => {
    const { answer } = await candidate('41.90.10.5');
    for (let index = 0; index < OPEN_UPLOADS.perSession; index++) {
      expect((await answer(1_000, index)).status).toBe(201);
    }
    const over = await answer(1_000, OPEN_UPLOADS.perSession);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(BUDGET_MESSAGES.openUploadsPerSession);
    expect(over.headers.get('retry-after')).toBe(String(OPEN_UPLOADS.retryAfterSeconds));
  });

  it('caps the uploads one address has open at once', async () => {
    const address = '41.90.10.6';
    let opened = 0;
    while (opened < OPEN_UPLOADS.perAddress) {
      const { answer } = await candidate(address);
      for (let index = 0; index < OPEN_UPLOADS.perSession && opened < OPEN_UPLOADS.perAddress; index++) {
        expect((await answer(1_000, index)).status).toBe(201);
        opened += 1;
      }
    }
    const { answer } = await candidate(address);
    const over = await answer(1_000, 0);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(BUDGET_MESSAGES.openUploadsPerAddress);
  });
});

describe('an honest candidate’s retry is never refused for its own earlier attempt', () => {
  it('replaces an open upload of the same answer (a creation whose answer was lost) and gives its bytes back', async () => {
    const { session, answer, browser } = await candidate('41.90.11.1');
    const first = [];
    for (let index = 0; index < 5; index++) first.push(await answer(NEARLY_15_MIB, index));
    // The phone never heard the 201 of answer 4 and announces it again: 6 × 15 MiB would not fit.
    const again = await answer(NEARLY_15_MIB, 4);
    expect(again.status).toBe(201);
    expect((await uploadOffset(browser, first[4]!.headers.get('location')!)).status).toBe(404);
    expect(await sessionKib(session)).toBe(5 * Math.ceil(NEARLY_15_MIB / 1024));
  });

  it('takes a re-send of a stored answer on credit when the budget is spent, and stores nothing twice', async () => {
    const { session, browser, from } = await candidate('41.90.11.2');
    const audio = webmBytes(10_000);
    const fields = { kind: 'answer', sessionId: session.id, questionIndex: '0' };
    const path = await createdUpload(browser, audio.length, fields);
    expect((await sendPieces(browser, path, audio)).status).toBe(204);
    const spent = await sessionKib(session);
    // The rest of the interview's budget goes to other answers.
    const rest = BUDGETS.storedKibPerSession.max - spent;
    await server.app
      .get(STORAGE.Repositories)
      .rateLimits.add(`budget:bytes:session:${session.id}`, new Date(String(session.startedAt)), rest);

    // The copy the client would confirm is gone (after a day offline, the sweep removed it): it
    // sends the answer again.
    const id = path.slice(path.lastIndexOf('/') + 1);
    await server.app.get(INTERVIEW.UploadStore).remove(id);
    await server.app.get(STORAGE.Repositories).uploadReservations.release(id);
    expect((await uploadOffset(browser, path)).status).toBe(404);
    const resend = await createUpload(browser, audio.length, fields, from);
    expect(resend.status).toBe(201);
    expect((await sendPieces(browser, resend.headers.get('location')!, audio)).status).toBe(204);
    expect(await sessionKib(session)).toBe(BUDGETS.storedKibPerSession.max);

    // A different recording of the same size is new bytes: refused once it arrives, nothing stored.
    const retake = webmBytes(10_000);
    retake[retake.length - 1] = 7;
    const other = await createUpload(browser, retake.length, fields, from);
    expect(other.status).toBe(201);
    expect((await sendPieces(browser, other.headers.get('location')!, retake)).status).toBe(413);
    expect(await sessionKib(session)).toBe(BUDGETS.storedKibPerSession.max);
  });
});

describe('uploads of an interview no longer in progress', () => {
  it('are removed at the next sweep, their unused bytes given back', async () => {
    const { session, browser, answer } = await candidate('41.90.12.1');
    const audio = webmBytes(5_000);
    const stored = [];
    for (let index = 0; index < QUESTIONS; index++) {
      const path = await createdUpload(browser, audio.length, {
        kind: 'answer',
        sessionId: session.id,
        questionIndex: String(index),
      });
      expect((await sendPieces(browser, path, audio)).status).toBe(204);
      stored.push(path);
    }
    const parked = (await answer(NEARLY_15_MIB, 0)).headers.get('location')!;
    const completed = await browser.json('PATCH', `/api/sessions/${session.id}`, {
      status: 'completed',
      completedAt: new Date().toISOString(),
      timePerQuestion: Array.from({ length: QUESTIONS }, () => 30),
      tabSwitchCount: 0,
    });
    expect(completed.status).toBe(200);
    const before = await sessionKib(session);

    const swept = await server.app
      .get(STORAGE.RequestScope)
      .run(() => server.app.get(UPLOADS.Reservations).sweep());
    expect(swept).toBeGreaterThanOrEqual(1);
    expect((await uploadOffset(browser, parked)).status).toBe(404);
    expect(await sessionKib(session)).toBe(before - Math.ceil(NEARLY_15_MIB / 1024));
  });
});
