import type { TextToSpeech } from '@sauti/core/ports/text-to-speech';
import { beforeAll, expect, it } from 'vitest';
import { looksLikeMp3 } from '../mp3.js';

/** A question as the interview speaks it. */
export const QUESTION = 'Tell me about a time you solved a difficult problem for a customer.';

/**
 * The behaviour every TextToSpeech adapter shares: MP3 for a question, more audio for more text,
 * its fixed voice among `voices()`, and empty text refused before the provider is called.
 * Call inside a describe block.
 */
export function textToSpeechContract(makeTts: () => TextToSpeech): void {
  let tts: TextToSpeech;
  beforeAll(() => {
    tts = makeTts();
  });

  it('names itself and its fixed voice', () => {
    expect(tts.name.trim()).not.toBe('');
    expect(tts.voiceId.trim()).not.toBe('');
  });

  it('speaks a question as MP3', async () => {
    const speech = await tts.synthesize(QUESTION);
    expect(speech.contentType).toBe('audio/mpeg');
    expect(looksLikeMp3(speech.data)).toBe(true);
  });

  it('makes more audio for more text', async () => {
    const short = await tts.synthesize('Hello.');
    const long = await tts.synthesize(`${QUESTION} ${QUESTION}`);
    expect(long.data.length).toBeGreaterThan(short.data.length * 2);
  });

  it('lists its fixed voice among the voices, each with a language', async () => {
    const voices = await tts.voices();
    expect(voices.map((v) => v.id)).toContain(tts.voiceId);
    for (const voice of voices) expect(voice.language).toMatch(/^[a-z]{2,3}(-[A-Z]{2})?$/);
  });

  it.each(['', '   '])('refuses empty text (%j) as VALIDATION_FAILED', async (text) => {
    await expect(tts.synthesize(text)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
}
