import type {
  AudioClip,
  SpeechToText,
  Transcript,
  TranscriptionContext,
} from '@sauti/core/ports/speech-to-text';
import { isUnsureWord, OFFLINE_RECOGNISER_NAME } from '@sauti/core/rules/unsure-words';
import { describe, expect, it } from 'vitest';
import { BlockedWordsGuard, maskText } from './blocked-words-guard.js';

const AUDIO: AudioClip = { data: new Uint8Array([1]), contentType: 'audio/wav' };

/** A recogniser that hears a fixed transcript and records the context it was given. */
class Hears implements SpeechToText {
  readonly name = 'scripted';
  contexts: (TranscriptionContext | undefined)[] = [];
  constructor(private readonly transcript: Transcript) {}
  transcribe(_audio: AudioClip, context?: TranscriptionContext): Promise<Transcript> {
    this.contexts.push(context);
    return Promise.resolve(this.transcript);
  }
}

describe('BlockedWordsGuard', () => {
  it('masks by its English lists only in English: a Swahili transcript keeps its ordinary "kwa"', async () => {
    const said = 'Nilimwambia kwa upole';
    const words = [{ word: 'kwa', startSeconds: 0.8, endSeconds: 1, confidence: 0.9 }];
    const guard = new BlockedWordsGuard(new Hears({ text: said, confidence: 0.9, words }));
    expect((await guard.transcribe(AUDIO, { phrases: [], language: 'en' })).text).toBe(
      'Nilimwambia [unclear] upole',
    );
    expect((await guard.transcribe(AUDIO)).text).toBe('Nilimwambia [unclear] upole');
    const swahili = await guard.transcribe(AUDIO, { phrases: [], language: 'sw' });
    expect(swahili.text).toBe(said);
    expect(swahili.words).toEqual(words);
  });

  it('shows a blocked word as an unsure "[unclear]" at its time, in the text and the words', async () => {
    const inner = new Hears({
      text: 'I report it to the stock, idiot.',
      confidence: 0.9,
      words: [
        { word: 'I', startSeconds: 0, endSeconds: 0.2, confidence: 0.9 },
        { word: 'idiot.', startSeconds: 1.5, endSeconds: 1.9, confidence: 0.95 },
      ],
    });
    const guard = new BlockedWordsGuard(inner);
    const heard = await guard.transcribe(AUDIO, { phrases: ['Stock controller'] });
    expect(heard.text).toBe('I report it to the stock, [unclear].');
    expect(heard.words).toEqual([
      { word: 'I', startSeconds: 0, endSeconds: 0.2, confidence: 0.9 },
      { word: '[unclear].', startSeconds: 1.5, endSeconds: 1.9, confidence: 0 },
    ]);
    expect(heard.confidence).toBe(0.9);
    expect(inner.contexts).toEqual([{ phrases: ['Stock controller'] }]);
    expect(guard.name).toBe('scripted');
  });

  it('keeps a charged word but never as sure, whatever the recogniser thought of it', async () => {
    const inner = new Hears({
      text: 'We shipped the murders on time',
      confidence: 0.9,
      words: [
        { word: 'shipped', startSeconds: 0.2, endSeconds: 0.5, confidence: 0.998 },
        { word: 'murders', startSeconds: 0.8, endSeconds: 1.2, confidence: 0.998 },
        { word: 'Drunk', startSeconds: 1.3, endSeconds: 1.6, confidence: 0.1 },
      ],
    });
    const heard = await new BlockedWordsGuard(inner).transcribe(AUDIO);
    expect(heard.text).toBe('We shipped the murders on time');
    expect(heard.words?.map((w) => [w.word, isUnsureWord(w.confidence, OFFLINE_RECOGNISER_NAME)])).toEqual([
      ['shipped', false],
      ['murders', true],
      ['Drunk', true],
    ]);
    expect(heard.words?.[2]?.confidence).toBe(0.1);
  });

  it('leaves a clean transcript as it was', async () => {
    const transcript: Transcript = { text: 'Zero injuries on my shift', confidence: 0.7 };
    expect(await new BlockedWordsGuard(new Hears(transcript)).transcribe(AUDIO)).toEqual(transcript);
  });

  it('keeps spacing and case of the words around', () => {
    expect(maskText('You are  STUPID\nand retarded')).toBe('You are  [unclear]\nand [unclear]');
  });
});
