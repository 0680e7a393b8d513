import type {
  AudioClip,
  SpeechToText,
  Transcript,
  TranscriptionContext,
} from '@sauti/core/ports/speech-to-text';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OFFLINE_RECOGNISER_NAME } from '@sauti/core/rules/unsure-words';
import { extensionFor } from './audio-formats.js';
import { acousticModelStartingAt, cepstralMean } from './cepstral-mean.js';
import type { JobModelFiles, JobModels } from './language-model/job-models.js';
import { parsePocketsphinxOutput } from './pocketsphinx-output.js';
import { providerUnavailable } from './provider-failure.js';
import { runTool } from './run-tool.js';
import { RECOGNISER_LANGUAGES } from './recogniser-languages.js';

/** Where the tools are, which model to decode with and how long the tools may take. */
export interface PocketsphinxOptions {
  pocketsphinxCommand?: string;
  ffmpegCommand?: string;
  /** Per tool run; a 90 s answer decodes in ~10 s on a free core (real-time factor ~0.1). */
  timeoutMs?: number;
  /**
   * Builds the job's language model from the answer's context; without it (or without a
   * context) the general model is used: `generalModel` when given, else pocketsphinx's own.
   */
  jobModels?: JobModels | null;
  /** The model without job words (interview English), used when an answer has no context. */
  generalModel?: () => Promise<JobModelFiles>;
  /**
   * sphinxbase's `sphinx_fe` (Debian sphinxbase-utils), to start the decoder from the recording's
   * own cepstral mean (cepstral-mean.ts); null decodes from the model's wideband mean, which loses
   * the first utterance of telephone audio.
   */
  sphinxFeCommand?: string | null;
  /** Decoder settings passed as they are (e.g. beams); none keeps pocketsphinx's defaults. */
  decoderArgs?: readonly string[];
}

const WAV_HEADER_BYTES = 44;
const BYTES_PER_SECOND = 16_000 * 2;
export const POCKETSPHINX_NAME = OFFLINE_RECOGNISER_NAME;

/**
 * Offline transcription with CMU pocketsphinx 0.8 (Debian's `pocketsphinx_continuous` and the
 * en-US acoustic model): ffmpeg decodes whatever came in to 16 kHz mono WAV in a private temp
 * folder, then pocketsphinx reads it with the job's own language model (job-model.ts) when the
 * answer comes with its job's phrases, starting from the recording's own cepstral mean so that
 * telephone audio is heard from its first word (cepstral-mean.ts). Each word keeps its time and posterior (`-time yes`); the
 * confidence is their mean. Blocked words are in no model it decodes with.
 */
export class PocketsphinxSpeechToText implements SpeechToText {
  readonly name = POCKETSPHINX_NAME;
  /** Its installed model (pocketsphinx-en-us) hears US English only. */
  readonly languages = RECOGNISER_LANGUAGES.pocketsphinx;

  constructor(private readonly options: PocketsphinxOptions = {}) {}

  async transcribe(audio: AudioClip, context?: TranscriptionContext): Promise<Transcript> {
    const dir = await mkdtemp(join(tmpdir(), 'sauti-stt-'));
    try {
      const timeout = this.options.timeoutMs ?? 120_000;
      const { files, recogniser } = await this.modelFor(context);
      const input = join(dir, `input.${extensionFor(audio.contentType)}`);
      const wav = join(dir, 'speech.wav');
      await writeFile(input, audio.data);
      await runTool(
        this.options.ffmpegCommand ?? 'ffmpeg',
        ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', input].concat([
          '-ar',
          '16000',
          '-ac',
          '1',
          '-c:a',
          'pcm_s16le',
          '-f',
          'wav',
          wav,
        ]),
        timeout,
      );
      const acousticModel = await this.acousticModelFor(wav, dir, timeout);
      const { stdout } = await runTool(
        this.options.pocketsphinxCommand ?? 'pocketsphinx_continuous',
        [
          '-infile',
          wav,
          '-time',
          'yes',
          '-logfn',
          '/dev/null',
          ...(acousticModel ? ['-hmm', acousticModel] : []),
          ...(files ? ['-lm', files.languageModel, '-dict', files.dictionary] : []),
          ...(this.options.decoderArgs ?? []),
        ],
        timeout,
      );
      const heard = parsePocketsphinxOutput(stdout);
      const durationSeconds = Math.max(0, (await stat(wav)).size - WAV_HEADER_BYTES) / BYTES_PER_SECOND;
      return { ...heard, durationSeconds, recogniser };
    } catch (error) {
      throw providerUnavailable(`Speech-to-text (${this.name})`, error);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The acoustic model starting from this recording's cepstral mean, or null for the stock one. */
  private async acousticModelFor(wav: string, dir: string, timeoutMs: number): Promise<string | null> {
    const sphinxFeCommand =
      this.options.sphinxFeCommand === undefined ? 'sphinx_fe' : this.options.sphinxFeCommand;
    if (!sphinxFeCommand) return null;
    const mean = await cepstralMean(wav, dir, { sphinxFeCommand, timeoutMs });
    return mean ? acousticModelStartingAt(mean, dir) : null;
  }

  /** The job's model when there is a context to build it from, else the general one. */
  private async modelFor(
    context: TranscriptionContext | undefined,
  ): Promise<{ files: JobModelFiles | null; recogniser: string }> {
    const { jobModels, generalModel } = this.options;
    if (jobModels && context && context.phrases.length > 0) {
      return {
        files: await jobModels.modelFor(context.phrases),
        recogniser: `${this.name}, job-adapted model`,
      };
    }
    if (generalModel) return { files: await generalModel(), recogniser: `${this.name}, general model` };
    return { files: null, recogniser: `${this.name}, stock model` };
  }
}
