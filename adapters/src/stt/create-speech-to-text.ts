import type { SpeechToText } from '@sauti/core/ports/speech-to-text';
import { GOOGLE_SPEECH_NAME, LazySpeechToText, openAiSpeechName } from './lazy-speech-to-text.js';
import { RECOGNISER_LANGUAGES } from './recogniser-languages.js';
import { commandExists } from './run-tool.js';
import { BlockedWordsGuard } from './blocked-words-guard.js';
import { offlineSpeechToText } from './offline-speech-to-text.js';
import { googleEndpoint } from './google-endpoint.js';

/** The transcription settings the configuration provides (env names in brackets). */
export interface SpeechToTextSettings {
  /** [STT_PROVIDER] unset: inferred from the keys given, else pocketsphinx when installed, else none. */
  sttProvider?: 'openai' | 'google' | 'pocketsphinx' | 'none';
  /** [STT_BASE_URL] an OpenAI-compatible API, default https://api.openai.com/v1. */
  openaiBaseUrl?: string;
  /** [STT_API_KEY] */
  openaiApiKey?: string;
  /** [STT_MODEL] default whisper-1. */
  sttModel?: string;
  /** [GOOGLE_SPEECH_API_KEY] without it Google uses Application Default Credentials. */
  googleApiKey?: string;
  /** [GOOGLE_SPEECH_ENDPOINT] host, host:port, or http://127.0.0.1:port (google-endpoint.ts). */
  googleEndpoint?: string;
  /** [STT_LANGUAGE] BCP 47 of English interviews, default en-US (Google only; other languages use their own). */
  sttLanguage?: string;
  /** [STT_TIMEOUT_MS] */
  sttTimeoutMs?: number;
  /** [DATA_DIR]/stt-models: where pocketsphinx's job language models are cached. */
  modelCacheDir?: string;
}

/** The transcriber the container binds (null: none, transcripts stay pending) and its start-up line. */
export interface SpeechToTextChoice {
  stt: SpeechToText | null;
  description: string;
  /** Stops what the transcriber runs (the job-model build thread). */
  close?: () => Promise<void>;
  /**
   * Prepares what the first transcription would otherwise wait for (the offline recogniser's
   * general language model, ~20 s to build on two cores): the identity check's status is polled
   * for 12 s only, so a phrase checked while it builds times out (docs/behaviour/interview.md §4.4).
   */
  warmUp?: () => Promise<void>;
}

/** Said at start-up when nothing transcribes. */
export const NO_SPEECH_TO_TEXT =
  'none (answers are stored; transcripts stay pending until a provider is configured)';

/**
 * Chooses the transcriber. An explicit STT_PROVIDER wins; otherwise a configured key or base
 * URL picks its provider, and with none the offline pocketsphinx is used when it and ffmpeg are
 * installed. `hasCommand` is injectable so the choice can be tested without the tools.
 */
export function createSpeechToText(
  settings: SpeechToTextSettings,
  hasCommand: (command: string) => boolean = commandExists,
): SpeechToTextChoice {
  const choice = chooseSpeechToText(settings, hasCommand);
  // Every recogniser's words pass the blocked-words guard (docs/behaviour/interview.md §11).
  return choice.stt ? { ...choice, stt: new BlockedWordsGuard(choice.stt) } : choice;
}

function chooseSpeechToText(
  settings: SpeechToTextSettings,
  hasCommand: (command: string) => boolean,
): SpeechToTextChoice {
  const provider = settings.sttProvider ?? inferProvider(settings, hasCommand);
  const timeoutMs = settings.sttTimeoutMs;
  switch (provider) {
    case 'openai': {
      const baseUrl = settings.openaiBaseUrl ?? 'https://api.openai.com/v1';
      const options = {
        baseUrl,
        apiKey: settings.openaiApiKey,
        model: settings.sttModel ?? 'whisper-1',
        timeoutMs,
      };
      const stt = new LazySpeechToText(
        openAiSpeechName(options.model),
        async () => {
          const { OpenAiSpeechToText } = await import('./openai-speech-to-text.js');
          return new OpenAiSpeechToText(options);
        },
        RECOGNISER_LANGUAGES.whisper,
      );
      return { stt, description: `${stt.name} at ${new URL(baseUrl).origin}` };
    }
    case 'google': {
      const endpoint = settings.googleEndpoint ? googleEndpoint(settings.googleEndpoint) : {};
      const options = {
        apiKey: settings.googleApiKey,
        ...('refused' in endpoint ? {} : endpoint),
        languageCode: settings.sttLanguage,
        timeoutMs,
      };
      const stt = new LazySpeechToText(
        GOOGLE_SPEECH_NAME,
        async () => {
          const { GoogleSpeechToText } = await import('./google-speech-to-text.js');
          return new GoogleSpeechToText(options);
        },
        RECOGNISER_LANGUAGES.google,
      );
      return {
        stt,
        description: `${stt.name} (${settings.googleApiKey ? 'API key' : 'application default credentials'})`,
      };
    }
    case 'pocketsphinx':
      return offlineSpeechToText(settings, hasCommand);
    case 'none':
      return { stt: null, description: NO_SPEECH_TO_TEXT };
  }
}

function inferProvider(
  settings: SpeechToTextSettings,
  hasCommand: (command: string) => boolean,
): NonNullable<SpeechToTextSettings['sttProvider']> {
  if (settings.openaiApiKey || settings.openaiBaseUrl) return 'openai';
  if (settings.googleApiKey) return 'google';
  return hasCommand('pocketsphinx_continuous') && hasCommand('ffmpeg') ? 'pocketsphinx' : 'none';
}
