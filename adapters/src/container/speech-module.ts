import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock } from '@sauti/core/ports/clock';
import type { SpeechToText } from '@sauti/core/ports/speech-to-text';
import { TranscribeClip } from '@sauti/core/use-cases/transcription/transcribe-clip';
import type { Config } from '../config/config.js';
import { createSpeechToText } from '../stt/create-speech-to-text.js';
import type { Repositories } from '../storage/repositories/index.js';
import type { AbuseBudgets } from '@sauti/core/use-cases/abuse/abuse-budgets';
import { ABUSE } from './abuse-module.js';
import { ACCOUNTS } from './accounts-module.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

export const SPEECH_IN = {
  /** The transcriber, or null: answers are stored and their transcripts stay pending. */
  SpeechToText: token<SpeechToText | null>('SpeechToText'),
  TranscribeClip: token<TranscribeClip>('TranscribeClip'),
};

/** Speech recognition of answers: an OpenAI-compatible server, Google, offline pocketsphinx, or none. */
export function speechModule(config: Config): PortModule {
  const { stt, description } = createSpeechToText(config.stt);
  return {
    module: new ContainerModule(({ bind }) => {
      bind(SPEECH_IN.SpeechToText.id).toConstantValue(stt);
      bind(SPEECH_IN.TranscribeClip.id).toDynamicValue((ctx: ResolutionContext) => {
        const repos = ctx.get<Repositories>(STORAGE.Repositories.id);
        return new TranscribeClip({
          stt,
          sessions: repos.candidateSessions,
          digest: ctx.get(ACCOUNTS.Digest.id),
          budgets: ctx.get<AbuseBudgets>(ABUSE.Budgets.id),
          slots: repos.workSlots,
          clock: ctx.get<Clock>(TOKENS.Clock.id),
        });
      });
    }),
    ports: [{ port: 'stt', adapter: description }],
  };
}
