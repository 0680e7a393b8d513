import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock } from '@sauti/core/ports/clock';
import type { TextToSpeech } from '@sauti/core/ports/text-to-speech';
import { QuestionAudio } from '@sauti/core/use-cases/speech/question-audio';
import type { Config } from '../config/config.js';
import { createTextToSpeech } from '../tts/create-text-to-speech.js';
import { ACCOUNTS } from './accounts-module.js';
import { INTERVIEW } from './interview-module.js';
import type { PortModule } from './port-module.js';
import type { Repositories } from '../storage/repositories/index.js';
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
    module: new ContainerModule(({ bind }) => {
      bind(SPEECH_OUT.TextToSpeech.id).toConstantValue(tts);
      bind(SPEECH_OUT.QuestionAudio.id).toDynamicValue(
        (ctx: ResolutionContext) =>
          new QuestionAudio({
            tts,
            blobs: ctx.get(INTERVIEW.Blobs.id),
            digest: ctx.get(ACCOUNTS.Digest.id),
            rateLimits: ctx.get<Repositories>(STORAGE.Repositories.id).rateLimits,
            clock: ctx.get<Clock>(TOKENS.Clock.id),
          }),
      );
    }),
    ports: [{ port: 'tts', adapter: description }],
  };
}
