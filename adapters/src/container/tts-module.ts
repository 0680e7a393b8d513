import type { TextToSpeech } from '@sauti/core/ports/text-to-speech';
import { QuestionAudio } from '@sauti/core/use-cases/speech/question-audio';
import type { Config } from '../config/config.js';
import { createTextToSpeech } from '../tts/create-text-to-speech.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings } from './bindings.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

export const SPEECH_OUT = {
  /** The synthesiser, or null: the web app then reads questions with the browser's speech synthesis. */
  TextToSpeech: token<TextToSpeech | null>('TextToSpeech'),
  QuestionAudio: token<QuestionAudio>('QuestionAudio'),
};

/** Question audio: Polly, offline flite/espeak-ng, or none (the browser speaks). */
export function ttsModule(config: Config): PortModule {
  const { tts, description } = createTextToSpeech(config.tts);
  return {
    module: bindings(({ make, value }) => {
      value(SPEECH_OUT.TextToSpeech, tts);
      make(
        SPEECH_OUT.QuestionAudio,
        (get) =>
          new QuestionAudio({
            tts,
            blobs: get(INTERVIEW.Blobs),
            digest: get(ACCOUNTS.Digest),
            rateLimits: get(STORAGE.Repositories).rateLimits,
            clock: get(TOKENS.Clock),
          }),
      );
    }),
    ports: [{ port: 'tts', adapter: description }],
  };
}
