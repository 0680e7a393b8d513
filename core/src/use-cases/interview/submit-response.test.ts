import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audioKey } from './media-keys.js';
import { interviewWorld, webmRecording } from './interview-world.fixture.js';

describe('SubmitResponse (an answer is stored)', () => {
  it('stores the answer under the stored question, and a retried upload finds the same row', async () => {
    const world = await interviewWorld();
    const { session, token } = await world.start();
    const first = await world.answer(session, token, 1);
    expect(first.created).toBe(true);
    expect(first.response).toMatchObject({
      questionIndex: 1,
      questionId: world.questions[1]!.id,
      questionText: world.questions[1]!.text,
    });
    expect(await world.blobs.stat(audioKey(first.response.audioFilePath!))).not.toBeNull();
    // A retry writes nothing: no second copy of the bytes, no second charge to the byte budget.
    const puts: string[] = [];
    const put = world.blobs.put.bind(world.blobs);
    world.blobs.put = (key, data, type) => (puts.push(key), put(key, data, type));
    const retry = await world.answer(session, token, 1);
    expect(retry).toEqual({ response: first.response, created: false });
    expect(puts).toEqual([]);
    expect(await world.responses.listBySession(session.id)).toHaveLength(1);
  });

  it('replaces a re-take in the same row and removes the old recording from the store', async () => {
    const world = await interviewWorld();
    const { session, token } = await world.start();
    const first = await world.answer(session, token, 0, webmRecording('first take'));
    const retake = await world.answer(session, token, 0, webmRecording('second take'));
    expect(retake.response.id).toBe(first.response.id);
    expect(retake.response.audioFilePath).not.toBe(first.response.audioFilePath);
    expect(await world.blobs.list('audio/')).toEqual([audioKey(retake.response.audioFilePath!)]);
  });

  it('refuses an answer to a completed interview, and leaves its answers as they were', async () => {
    const world = await interviewWorld({ questionCount: 1 });
    const { session, token } = await world.start();
    const answer = await world.answer(session, token, 0, webmRecording('kept'));
    await world.complete(session, token);
    await expect(world.answer(session, token, 0, webmRecording('late'))).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    expect(await world.responses.listBySession(session.id)).toEqual([answer.response]);
  });

  it('refuses a question the interview does not have, and a stranger’s credential', async () => {
    const world = await interviewWorld({ questionCount: 2 });
    const { session, token } = await world.start();
    await expect(world.answer(session, token, 2)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(world.answer(session, 'not-the-token', 0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await world.responses.listBySession(session.id)).toEqual([]);
  });

  it('refuses answers until the identity file is on record when the job asks for one', async () => {
    const world = await interviewWorld({ requireIdentity: true });
    const { session, token, verificationRequired } = await world.start();
    expect(verificationRequired).toBe(true);
    await expect(world.answer(session, token, 0)).rejects.toMatchObject({ code: 'VERIFICATION_REQUIRED' });
    await world.sessions.update(session.id, { verificationFilePath: `${session.id}/id.webm` });
    expect((await world.answer(session, token, 0)).created).toBe(true);
  });

  it('keeps one answer per question, never more answers than questions, whatever the uploads', async () => {
    const upload = fc.record({ index: fc.nat(5), take: fc.constantFrom('a', 'b', 'c') });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(upload, { maxLength: 12 }),
        async (n, uploads) => {
          const world = await interviewWorld({ questionCount: n });
          const { session, token } = await world.start();
          for (const { index, take } of uploads) {
            const upload = world.answer(session, token, index, webmRecording(`${index}-${take}`));
            if (index < n) await upload;
            else await expect(upload).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
          }
          const rows = await world.responses.listBySession(session.id);
          const indexes = rows.map((r) => r.questionIndex);
          expect(new Set(indexes).size).toBe(rows.length);
          expect(rows.length).toBeLessThanOrEqual(n);
          expect(indexes.every((i) => i < n)).toBe(true);
          // One stored recording per answer: re-takes leave no orphan behind.
          expect((await world.blobs.list('audio/')).length).toBe(rows.length);
          // The page resumes after the furthest answered question.
          const furthest = Math.max(-1, ...indexes) + 1;
          expect((await world.sessions.findById(session.id))!.currentQuestionIndex).toBe(furthest);
        },
      ),
      { numRuns: 60 },
    );
  });
});
