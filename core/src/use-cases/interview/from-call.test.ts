import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../rules/abuse-budgets.js';
import { audioKey } from './media-keys.js';
import { uploaderOf } from './uploader.js';
import { interviewWorld, webmRecording } from './interview-world.fixture.js';

/** The interview's storage reached from a phone call, with no candidate credential (docs/behaviour/interview.md §20). */
describe('an interview taken by phone stores and completes through the same use cases', () => {
  it('stores an answer from a call like an upload: same row rules, the session’s byte budget charged once', async () => {
    const world = await interviewWorld({ questionCount: 2 });
    const { session } = await world.start();
    const charged: number[] = [];
    const storeBytes = world.budgets.storeBytes.bind(world.budgets);
    world.budgets.storeBytes = (uploader, bytes) => (charged.push(bytes), storeBytes(uploader, bytes));

    const audio = webmRecording('phone take', 3_000);
    const stored = await world.useCases.answer.storeFromCall({
      sessionId: session.id,
      questionIndex: 1,
      audio,
    });
    expect(stored.created).toBe(true);
    expect(stored.response).toMatchObject({ questionIndex: 1, questionText: world.questions[1]!.text });
    expect(await world.blobs.stat(audioKey(stored.response.audioFilePath!))).not.toBeNull();
    // A provider's retry of the same take stores nothing more and charges nothing more.
    const again = await world.useCases.answer.storeFromCall({
      sessionId: session.id,
      questionIndex: 1,
      audio,
    });
    expect(again.created).toBe(false);
    expect(charged).toEqual([3_000]);
  });

  it('refuses a call’s answer beyond the session’s byte budget, storing nothing', async () => {
    const world = await interviewWorld({ questionCount: 1 });
    const { session } = await world.start();
    // The session's budget nearly spent by earlier uploads: a call's take does not fit.
    const kib = 1024;
    await world.budgets.storeBytes(uploaderOf(session, null), BUDGETS.storedKibPerSession.max * kib - 1_000);
    const take = webmRecording('phone take', 2_000);
    await expect(
      world.useCases.answer.storeFromCall({ sessionId: session.id, questionIndex: 0, audio: take }),
    ).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: expect.stringContaining('This interview has stored'),
    });
    expect(await world.responses.listBySession(session.id)).toEqual([]);
    expect(await world.blobs.list('audio/')).toEqual([]);
  });

  it('refuses a question the job lacks, an unknown session and a completed one', async () => {
    const world = await interviewWorld({ questionCount: 1 });
    const { session, token } = await world.start();
    const audio = webmRecording('x');
    await expect(
      world.useCases.answer.storeFromCall({ sessionId: session.id, questionIndex: 1, audio }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(
      world.useCases.answer.storeFromCall({
        sessionId: '00000000-0000-4000-8000-00000000ffff',
        questionIndex: 0,
        audio,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await world.answer(session, token, 0);
    await world.complete(session, token);
    await expect(
      world.useCases.answer.storeFromCall({ sessionId: session.id, questionIndex: 0, audio }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it('stores the warm-up from a call', async () => {
    const world = await interviewWorld();
    const { session } = await world.start();
    const updated = await world.useCases.warmUp.storeFromCall({
      sessionId: session.id,
      audio: webmRecording('hello'),
    });
    expect(updated.enrollmentRecordingUrl).toBeTruthy();
  });

  it('completes only once every answer is stored, and a second completion changes nothing', async () => {
    const world = await interviewWorld({ questionCount: 2 });
    const { session } = await world.start();
    const store = (i: number) =>
      world.useCases.answer.storeFromCall({
        sessionId: session.id,
        questionIndex: i,
        audio: webmRecording(`a${i}`),
      });
    await store(0);
    expect(await world.useCases.update.completeFromCall(session.id)).toBeNull();
    expect((await world.sessions.findById(session.id))!.status).toBe('in_progress');
    await store(1);
    const done = await world.useCases.update.completeFromCall(session.id);
    expect(done).toMatchObject({ status: 'completed' });
    const again = await world.useCases.update.completeFromCall(session.id);
    expect(again!.completedAt).toEqual(done!.completedAt);
    expect(await world.useCases.update.completeFromCall('00000000-0000-4000-8000-00000000ffff')).toBeNull();
  });
});
