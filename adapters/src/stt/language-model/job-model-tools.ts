import { commandExists } from '../run-tool.js';
import type { JobModelTools } from './job-model-task.js';

/** Debian's pocketsphinx-en-us: the general English model and dictionary the job models start from. */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** The model files and the tools found on the PATH (sphinx_lm_convert and espeak-ng are optional). */
export function defaultJobModelTools(
  hasCommand: (command: string) => boolean = commandExists,
): JobModelTools {
  return {
    generalModel: `${POCKETSPHINX_MODEL_DIR}/en-us.lm.bin`,
    generalDictionary: `${POCKETSPHINX_MODEL_DIR}/cmudict-en-us.dict`,
    convertCommand: hasCommand('sphinx_lm_convert') ? 'sphinx_lm_convert' : null,
    espeakCommand: hasCommand('espeak-ng') ? 'espeak-ng' : null,
  };
}
