import { ContainerModule } from 'inversify';
import type { SpeechToText } from '@sauti/core/ports/speech-to-text';
import type { Config } from '../config/config.js';
import { createSpeechToText } from '../stt/create-speech-to-text.js';
import type { PortModule } from './port-module.js';
import { token } from './tokens.js';

export const SPEECH_IN = {
  /** The transcriber, or null: answers are stored and their transcripts stay pending. */
  SpeechToText: token<SpeechToText | null>('SpeechToText'),
};

/** Speech recognition of answers: an OpenAI-compatible server, Google, offline pocketsphinx, or none. */
export function speechModule(config: Config): PortModule {
  const { stt, description } = createSpeechToText(config.stt);
  return {
    module: new ContainerModule(({ bind }) => {
      bind(SPEECH_IN.SpeechToText.id).toConstantValue(stt);
    }),
    ports: [{ port: 'stt', adapter: description }],
  };
}
