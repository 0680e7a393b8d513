import type {
  AudioClip,
  SpeechToText,
  TimedWord,
  Transcript,
  TranscriptionContext,
} from '@sauti/core/ports/speech-to-text';
import { unsureConfidence } from '@sauti/core/rules/unsure-words';
import { isBlockedWord, isChargedWord, UNCLEAR_WORD } from './blocked-words.js';

/** Splits text into words and the separators between them, keeping both. */
const TOKENS = /(\s+)/;

/** A word without its punctuation, for the list: "idiot," → "idiot". */
const bare = (word: string) => word.replace(/^[^\p{L}']+|[^\p{L}']+$/gu, '');

/**
 * Every recogniser's transcript passes through here: a blocked word (blocked-words.ts) becomes
 * "[unclear]" in the text and in the timed words, with confidence 0 so HR's screen shows it as
 * unsure, keeping its time so HR can listen; a charged word ("murders") stays but is shown as unsure
 * whatever the recogniser's confidence. Cloud recognisers (Whisper, Google) may hear such a
 * word rightly, but a transcript shown under a candidate's name must never carry one that was not
 * said, and none can tell which; the recording decides (docs/behaviour/interview.md §11).
 * The lists are English: a transcript in another language passes unchanged, since they would
 * mask its ordinary words (Swahili "kwa" is on cuss's list) (docs/behaviour/interview.md §22).
 */
export class BlockedWordsGuard implements SpeechToText {
  constructor(readonly inner: SpeechToText) {}

  get name(): string {
    return this.inner.name;
  }

  /** The guarded recogniser's languages: the guard changes words, not what is heard. */
  get languages(): readonly string[] | undefined {
    return this.inner.languages;
  }

  async transcribe(audio: AudioClip, context?: TranscriptionContext): Promise<Transcript> {
    const transcript = await this.inner.transcribe(audio, context);
    if (!listsCover(context?.language)) return transcript;
    const text = maskText(transcript.text);
    const words = transcript.words?.map(maskWord);
    return { ...transcript, text, ...(words ? { words } : {}) };
  }
}

/** The blocked and charged lists are English ones; absent means English. */
const listsCover = (language: string | undefined) => language === undefined || language === 'en';

/** The text with each blocked word replaced, punctuation kept ("you idiot." → "you [unclear]."). */
export function maskText(text: string): string {
  return text
    .split(TOKENS)
    .map((token) => {
      const word = bare(token);
      return word && isBlockedWord(word) ? token.replace(word, UNCLEAR_WORD) : token;
    })
    .join('');
}

function maskWord(word: TimedWord): TimedWord {
  const text = bare(word.word);
  if (!text) return word;
  if (isBlockedWord(text)) return { ...word, word: word.word.replace(text, UNCLEAR_WORD), confidence: 0 };
  if (isChargedWord(text)) return { ...word, confidence: unsureConfidence(word.confidence) };
  return word;
}
