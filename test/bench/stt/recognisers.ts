import type { SpeechToText } from '@sauti/core/ports/speech-to-text';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BlockedWordsGuard } from '@sauti/adapters/stt/blocked-words-guard';
import { JobModels } from '@sauti/adapters/stt/language-model/job-models';
import { defaultJobModelTools } from '@sauti/adapters/stt/language-model/job-model-tools';
import { OpenAiSpeechToText } from '@sauti/adapters/stt/openai-speech-to-text';
import { PocketsphinxSpeechToText } from '@sauti/adapters/stt/pocketsphinx-speech-to-text';
import { startOpenAiTranscriptionServer } from '@sauti/adapters/testing/wire/openai-transcription-server';
import type { ScriptedTranscriber } from '@sauti/adapters/testing/wire/scripted-transcriber';
import { benchDecoderArgs, benchJobModelSettings } from './job-shape.js';

/** A recogniser under test and whether it is given the job's phrases. */
export interface BenchRecogniser {
  label: string;
  stt: SpeechToText;
  withJob: boolean;
  close(): Promise<void>;
}

/** Generous: a shared machine may give a decoder a fraction of a core. */
const TIMEOUT_MS = 1_800_000;

export const MODELS_DIR = join(import.meta.dirname, '.models');

/**
 * The recognisers `npm run bench:stt` compares. `stock`: pocketsphinx as it shipped before the
 * job models (its own general model and dictionary); `general`: the model made without job words
 * (general and interview English, blocked words out); `job`: the job-adapted model;
 * `job-model-mean`: the same decoded from the acoustic model's wideband cepstral mean instead of
 * the recording's own (cepstral-mean.ts), how phone audio lost its first sentence; `job-fast`: the
 * job model with BENCH_DECODER_ARGS; `job-shape`: a job model of another shape
 * (BENCH_JOB_MODEL_SETTINGS, job-shape.ts), with BENCH_DECODER_ARGS too. `openai-fake`: the OpenAI-compatible
 * path against a local server that "hears" the reference text, proving the wiring; `openai`: a
 * real server from STT_BASE_URL / STT_MODEL / STT_API_KEY.
 */
export async function recogniser(name: string, scripted: ScriptedTranscriber): Promise<BenchRecogniser> {
  const none = async () => {};
  switch (name) {
    case 'stock':
      return {
        label: 'stock pocketsphinx',
        stt: new PocketsphinxSpeechToText({ timeoutMs: TIMEOUT_MS }),
        withJob: false,
        close: none,
      };
    case 'general':
    case 'job':
    case 'job-model-mean':
    case 'job-fast':
    case 'job-shape': {
      await mkdir(MODELS_DIR, { recursive: true });
      const settings = name === 'job-shape' ? benchJobModelSettings() : undefined;
      const jobModels = new JobModels({ dir: MODELS_DIR, tools: defaultJobModelTools(), settings });
      const decoderArgs = name === 'job-fast' || name === 'job-shape' ? benchDecoderArgs() : [];
      const stt = new PocketsphinxSpeechToText({
        jobModels,
        generalModel: () => jobModels.modelFor([]),
        timeoutMs: TIMEOUT_MS,
        sphinxFeCommand: name === 'job-model-mean' ? null : 'sphinx_fe',
        decoderArgs,
      });
      return {
        label:
          name === 'job'
            ? 'job-adapted'
            : name === 'job-model-mean'
              ? "job-adapted, from the model's cepstral mean (as before 29 Nov 2026)"
              : name === 'job-fast'
                ? `job-adapted ${decoderArgs.join(' ')}`
                : name === 'job-shape'
                  ? `job-adapted ${JSON.stringify(settings)} ${decoderArgs.join(' ')}`
                  : 'general (no job words)',
        stt: new BlockedWordsGuard(stt),
        withJob: name !== 'general',
        close: () => jobModels.close(),
      };
    }
    case 'openai-fake': {
      const server = await startOpenAiTranscriptionServer(scripted);
      const stt = new OpenAiSpeechToText({
        baseUrl: `${server.origin}/v1`,
        model: 'whisper-fake',
        maxRetries: 0,
      });
      return {
        label: 'openai-compatible (local fake)',
        stt: new BlockedWordsGuard(stt),
        withJob: true,
        close: () => server.close(),
      };
    }
    case 'openai': {
      const baseUrl = process.env.STT_BASE_URL;
      if (!baseUrl)
        throw new Error('set STT_BASE_URL (and STT_MODEL, STT_API_KEY) to run against a real server');
      const stt = new OpenAiSpeechToText({
        baseUrl,
        model: process.env.STT_MODEL ?? 'whisper-1',
        apiKey: process.env.STT_API_KEY,
        timeoutMs: 300_000,
      });
      return {
        label: `openai-compatible ${process.env.STT_MODEL ?? 'whisper-1'}`,
        stt: new BlockedWordsGuard(stt),
        withJob: true,
        close: none,
      };
    }
    default:
      throw new Error(
        `unknown recogniser ${name}: stock, general, job, job-model-mean, job-fast, job-shape, openai-fake, openai`,
      );
  }
}
