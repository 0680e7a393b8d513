import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TextToSpeech } from '../../ports/text-to-speech.js';
import { FakeDigest, FixedClock, InMemoryBlobStore, InMemoryRateLimitStore } from '../../testing/index.js';
import { QuestionAudio, SYNTHESES_PER_WINDOW } from './question-audio.js';

function countingTts(): TextToSpeech & { calls: string[] } {
  const calls: string[] = [];
  return {
    name: 'fake-tts',
    voiceId: 'v1',
    calls,
    async synthesize(text) {
      calls.push(text);
      return {
        data: Uint8Array.from(`mp3:${text}`, (c) => c.charCodeAt(0) & 0xff),
        contentType: 'audio/mpeg',
      };
    },
    async voices() {
      return [{ id: 'v1', name: 'Voice', language: 'en-US' }];
    },
  };
}

const setup = (tts: TextToSpeech | null = countingTts()) =>
  new QuestionAudio({
    tts,
    blobs: new InMemoryBlobStore(),
    digest: new FakeDigest(),
    rateLimits: new InMemoryRateLimitStore(),
    clock: new FixedClock(new Date('2026-11-22T10:00:00Z')),
  });

describe('QuestionAudio', () => {
  it('synthesises each distinct question once, however many candidates ask', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('Tell us about yourself.', 'Why this role?', 'Describe a hard problem.'), {
          minLength: 1,
          maxLength: 30,
        }),
        async (requests) => {
          const tts = countingTts();
          const audio = setup(tts);
          for (const [i, text] of requests.entries())
            await audio.execute({ text, clientAddress: `10.0.0.${i % 5}` });
          expect(tts.calls.length).toBe(new Set(requests).size);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('speaks a question anew when the encoding changes, instead of serving the old file', async () => {
    const before = countingTts();
    const after = { ...countingTts(), encoding: 'mp3 16 kHz mono 24 kbit/s' };
    const audio = setup(before);
    expect(audio.keyFor(before, 'Why this role?')).not.toBe(audio.keyFor(after, 'Why this role?'));
    expect(audio.keyFor(after, 'Why this role?')).toBe(
      audio.keyFor({ ...after, calls: [] } as TextToSpeech, 'Why this role?'),
    );
  });

  it('treats whitespace variants as the same question', async () => {
    const tts = countingTts();
    const audio = setup(tts);
    await audio.execute({ text: 'Why  this role?', clientAddress: null });
    await audio.execute({ text: ' Why this role? ', clientAddress: null });
    expect(tts.calls).toEqual(['Why this role?']);
  });

  it('answers PROVIDER_UNAVAILABLE when no synthesiser is configured', async () => {
    await expect(setup(null).execute({ text: 'Hello?', clientAddress: null })).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });

  it('limits fresh syntheses per address, never cached audio', async () => {
    const audio = setup();
    for (let i = 0; i < SYNTHESES_PER_WINDOW; i++)
      await audio.execute({ text: `Question ${i}?`, clientAddress: '10.1.1.1' });
    await expect(audio.execute({ text: 'One more?', clientAddress: '10.1.1.1' })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
    await expect(audio.execute({ text: 'Question 3?', clientAddress: '10.1.1.1' })).resolves.toBeTruthy();
    await expect(audio.execute({ text: 'One more?', clientAddress: '10.2.2.2' })).resolves.toBeTruthy();
  });

  it('prepares a question’s audio once for a phone call, and says false when none can be made', async () => {
    const tts = countingTts();
    const audio = setup(tts);
    expect(await audio.prepare('Why this role?')).toBe(true);
    expect(await audio.prepare('Why  this role? ')).toBe(true);
    expect(tts.calls).toEqual(['Why this role?']);
    expect(await setup(null).prepare('Why this role?')).toBe(false);
    const failing = { ...countingTts(), synthesize: () => Promise.reject(new Error('down')) };
    expect(await setup(failing).prepare('Why this role?')).toBe(false);
  });
});
