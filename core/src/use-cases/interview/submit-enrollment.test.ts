import { describe, expect, it } from 'vitest';
import { audioKey } from './media-keys.js';
import { interviewWorld, webmRecording } from './interview-world.fixture.js';

describe('SubmitEnrollment (the voice warm-up)', () => {
  it('stores the warm-up, keeps it for the same recording and replaces it, file included, for a new one', async () => {
    const world = await interviewWorld();
    const { session, token } = await world.start();
    const first = await world.warmUp(session, token, webmRecording('warm-up 1'));
    expect(first.enrollmentRecordingUrl).not.toBeNull();
    expect(await world.warmUp(session, token, webmRecording('warm-up 1'))).toEqual(first);
    const second = await world.warmUp(session, token, webmRecording('warm-up 2'));
    expect(second.enrollmentRecordingUrl).not.toBe(first.enrollmentRecordingUrl);
    expect(await world.blobs.list('audio/')).toEqual([audioKey(second.enrollmentRecordingUrl!)]);
  });

  it('refuses a warm-up after completion and without the candidate’s credential', async () => {
    const world = await interviewWorld({ questionCount: 1 });
    const { session, token } = await world.start();
    await expect(world.warmUp(session, 'someone-else')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await world.answer(session, token, 0);
    await world.complete(session, token);
    await expect(world.warmUp(session, token)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect((await world.sessions.findById(session.id))!.enrollmentRecordingUrl).toBeNull();
  });
});
