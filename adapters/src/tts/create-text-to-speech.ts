import type { Engine } from '@aws-sdk/client-polly';
import type { TextToSpeech } from '@sauti/core/ports/text-to-speech';
import { commandExists } from '../stt/run-tool.js';
import { LazyTextToSpeech, POLLY_ENCODING, pollyName } from './lazy-text-to-speech.js';
import { installedEspeakVoices } from './espeak-voices.js';
import { OfflineTextToSpeech } from './offline-text-to-speech.js';
import { WithOtherLanguages } from './with-other-languages.js';
import type { PollyOptions } from './polly-text-to-speech.js';

/** The speech-synthesis settings the configuration provides (env names in brackets). */
export interface TextToSpeechSettings {
  /** [TTS_PROVIDER] unset: Polly when POLLY_REGION is set, else offline when installed, else none. */
  ttsProvider?: 'polly' | 'offline' | 'none';
  /** [POLLY_REGION] e.g. eu-west-1. */
  pollyRegion?: string;
  /** [POLLY_VOICE] default Joanna. */
  pollyVoice?: string;
  /** [POLLY_ENGINE] default neural. */
  pollyEngine?: Engine;
  /** [POLLY_ENDPOINT] only for a compatible or test server. */
  pollyEndpoint?: string;
  /** [AWS_ACCESS_KEY_ID] + [AWS_SECRET_ACCESS_KEY]; without them the SDK's default credential chain. */
  awsAccessKeyId?: string;
  awsSecretAccessKey?: string;
  /** [TTS_TIMEOUT_MS] */
  ttsTimeoutMs?: number;
}

/** The synthesiser the container binds (null: none) and its start-up line. */
export interface TextToSpeechChoice {
  tts: TextToSpeech | null;
  description: string;
}

/** Said at start-up when nothing synthesises (docs/behaviour/interview.md §4.7: the fallback is the browser's speech at rate 0.9). */
export const NO_TEXT_TO_SPEECH = "none (the browser's speech synthesis reads questions at rate 0.9)";

/**
 * Chooses the synthesiser: Polly when configured, else flite (clearer) or espeak-ng with ffmpeg
 * when installed, else none. `hasCommand` is injectable so the choice can be tested without the tools.
 */
export function createTextToSpeech(
  settings: TextToSpeechSettings,
  hasCommand: (command: string) => boolean = commandExists,
  espeakVoices: () => Record<string, string> = installedEspeakVoices,
): TextToSpeechChoice {
  // Other languages than English are spoken by espeak-ng's voices, where installed (docs/behaviour/interview.md §22).
  const otherLanguages = () => (hasCommand('espeak-ng') && hasCommand('ffmpeg') ? espeakVoices() : {});
  const provider = settings.ttsProvider ?? (settings.pollyRegion ? 'polly' : 'offline');
  if (provider === 'none') return { tts: null, description: NO_TEXT_TO_SPEECH };
  if (provider === 'polly') {
    const options: PollyOptions = {
      region: settings.pollyRegion ?? 'us-east-1',
      voiceId: settings.pollyVoice ?? 'Joanna',
      engine: settings.pollyEngine,
      endpoint: settings.pollyEndpoint,
      credentials:
        settings.awsAccessKeyId && settings.awsSecretAccessKey
          ? { accessKeyId: settings.awsAccessKeyId, secretAccessKey: settings.awsSecretAccessKey }
          : undefined,
      timeoutMs: settings.ttsTimeoutMs,
    };
    // The SDK is imported on the first synthesis (lazy-text-to-speech.ts says why).
    const identity = { name: pollyName(options), voiceId: options.voiceId, encoding: POLLY_ENCODING };
    const polly = new LazyTextToSpeech(identity, async () => {
      const { PollyTextToSpeech } = await import('./polly-text-to-speech.js');
      return new PollyTextToSpeech(options);
    });
    const others = otherLanguages();
    const tts = Object.keys(others).some((l) => l !== 'en')
      ? new WithOtherLanguages(
          polly,
          new OfflineTextToSpeech({
            engine: 'espeak-ng',
            otherLanguages: others,
            timeoutMs: settings.ttsTimeoutMs,
          }),
        )
      : polly;
    return { tts, description: describe(tts) };
  }
  const engine = (['flite', 'espeak-ng'] as const).find((command) => hasCommand(command));
  if (!engine || !hasCommand('ffmpeg'))
    return {
      tts: null,
      description: `${NO_TEXT_TO_SPEECH}; flite or espeak-ng and ffmpeg are not installed`,
    };
  const tts = new OfflineTextToSpeech({
    engine,
    otherLanguages: otherLanguages(),
    timeoutMs: settings.ttsTimeoutMs,
  });
  return { tts, description: describe(tts) };
}

/** The start-up line: the synthesiser, and the languages it speaks when more than English. */
function describe(tts: TextToSpeech): string {
  const languages = tts.languages ?? ['en'];
  return languages.length > 1 ? `${tts.name}; languages: ${languages.join(', ')}` : tts.name;
}
