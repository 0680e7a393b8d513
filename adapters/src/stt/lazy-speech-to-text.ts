import type {
  AudioClip,
  SpeechToText,
  TranscriptionContext,
  Transcript,
} from '@sauti/core/ports/speech-to-text';
import { providerUnavailable } from './provider-failure.js';

/** Google's transcriber's name, here so naming it does not load its SDK. */
export const GOOGLE_SPEECH_NAME = 'google-cloud-speech';

/** The name of an OpenAI-compatible transcriber of `model`, here so naming it does not load `openai`. */
export const openAiSpeechName = (model: string) => `openai-compatible ${model}`;

/**
 * A transcriber whose module is imported on its first transcription. Why: a provider's SDK is
 * loaded into every server that could use it, configured or not, and stays resident;
 * `@google-cloud/speech` alone is ~50 MiB of RSS, `openai` ~30 MiB (docs/performance.md).
 */
export class LazySpeechToText implements SpeechToText {
  private loaded: Promise<SpeechToText> | null = null;

  constructor(
    readonly name: string,
    private readonly load: () => Promise<SpeechToText>,
    /** The loaded transcriber's languages, known before it loads (recogniser-languages.ts). */
    readonly languages: readonly string[] = ['en'],
  ) {}

  transcribe(audio: AudioClip, context?: TranscriptionContext): Promise<Transcript> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = null; // a failed import is retried by the next call
      // Reported like a failed call (the answer's transcription is retried), naming the provider.
      throw providerUnavailable(`Speech-to-text (${this.name})`, error);
    });
    return this.loaded.then((stt) => stt.transcribe(audio, context));
  }
}
