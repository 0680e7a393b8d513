import { DomainError } from '../../domain/errors.js';
import type { BlobRead, BlobStore } from '../../ports/blob-store.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import { spokenLanguages, type TextToSpeech } from '../../ports/text-to-speech.js';
import { DEFAULT_INTERVIEW_LANGUAGE, languageName } from '../../rules/interview-languages.js';
import { windowStart } from '../../rules/fixed-window.js';

/** Fresh syntheses (cache misses) one client address may cause per window; cached audio is unlimited. */
export const SYNTHESES_PER_WINDOW = 60;
export const SYNTHESIS_WINDOW_MS = 10 * 60_000;

/** The message when nothing synthesises: the web app then uses the browser's speech at rate 0.9. */
export const NO_TTS_MESSAGE =
  "No text-to-speech is configured: the browser's own speech synthesis reads the question.";

/** The message when the synthesiser has no voice for the interview's language. */
export function noVoiceMessage(language: string): string {
  return `No voice for ${languageName(language)} is configured: the browser's own speech synthesis reads the question.`;
}

/**
 * POST /api/generate-question-audio-stream: the question spoken with the voice of its language
 * (docs/behaviour/interview.md §4.7, §19). Audio is cached in the blob store under a hash of
 * (synthesiser, voice, text), so each question is synthesised once, not once per candidate.
 */
export class QuestionAudio {
  constructor(
    private readonly deps: {
      tts: TextToSpeech | null;
      blobs: BlobStore;
      digest: Digest;
      rateLimits: RateLimitStore;
      clock: Clock;
    },
  ) {}

  /** The blob key of a text's audio (stable across processes and restarts). */
  keyFor(tts: TextToSpeech, text: string, language = DEFAULT_INTERVIEW_LANGUAGE): string {
    const encoding = tts.encoding ? `\n${tts.encoding}` : '';
    const voice = tts.voiceFor?.(language) ?? tts.voiceId;
    return `tts/${this.deps.digest.sha256Hex(`${tts.name}\n${voice}${encoding}\n${normaliseSpokenText(text)}`)}.mp3`;
  }

  /** `language` is the interview's (base code); English when absent. */
  async execute(input: { text: string; language?: string; clientAddress: string | null }): Promise<BlobRead> {
    const { tts, blobs, rateLimits, clock } = this.deps;
    const language = input.language ?? DEFAULT_INTERVIEW_LANGUAGE;
    if (!tts) throw new DomainError('PROVIDER_UNAVAILABLE', NO_TTS_MESSAGE);
    if (!spokenLanguages(tts).includes(language))
      throw new DomainError('PROVIDER_UNAVAILABLE', noVoiceMessage(language));
    const key = this.keyFor(tts, input.text, language);
    const cached = await blobs.get(key);
    if (cached) return cached;
    if (input.clientAddress) {
      const count = await rateLimits.hit(
        `tts:${input.clientAddress}`,
        windowStart(clock.now(), SYNTHESIS_WINDOW_MS),
      );
      if (count > SYNTHESES_PER_WINDOW) {
        throw new DomainError(
          'RATE_LIMITED',
          'Too many audio requests. Please wait a few minutes and try again.',
        );
      }
    }
    await this.synthesise(tts, key, input.text, language);
    const stored = await blobs.get(key);
    if (!stored) throw new DomainError('UNAVAILABLE', 'The question audio could not be stored.');
    return stored;
  }

  /**
   * Makes sure a text's audio is stored, without reading it: a phone call plays it by URL
   * (docs/behaviour/interview.md §20). False when nothing synthesises or the synthesis failed,
   * so the call says the text instead.
   */
  async prepare(text: string, language = DEFAULT_INTERVIEW_LANGUAGE): Promise<boolean> {
    const { tts, blobs } = this.deps;
    if (!tts || !spokenLanguages(tts).includes(language)) return false;
    const key = this.keyFor(tts, text, language);
    try {
      if (await blobs.stat(key)) return true;
      await this.synthesise(tts, key, text, language);
      return (await blobs.stat(key)) !== null;
    } catch {
      return false;
    }
  }

  private async synthesise(tts: TextToSpeech, key: string, text: string, language: string): Promise<void> {
    const speech = await tts.synthesize(normaliseSpokenText(text), language);
    await this.deps.blobs.put(key, speech.data, speech.contentType);
  }
}

/** Whitespace-insensitive form of a question, so trivial spacing differences share one recording. */
export function normaliseSpokenText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
