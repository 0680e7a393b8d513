import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SpeechToTextChoice, SpeechToTextSettings } from './create-speech-to-text.js';
import { defaultJobModelTools } from './language-model/job-model-tools.js';
import { JobModels } from './language-model/job-models.js';
import { PocketsphinxSpeechToText } from './pocketsphinx-speech-to-text.js';

/**
 * pocketsphinx with a language model built per job (docs/behaviour/interview.md §11), cached under
 * the data folder. The start-up line says what the models lack when optional tools are missing:
 * without `sphinx_lm_convert` (sphinxbase-utils) the decoder reads the model as text (slower to
 * load); without `espeak-ng`, job words missing from the dictionary are left out; without
 * `sphinx_fe` (also sphinxbase-utils) the decoder starts from the model's wideband cepstral mean
 * and loses the first utterance of telephone audio (cepstral-mean.ts).
 */
export function offlineSpeechToText(
  settings: SpeechToTextSettings,
  hasCommand: (command: string) => boolean,
): SpeechToTextChoice {
  const tools = defaultJobModelTools(hasCommand);
  const jobModels = new JobModels({
    dir: settings.modelCacheDir ?? join(tmpdir(), 'sauti-stt-models'),
    tools,
  });
  const stt = new PocketsphinxSpeechToText({
    timeoutMs: settings.sttTimeoutMs,
    jobModels,
    generalModel: () => jobModels.modelFor([]),
    sphinxFeCommand: hasCommand('sphinx_fe') ? 'sphinx_fe' : null,
  });
  const lacking = [
    tools.convertCommand ? '' : 'no sphinx_lm_convert: models load as text',
    tools.espeakCommand ? '' : 'no espeak-ng: unknown job words left out',
    hasCommand('sphinx_fe') ? '' : 'no sphinx_fe: phone answers lose their first sentence',
  ].filter(Boolean);
  return {
    stt,
    description: `${stt.name}, en-US, language model adapted to each job${lacking.length ? ` (${lacking.join('; ')})` : ''}`,
    close: () => jobModels.close(),
    warmUp: async () => {
      await jobModels.modelFor([]);
    },
  };
}
