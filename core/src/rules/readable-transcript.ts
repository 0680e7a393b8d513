import type { TimedWord } from '../domain/timed-word.js';

export type { TimedWord } from '../domain/timed-word.js';

/**
 * Silence between two words that may end a sentence. The offline recogniser marks every silence
 * it hears (about 0.01 s between words said in one breath); measured on synthetic speech, where
 * sentence pauses are short, the pauses between sentences were 0.07-0.13 s.
 */
export const SENTENCE_PAUSE_SECONDS = 0.06;
/** A pause splits a sentence only when both halves keep at least this many words. */
export const MIN_SENTENCE_WORDS = 4;

/** Words a sentence does not end on: a pause after them is a hesitation ("to the … customer"). */
const NO_SENTENCE_END = new Set(
  'a an the to of and or but so because with for in on at by from as than that which who my your our their his her its is are was were be been am i if when while into about very'.split(
    ' ',
  ),
);

/** "i", "i'm", "i've", "i'll", "i'd" in any case: the pronoun, always capital in English. */
const PRONOUN_I = /^i('(m|ve|ll|d|s))?$/i;
const SENTENCE_END = /[.?!]["')\]]*$/;

/** The word as compared with a timed word: lower case, letters, digits and apostrophes only. */
function bare(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}']/gu, '');
}

/** The word with a capital first letter (unchanged when the capital is not one character, as for 'ß'). */
function capitalise(word: string): string {
  const first = word.charAt(0).toUpperCase();
  return first.length === 1 ? first + word.slice(1) : word;
}

/** Indices of the words that start a new sentence after a pause, when the timings fit the text. */
function pauseBreaks(tokens: readonly string[], words: readonly TimedWord[] | undefined): Set<number> {
  const breaks = new Set<number>();
  if (!words || words.length !== tokens.length) return breaks;
  if (words.some((w, i) => bare(w.word) !== bare(tokens[i]!))) return breaks;
  let sentenceStart = 0;
  for (let i = 1; i < tokens.length; i++) {
    const pause = words[i]!.startSeconds - words[i - 1]!.endSeconds;
    const longEnough = i - sentenceStart >= MIN_SENTENCE_WORDS && tokens.length - i >= MIN_SENTENCE_WORDS;
    if (pause >= SENTENCE_PAUSE_SECONDS && longEnough && !NO_SENTENCE_END.has(bare(tokens[i - 1]!))) {
      breaks.add(i);
      sentenceStart = i;
    }
  }
  return breaks;
}

/**
 * A transcript as people read it: sentence case, a capital "I", and a full stop at each sentence
 * end. Text a recogniser already punctuated (cloud services, Whisper) keeps its sentences; an
 * unpunctuated run (the offline recogniser) is split where its word timings show a pause. Only
 * case and punctuation change: the words and their order are the recogniser's, so a quote taken
 * from the raw text is still found in this one. The raw text stays what is scored and exported.
 */
export function readableTranscript(text: string, words?: readonly TimedWord[]): string {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  if (tokens.length === 0) return '';
  const punctuated = tokens.some((t) => SENTENCE_END.test(t));
  const breaks = punctuated ? new Set<number>() : pauseBreaks(tokens, words);
  const out = tokens.map((token, i) => {
    let word = PRONOUN_I.test(token) ? capitalise(token.toLowerCase()) : token;
    const startsSentence = i === 0 || breaks.has(i) || SENTENCE_END.test(tokens[i - 1]!);
    if (startsSentence) word = capitalise(word);
    if (breaks.has(i + 1)) word = `${word}.`;
    return word;
  });
  const last = out.length - 1;
  if (!SENTENCE_END.test(out[last]!)) out[last] = `${out[last]!.replace(/[,;:]+$/, '')}.`;
  return out.join(' ');
}
