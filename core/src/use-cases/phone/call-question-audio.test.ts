import { describe, expect, it } from 'vitest';
import { CALL_AUDIO_VALID_MS, CallQuestionAudio } from './call-question-audio.js';
import { phoneWorld, textOf } from './phone-world.fixture.js';

/** A call placed by the intake, its secret from the answer URL, and the audio use case over it. */
async function audioWorld() {
  const world = await phoneWorld();
  await world.request();
  const url = world.telephony.calls[0]!.answerUrl.split('/');
  const call = { callId: url[5]!, secret: url[6]! };
  const asked: string[] = [];
  const askedFrom: (string | null)[] = [];
  const audio = new CallQuestionAudio({
    ...world,
    audio: {
      prepare: async () => true,
      execute: async ({ text, clientAddress }) => {
        asked.push(text);
        askedFrom.push(clientAddress);
        const data = new Uint8Array(Array.from(`mp3:${text}`, (c) => c.charCodeAt(0)));
        return { size: data.byteLength, contentType: 'audio/mpeg', range: null, body: [data] as never };
      },
    },
  });
  const bytes = async (index: number, overrides: Partial<typeof call> = {}) => {
    const read = await audio.serve({ ...call, clientAddress: '127.0.0.9', ...overrides, index });
    const chunks: Uint8Array[] = [];
    for await (const chunk of read.body) chunks.push(chunk);
    return textOf(chunks[0]!);
  };
  return { ...world, call, audio, asked, askedFrom, bytes };
}

describe('CallQuestionAudio: the question audio a call plays (docs/behaviour/interview.md §20)', () => {
  it('serves the job’s question to the call’s own secret while the call is live', async () => {
    const world = await audioWorld();
    expect(await world.bytes(1)).toBe(`mp3:${world.questions[1]!.text}`);
    expect(
      await world.audio.ready((await world.phoneInterviews.findCall(world.call.callId))!.sessionId!, 0),
    ).toBe(true);
    // The fetching address reaches the synthesis budget, as the web's audio requests do.
    expect(world.askedFrom).toEqual(['127.0.0.9']);
  });

  it('answers NOT_FOUND to a wrong secret, another call, a question the job lacks, an ended or old call', async () => {
    const world = await audioWorld();
    const notFound = { code: 'NOT_FOUND' };
    await expect(world.bytes(0, { secret: 'x'.repeat(43) })).rejects.toMatchObject(notFound);
    await expect(world.bytes(0, { callId: 'no-such-call' })).rejects.toMatchObject(notFound);
    await expect(world.bytes(world.questions.length)).rejects.toMatchObject(notFound);
    await expect(world.bytes(-1)).rejects.toMatchObject(notFound);
    await expect(world.bytes(0.5)).rejects.toMatchObject(notFound);
    world.clock.advance(CALL_AUDIO_VALID_MS + 1);
    await expect(world.bytes(0)).rejects.toMatchObject(notFound);
    const fresh = await audioWorld();
    await fresh.phoneInterviews.updateCall(fresh.call.callId, { endedAt: fresh.clock.now() });
    await expect(fresh.bytes(0)).rejects.toMatchObject(notFound);
    expect(world.asked).toEqual([]);
    expect(fresh.asked).toEqual([]);
  });
});
