import type { SynthesizedSpeech, TextToSpeech, VoiceInfo } from '@sauti/core/ports/text-to-speech';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { providerUnavailable } from '../stt/provider-failure.js';
import { runTool } from '../stt/run-tool.js';
import { looksLikeMp3 } from './mp3.js';
import { spokenText } from './spoken-text.js';

/** The offline synthesisers, each with its one voice. */
export type OfflineEngine = 'flite' | 'espeak-ng';

/** espeak-ng's arguments for one voice: 150 words a minute, WAV out, the text as one argument. */
const espeakArgs = (voice: string) => (text: string, wav: string) => [
  '-v',
  voice,
  '-s',
  '150',
  '-w',
  wav,
  '--',
  text,
];

const VOICES: Record<OfflineEngine, VoiceInfo & { args: (text: string, wav: string) => string[] }> = {
  flite: {
    id: 'slt',
    name: 'flite slt (US English, female)',
    language: 'en-US',
    args: (text, wav) => ['-voice', 'slt', '-t', text, '-o', wav],
  },
  'espeak-ng': {
    id: 'en-us',
    name: 'eSpeak NG en-us',
    language: 'en-US',
    args: espeakArgs('en-us'),
  },
};

/** Which synthesiser to run and how long it may take. */
export interface OfflineTextToSpeechOptions {
  /** The engine of English questions. */
  engine: OfflineEngine;
  /**
   * The other languages' espeak-ng voices (base code → voice, espeak-voices.ts), those installed;
   * none: English only.
   */
  otherLanguages?: Readonly<Record<string, string>>;
  /** The espeak-ng of the other languages; default `espeak-ng` on the PATH. */
  espeakCommand?: string;
  ffmpegCommand?: string;
  timeoutMs?: number;
  /** The MP3 bitrate; {@link QUESTION_AUDIO_KBPS} unless a benchmark compares others. */
  bitrateKbps?: number;
}

/**
 * The question audio's bitrate: 16 kHz mono speech (what flite and espeak-ng make) in 32 kbit/s
 * MP3, half the former 64 kbit/s. `npm run bench` (question audio) transcribes each bitrate with
 * the offline recogniser: at 32 kbit/s it hears the questions about as well as at 64 kbit/s
 * (word error rate 0.24 against 0.21, the WAV itself 0.19); at 24 kbit/s it already misses more
 * (0.31), at 16 kbit/s most words (0.81). MP3 because every phone plays it.
 */
export const QUESTION_AUDIO_KBPS = 32;

/**
 * Speaks offline: English with flite (voice slt) or espeak-ng, other languages with espeak-ng's
 * voice of that language (docs/behaviour/interview.md §22). The synthesiser writes WAV in a private temp folder, ffmpeg
 * (libmp3lame, mono, {@link QUESTION_AUDIO_KBPS} kbit/s) turns it into MP3. Robotic but always available once the Debian
 * packages are installed. The text is passed as one argument, never through a shell.
 */
export class OfflineTextToSpeech implements TextToSpeech {
  readonly name: string;
  readonly voiceId: string;
  readonly encoding: string;
  readonly languages: readonly string[];
  private readonly bitrateKbps: number;
  private readonly others: Readonly<Record<string, string>>;

  constructor(private readonly options: OfflineTextToSpeechOptions) {
    this.voiceId = VOICES[options.engine].id;
    this.others = Object.fromEntries(
      Object.entries(options.otherLanguages ?? {}).filter(([l]) => l !== 'en'),
    );
    this.languages = ['en', ...Object.keys(this.others)];
    this.bitrateKbps = options.bitrateKbps ?? QUESTION_AUDIO_KBPS;
    this.encoding = `mp3 16 kHz mono ${this.bitrateKbps} kbit/s`;
    this.name = `${options.engine} ${this.voiceId} (offline)`;
  }

  /** English keeps the engine's voice id (so its cached audio stays valid); others 'espeak-ng <voice>'. */
  voiceFor(language: string): string {
    const other = this.others[language];
    return other ? `espeak-ng ${other}` : this.voiceId;
  }

  /** English is this engine's voice; other languages espeak-ng's. */
  speakerOf(language: string): string {
    const other = this.others[language];
    return other ? `espeak-ng ${other} (offline)` : this.name;
  }

  async synthesize(text: string, language = 'en'): Promise<SynthesizedSpeech> {
    const spoken = spokenText(text);
    const other = language === 'en' ? undefined : this.others[language];
    if (language !== 'en' && !other)
      throw providerUnavailable(`Text-to-speech (${this.name})`, new Error(`no voice for ${language}`));
    const [command, args] = other
      ? [this.options.espeakCommand ?? 'espeak-ng', espeakArgs(other)]
      : [this.options.engine, VOICES[this.options.engine].args];
    const dir = await mkdtemp(join(tmpdir(), 'sauti-tts-'));
    try {
      const wav = join(dir, 'speech.wav');
      const mp3 = join(dir, 'speech.mp3');
      const timeout = this.options.timeoutMs ?? 30_000;
      await runTool(command, args(spoken, wav), timeout);
      await runTool(
        this.options.ffmpegCommand ?? 'ffmpeg',
        [
          ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', '-i', wav],
          ...['-ac', '1', '-ar', '16000', '-c:a', 'libmp3lame', '-b:a', `${this.bitrateKbps}k`, mp3],
        ],
        timeout,
      );
      const data = new Uint8Array(await readFile(mp3));
      if (!looksLikeMp3(data)) throw new Error('ffmpeg wrote something other than MP3');
      return { data, contentType: 'audio/mpeg' };
    } catch (error) {
      throw providerUnavailable(`Text-to-speech (${this.name})`, error);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async voices(): Promise<VoiceInfo[]> {
    const { id, name, language } = VOICES[this.options.engine];
    const others = Object.entries(this.others).map(([code, voice]) => ({
      id: `espeak-ng ${voice}`,
      name: `eSpeak NG ${voice}`,
      language: code,
    }));
    return [{ id, name, language }, ...others];
  }
}
