import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '@sauti/adapters/blobs/testing/s3-test-server';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { CandidateBrowser, startSession, webmBytes } from '../sessions/interview-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createdUpload, droppedPatch, PIECE, sendPieces, uploadOffset } from './tus-fixtures.js';

let s3: S3TestServer;
let server: TestApp;

beforeAll(async () => {
  s3 = await startS3TestServer({ prefix: 'sauti' });
  server = await startTestApp(s3.env);
});
afterAll(async () => {
  await server?.stop();
  await s3?.close();
});

describe('resumable uploads with media in S3', () => {
  it('resumes a dropped piece and hands the answer to the media store in the bucket', async () => {
    const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    const browser = new CandidateBrowser(server.url);
    const session = await startSession(browser, job.id);
    const audio = webmBytes(2 * PIECE + 5_000);
    const path = await createdUpload(browser, audio.length, {
      kind: 'answer',
      sessionId: session.id,
      questionIndex: '0',
    });
    expect((await sendPieces(browser, path, audio.subarray(0, PIECE))).status).toBe(204);
    await droppedPatch(server.url, path, PIECE, audio.subarray(PIECE, 2 * PIECE), 30_000, {
      'X-Candidate-Token': session.candidateToken,
    });
    const { offset } = await uploadOffset(browser, path);
    expect(offset).toBeGreaterThanOrEqual(PIECE);
    expect((await sendPieces(browser, path, audio, offset!)).status).toBe(204);

    const read = await browser.get(`/api/sessions/${session.id}`);
    expect(read.body.answeredQuestionIndexes).toEqual([0]);
    const detail = await hr.get(`/api/jobs/${job.id}/candidates-v2/${session.id}`);
    const audioPath = detail.body.responses[0].audioFilePath as string;
    const stored = await browser.get(`/api/audio/${audioPath}`);
    expect(Buffer.compare(stored.bytes, Buffer.from(audio))).toBe(0);
  });
});
