import type { TextToSpeech } from '@sauti/core/ports/text-to-speech';
import { describe, expect, it } from 'vitest';
import { LazyTextToSpeech } from './lazy-text-to-speech.js';

const speech = { data: new Uint8Array([0xff, 0xfb]), contentType: 'audio/mpeg' as const };

describe('a synthesiser loaded on first use', () => {
  it('names itself without loading, loads once, and reports a failed load as PROVIDER_UNAVAILABLE', async () => {
    let loads = 0;
    const real: TextToSpeech = {
      name: 'real',
      voiceId: 'Amy',
      synthesize: async () => speech,
      voices: async () => [{ id: 'Amy', name: 'Amy', language: 'en-GB' }],
    };
    const lazy = new LazyTextToSpeech({ name: 'polly Amy', voiceId: 'Amy', encoding: 'mp3' }, async () => {
      loads += 1;
      if (loads === 1) throw new Error("Cannot find package '@aws-sdk/client-polly'");
      return real;
    });
    expect([lazy.name, lazy.voiceId, lazy.encoding, loads]).toEqual(['polly Amy', 'Amy', 'mp3', 0]);
    await expect(lazy.synthesize('Hello.')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: "Text-to-speech (polly Amy) failed: Cannot find package '@aws-sdk/client-polly'",
    });
    const [a, voices] = await Promise.all([lazy.synthesize('Hello.'), lazy.voices()]);
    expect(a).toBe(speech);
    expect(voices.map((v) => v.id)).toEqual(['Amy']);
    expect(loads).toBe(2);
  });
});
