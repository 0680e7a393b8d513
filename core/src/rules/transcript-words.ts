import { readableTranscript, type TimedWord } from './readable-transcript.js';
import { isUnsureWord } from './unsure-words.js';

/** A word of a machine transcript as HR reads it, with when it was said and how sure the recogniser was. */
export interface ReadableWord {
  /** The word in the readable form: sentence case, a full stop where the speaker paused. */
  text: string;
  startSeconds: number;
  endSeconds: number;
  confidence: number | null;
  /** Below its recogniser's line (unsureLineFor): shown as unsure. */
  unsure: boolean;
}

/**
 * The transcript's timed words in readable form, one for one: readableTranscript changes only case
 * and punctuation, so its i-th token is the i-th word. Words holding spaces (a cloud recogniser's
 * "New York") are split first, each part keeping the word's time and confidence. `recogniser`
 * (the transcript's stored name) sets the unsure line.
 */
export function readableWords(
  words: readonly TimedWord[],
  recogniser: string | null | undefined,
): ReadableWord[] {
  const parts = words.flatMap((word) =>
    word.word
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => ({ ...word, word: part })),
  );
  if (parts.length === 0) return [];
  const tokens = readableTranscript(parts.map((part) => part.word).join(' '), parts).split(' ');
  return parts.map((part, i) => ({
    text: tokens[i] ?? part.word,
    startSeconds: part.startSeconds,
    endSeconds: part.endSeconds,
    confidence: part.confidence ?? null,
    unsure: isUnsureWord(part.confidence, recogniser),
  }));
}
