import { describe, expect, it } from 'vitest';
import type { SpeechToText } from '@sauti/core/ports/speech-to-text';
import { LazySpeechToText } from './lazy-speech-to-text.js';

const clip = { data: new Uint8Array([1, 2, 3]), contentType: 'audio/webm' };

describe('a transcriber loaded on first use', () => {
  it('loads its module once, on the first transcription, and retries a failed load', async () => {
    let loads = 0;
    const real: SpeechToText = {
      name: 'real',
      transcribe: async (audio) => ({ text: `${audio.data.length} bytes`, confidence: 0.9 }),
    };
    const lazy = new LazySpeechToText('real', async () => {
      loads += 1;
      if (loads === 1) throw new Error('module not installed');
      return real;
    });
    expect(loads).toBe(0);
    await expect(lazy.transcribe(clip)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Speech-to-text (real) failed: module not installed',
    });
    const [a, b] = await Promise.all([lazy.transcribe(clip), lazy.transcribe(clip)]);
    expect(a).toEqual({ text: '3 bytes', confidence: 0.9 });
    expect(b).toEqual(a);
    expect(loads).toBe(2);
    expect(lazy.name).toBe('real');
  });
});
