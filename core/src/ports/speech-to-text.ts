import type { TimedWord } from '../rules/readable-transcript.js';

export type { TimedWord } from '../rules/readable-transcript.js';

/** Recorded audio handed to a transcriber: the bytes and their MIME type (e.g. 'audio/webm;codecs=opus'). */
export interface AudioClip {
  data: Uint8Array;
  contentType: string;
}

/** What a transcriber heard. */
export interface Transcript {
  /** The words heard, trimmed; empty when nothing intelligible was said. */
  text: string;
  /**
   * How sure the provider is, 0-1, or null when it gives no usable measure. Providers compute it
   * differently (see each adapter), so it is a hint for review, never a score.
   */
  confidence: number | null;
  /** The audio's length in seconds, when the provider reports it. */
  durationSeconds?: number;
  /**
   * The words of `text` with their times, when the provider gives them: pauses between them mark
   * sentence ends in the readable transcript of an unpunctuated recogniser.
   */
  words?: TimedWord[];
  /**
   * Who heard it, when it is more than the transcriber's name (e.g. 'pocketsphinx (offline), job
   * model'): stored with the transcript and shown to HR.
   */
  recogniser?: string;
}

/**
 * What an answer is about, so a recogniser that can be told may expect the job's words: its
 * title, description, skills, questions, scoring guides, criteria and the names HR entered
 * (jobPhrases). A recogniser that cannot use it ignores it.
 */
export interface TranscriptionContext {
  phrases: readonly string[];
  /** The interview's base language ('sw'); absent: English, or whatever the provider detects. */
  language?: string;
}

/**
 * Turns speech into text (a cloud API, a self-hosted Whisper server or an offline recogniser).
 * When none is configured the container binds nothing and transcripts stay pending. A provider
 * failure rejects with DomainError('PROVIDER_UNAVAILABLE') whose message never contains a key.
 */
export interface SpeechToText {
  /**
   * What serves the port, for logs and the start-up report (e.g. 'pocketsphinx (offline)'), and
   * stored with each transcript it makes: HR's screens name the recogniser of a machine transcript.
   */
  readonly name: string;
  /**
   * The base languages it hears ('en', 'af', …; docs/behaviour/interview.md §22). Absent: English
   * only. An interview in another language is never sent to it.
   */
  readonly languages?: readonly string[];
  /** `context.language` is the interview's base language; providers that take one are told it. */
  transcribe(audio: AudioClip, context?: TranscriptionContext): Promise<Transcript>;
}

/** The languages a transcriber hears ('en' when it does not say). */
export function recognisedLanguages(stt: Pick<SpeechToText, 'languages'>): readonly string[] {
  return stt.languages ?? ['en'];
}
