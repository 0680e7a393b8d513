import { recognisedLanguages } from '@sauti/core/ports/speech-to-text';
import { spokenLanguages } from '@sauti/core/ports/text-to-speech';
import {
  languageCapabilities,
  type LanguageCapability,
  type ProviderLanguages,
} from '@sauti/core/rules/language-capabilities';
import { GetInterviewLanguages } from '@sauti/core/use-cases/jobs/get-interview-languages';
import { bindings } from './bindings.js';
import { EVALUATION } from './evaluation-module.js';
import type { PortModule } from './port-module.js';
import { SPEECH_IN } from './speech-module.js';
import { token } from './tokens.js';
import { SPEECH_OUT } from './tts-module.js';

export const LANGUAGES = {
  /** What each interview language gets here, from the configured providers (docs/behaviour/interview.md §22). */
  Capabilities: token<readonly LanguageCapability[]>('LanguageCapabilities'),
  GetInterviewLanguages: token<GetInterviewLanguages>('GetInterviewLanguages'),
};

/**
 * The one place that knows, from the configured recogniser, synthesiser and scorer, what each
 * interview language gets; the job form, the job use cases and the landing page read it.
 */
export function languagesModule(): PortModule {
  return {
    module: bindings(({ make }) => {
      make(LANGUAGES.Capabilities, (get) => {
        const stt = get(SPEECH_IN.SpeechToText);
        const tts = get(SPEECH_OUT.TextToSpeech);
        const evaluator = get(EVALUATION.Evaluator);
        const providers: ProviderLanguages = {
          recognition: stt ? { provider: stt.name, languages: recognisedLanguages(stt) } : null,
          voice: tts
            ? {
                provider: tts.name,
                languages: spokenLanguages(tts),
                speakerOf: (code: string) => tts.speakerOf?.(code) ?? tts.name,
              }
            : null,
          scoring: { provider: evaluator.version, languages: evaluator.languages ?? ['en'] },
        };
        return languageCapabilities(providers);
      });
      make(
        LANGUAGES.GetInterviewLanguages,
        (get) => new GetInterviewLanguages({ capabilities: () => get(LANGUAGES.Capabilities) }),
      );
    }),
    ports: [],
  };
}
