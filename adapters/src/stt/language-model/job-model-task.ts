import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runTool } from '../run-tool.js';
import { buildJobModel, type GeneralResources, type JobModelSettings } from './job-model.js';
import { guessPronunciations, readDictionary } from './pronunciations.js';
import { readSphinxBinaryModel } from './sphinx-binary-model.js';

/** Where the shipped English model and dictionary are, and the tools a build uses. */
export interface JobModelTools {
  generalModel: string;
  generalDictionary: string;
  /** `sphinx_lm_convert` (Debian's sphinxbase-utils), or null: the decoder then reads the ARPA text. */
  convertCommand: string | null;
  /** `espeak-ng`, or null: job words missing from the dictionary are left out. */
  espeakCommand: string | null;
}

/** One build: the job's phrases into `dir`. */
export interface JobModelRequest {
  tools: JobModelTools;
  phrases: readonly string[];
  dir: string;
  settings?: JobModelSettings;
}

/** The files the decoder reads and what the build found. */
export interface JobModelResult {
  languageModel: string;
  dictionary: string;
  words: number;
  guessed: number;
  leftOut: string[];
}

const CONVERT_TIMEOUT_MS = 120_000;
let loaded: { key: string; resources: Promise<GeneralResources> } | null = null;

/** The general model and dictionary, read once per worker (about a second and ~150 MB). */
function resources(tools: JobModelTools): Promise<GeneralResources> {
  const key = `${tools.generalModel}\n${tools.generalDictionary}\n${tools.espeakCommand}`;
  if (loaded?.key !== key) {
    const espeak = tools.espeakCommand;
    loaded = {
      key,
      resources: Promise.all([
        readSphinxBinaryModel(tools.generalModel),
        readDictionary(tools.generalDictionary),
      ]).then(([model, dictionary]) => ({
        model,
        dictionary,
        guess: espeak
          ? (words) => guessPronunciations(words, { command: espeak })
          : () => Promise.resolve(new Map<string, string>()),
      })),
    };
    loaded.resources.catch(() => (loaded = null));
  }
  return loaded.resources;
}

/** Builds one job model; runs on a worker thread (job-model-worker.mjs). */
export async function buildJobModelFiles(request: JobModelRequest): Promise<JobModelResult> {
  const built = await buildJobModel(
    request.phrases,
    await resources(request.tools),
    request.dir,
    request.settings,
  );
  let languageModel = built.arpaPath;
  if (request.tools.convertCommand) {
    languageModel = join(request.dir, 'job.lm.bin');
    await runTool(
      request.tools.convertCommand,
      ['-i', built.arpaPath, '-o', languageModel],
      CONVERT_TIMEOUT_MS,
    );
    await rm(built.arpaPath, { force: true });
  }
  return {
    languageModel,
    dictionary: built.dictionaryPath,
    words: built.words,
    guessed: built.guessed,
    leftOut: built.leftOut,
  };
}
