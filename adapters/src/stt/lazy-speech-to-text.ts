import type { AudioClip, SpeechToText, Transcript } from '@sauti/core/ports/speech-to-text';

/** Google's transcriber's name, here so naming it does not load its SDK. */
export const GOOGLE_SPEECH_NAME = 'google-cloud-speech';

/**
 * A transcriber whose module is imported on its first transcription. Why: a provider's SDK is
 * loaded into every server that could use it, configured or not, and stays resident;
 * `@google-cloud/speech` alone is ~50 MiB of RSS (docs/performance.md).
 */
export class LazySpeechToText implements SpeechToText {
  private loaded: Promise<SpeechToText> | null = null;

  constructor(
    readonly name: string,
    private readonly load: () => Promise<SpeechToText>,
  ) {}

  transcribe(audio: AudioClip): Promise<Transcript> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = null; // a failed import is retried by the next call
      throw error;
    });
    return this.loaded.then((stt) => stt.transcribe(audio));
  }
}
