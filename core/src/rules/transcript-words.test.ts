import { describe, expect, it } from 'vitest';
import { readableWords } from './transcript-words.js';
import { OFFLINE_RECOGNISER_NAME } from './unsure-words.js';

const heard = [
  { word: 'i', startSeconds: 0.1, endSeconds: 0.2, confidence: 0.999 },
  { word: 'checked', startSeconds: 0.2, endSeconds: 0.6, confidence: 0.9 },
  { word: 'new york', startSeconds: 0.6, endSeconds: 1.1, confidence: 0.4 },
  { word: 'stock', startSeconds: 1.1, endSeconds: 1.5, confidence: null },
];

describe('readableWords', () => {
  it('greys words under the line of the recogniser that heard them', () => {
    const offline = readableWords(heard, `${OFFLINE_RECOGNISER_NAME}, job-adapted model`);
    const whisper = readableWords(heard, 'openai-compatible whisper-1');
    expect(offline.map((w) => [w.text, w.unsure])).toEqual([
      ['I', false],
      ['checked', true],
      ['new', true],
      ['york', true],
      ['stock.', false],
    ]);
    expect(whisper.map((w) => w.unsure)).toEqual([false, false, true, true, false]);
  });

  it('keeps each split part’s time and confidence', () => {
    const [, , newWord, york] = readableWords(heard, null);
    expect([newWord?.startSeconds, york?.endSeconds, york?.confidence]).toEqual([0.6, 1.1, 0.4]);
  });
});
