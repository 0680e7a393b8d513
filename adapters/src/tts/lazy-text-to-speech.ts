import type { SynthesizedSpeech, TextToSpeech, VoiceInfo } from '@sauti/core/ports/text-to-speech';
import { providerUnavailable } from '../stt/provider-failure.js';

/** What names a synthesiser before its module is loaded (the start-up report and the audio cache key use it). */
export interface TextToSpeechIdentity {
  name: string;
  voiceId: string;
  encoding?: string;
}

/** Polly's encoding, here so the cache key of question audio is known without loading the SDK. */
export const POLLY_ENCODING = 'mp3 16 kHz';

/** Polly's name in logs and the start-up report, here so naming it does not load the SDK. */
export function pollyName(options: { voiceId: string; engine?: string; region: string }): string {
  return `amazon-polly ${options.voiceId} (${options.engine ?? 'neural'}, ${options.region})`;
}

/**
 * A synthesiser whose module is imported on first use, like LazySpeechToText: Polly's SDK is
 * ~23 MiB of RSS (imported alone) that a server would otherwise carry from start-up whether or not a question is
 * ever spoken (docs/performance.md). A failed import rejects as PROVIDER_UNAVAILABLE, as a failed
 * call would (the web app then speaks with the browser's voice), and is retried by the next call.
 */
export class LazyTextToSpeech implements TextToSpeech {
  readonly name: string;
  readonly voiceId: string;
  readonly encoding?: string;
  private loaded: Promise<TextToSpeech> | null = null;

  constructor(
    identity: TextToSpeechIdentity,
    private readonly load: () => Promise<TextToSpeech>,
  ) {
    this.name = identity.name;
    this.voiceId = identity.voiceId;
    if (identity.encoding !== undefined) this.encoding = identity.encoding;
  }

  synthesize(text: string): Promise<SynthesizedSpeech> {
    return this.synthesiser().then((tts) => tts.synthesize(text));
  }

  voices(): Promise<VoiceInfo[]> {
    return this.synthesiser().then((tts) => tts.voices());
  }

  private synthesiser(): Promise<TextToSpeech> {
    this.loaded ??= this.load().catch((error: unknown) => {
      this.loaded = null; // a failed import is retried by the next call
      throw providerUnavailable(`Text-to-speech (${this.name})`, error);
    });
    return this.loaded;
  }
}
