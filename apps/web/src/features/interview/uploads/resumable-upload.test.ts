import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeTusServer, type CutPlan } from '../testing/fake-tus-server';
import { PIECE_BYTES, sendResumable, UploadInterrupted, UploadRefused } from './resumable-upload';

function bytes(size: number, seed = 7): Uint8Array<ArrayBuffer> {
  return Uint8Array.from({ length: size }, (_, i) => (i * 31 + seed) % 251);
}

/** Calls sendResumable until it resolves (as the queue's retries would), remembering the URL. */
async function sendUntilDone(
  server: ReturnType<typeof fakeTusServer>,
  file: Uint8Array<ArrayBuffer>,
  maxCalls = 200,
) {
  let url: string | null = null;
  for (let call = 0; call < maxCalls; call++) {
    try {
      await sendResumable({
        file: new Blob([file]),
        metadata: { kind: 'answer', sessionId: 's1', questionIndex: '0' },
        headers: { 'X-Candidate-Token': 'tok' },
        url,
        onUrl: (created) => {
          url = created;
        },
        fetch: server.fetch,
      });
      return call + 1;
    } catch (error) {
      if (!(error instanceof UploadInterrupted)) throw error;
    }
  }
  throw new Error('never finished');
}

describe('sendResumable', () => {
  it('sends a file in pieces of at most 64 KB, the last one confirming the hand-over', async () => {
    const server = fakeTusServer();
    const file = bytes(150_000);
    await sendUntilDone(server, file);
    expect(server.patchSizes()).toEqual([PIECE_BYTES, PIECE_BYTES, 150_000 - 2 * PIECE_BYTES]);
    expect(server.handovers()).toEqual([150_000]);
    expect(server.created()).toBe(1);
  });

  it(
    'stores every file whole and once, however the connection drops, and sends again at most one piece per drop',
    () =>
      fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 300_000 }),
          fc.array(
            fc.record({
              atByte: fc.nat({ max: PIECE_BYTES }),
              serverKeeps: fc.boolean(),
              answerLost: fc.boolean(),
            }),
            { maxLength: 12 },
          ),
          async (size, cuts: CutPlan[]) => {
            const server = fakeTusServer(cuts);
            const file = bytes(size, size % 13);
            await sendUntilDone(server, file);
            // The invariant: the server's finished file is the original, handed over at least once
            // (a lost answer is confirmed again, never resent), in one upload, with re-sent bytes
            // bounded by one piece per drop.
            expect(server.finished()).toEqual(file);
            expect(server.handovers().every((handed) => handed === size)).toBe(true);
            expect(server.handovers().length).toBeGreaterThanOrEqual(1);
            expect(server.created()).toBe(1);
            expect(server.bodyBytes() - size).toBeLessThanOrEqual(server.drops() * PIECE_BYTES);
          },
        ),
        { numRuns: 50 },
      ),
    30_000,
  );

  it('resumes an upload whose URL it kept, from the offset the server reports', async () => {
    const server = fakeTusServer([{ atByte: 10_000, serverKeeps: true, answerLost: false }]);
    const file = bytes(100_000);
    await sendUntilDone(server, file);
    expect(server.heads()).toBe(1);
    expect(server.bodyBytes()).toBe(100_000);
  });

  it('starts again when the server no longer has the upload (expired)', async () => {
    const server = fakeTusServer([{ atByte: 1_000, serverKeeps: true, answerLost: false }]);
    const file = bytes(80_000);
    await expect(
      sendResumable({
        file: new Blob([file]),
        metadata: { kind: 'answer' },
        headers: {},
        url: null,
        fetch: server.fetch,
      }),
    ).rejects.toBeInstanceOf(UploadInterrupted);
    const expired = server.lastUrl()!;
    server.expire(expired);
    await sendResumable({
      file: new Blob([file]),
      metadata: {},
      headers: {},
      url: expired,
      fetch: server.fetch,
    });
    expect(server.created()).toBe(2);
    expect(server.finished()).toEqual(file);
  });

  it('stops with the server words when the file is refused, and retries nothing', async () => {
    const server = fakeTusServer([], {
      status: 413,
      body: { error: 'TOO_LARGE', message: 'The recording is too large (the limit is 15 MB).' },
    });
    const refusal = await sendResumable({
      file: new Blob([bytes(1_000)]),
      metadata: {},
      headers: {},
      url: null,
      fetch: server.fetch,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UploadRefused);
    expect(refusal).toMatchObject({ status: 413, code: 'TOO_LARGE' });
    expect((refusal as Error).message).toBe('The recording is too large (the limit is 15 MB).');
    expect(server.patchSizes()).toEqual([]);
  });

  it('takes server errors for interruptions, to be retried', async () => {
    const server = fakeTusServer([], { status: 503, body: { error: 'UNAVAILABLE', message: 'later' } });
    await expect(
      sendResumable({
        file: new Blob([bytes(10)]),
        metadata: {},
        headers: {},
        url: null,
        fetch: server.fetch,
      }),
    ).rejects.toBeInstanceOf(UploadInterrupted);
  });
});
