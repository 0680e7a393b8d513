import { v1 } from '@google-cloud/speech';
import { DomainError } from '@sauti/core/domain/errors';
import type {
  AudioClip,
  SpeechToText,
  TimedWord,
  TranscriptionContext,
  Transcript,
} from '@sauti/core/ports/speech-to-text';
import { baseMediaType } from './audio-formats.js';
import { clamp01 } from './clamp01.js';
import { providerUnavailable } from './provider-failure.js';
import { GOOGLE_SPEECH_NAME } from './lazy-speech-to-text.js';
import { googleLanguageCode, RECOGNISER_LANGUAGES } from './recogniser-languages.js';

/** How to reach Google Cloud Speech-to-Text (v1 REST). */
export interface GoogleSpeechToTextOptions {
  /** An API key; without one the client uses Application Default Credentials. */
  apiKey?: string;
  /** 'host' or 'host:port'; default speech.googleapis.com. */
  endpoint?: string;
  /** 'http' only for a local test server. */
  protocol?: 'http' | 'https';
  /** BCP 47 of English interviews, default 'en-US'; other languages use their own region. */
  languageCode?: string;
  timeoutMs?: number;
}

type Encoding = 'WEBM_OPUS' | 'OGG_OPUS' | 'LINEAR16' | 'FLAC' | 'MP3';

/** Browsers record Opus at 48 kHz; Google requires the rate for Opus and reads it from WAV/FLAC headers. */
const ENCODINGS: Record<string, { encoding: Encoding; sampleRateHertz?: number }> = {
  'audio/webm': { encoding: 'WEBM_OPUS', sampleRateHertz: 48_000 },
  'video/webm': { encoding: 'WEBM_OPUS', sampleRateHertz: 48_000 },
  'audio/ogg': { encoding: 'OGG_OPUS', sampleRateHertz: 48_000 },
  'audio/wav': { encoding: 'LINEAR16' },
  'audio/x-wav': { encoding: 'LINEAR16' },
  'audio/wave': { encoding: 'LINEAR16' },
  'audio/flac': { encoding: 'FLAC' },
  'audio/mpeg': { encoding: 'MP3', sampleRateHertz: 44_100 },
};

/**
 * Transcribes with Google Cloud Speech-to-Text v1 `speech:recognize` over REST (`fallback: true`,
 * no gRPC). Synchronous recognition takes audio up to one minute; longer answers are refused by
 * Google and surface as PROVIDER_UNAVAILABLE. Confidence is the mean of the top alternatives'
 * confidences (Google sends 0 for "not set"; those are left out), or null when none is set.
 */
export class GoogleSpeechToText implements SpeechToText {
  readonly name = GOOGLE_SPEECH_NAME;
  readonly languages = RECOGNISER_LANGUAGES.google;
  private readonly client: v1.SpeechClient;

  constructor(private readonly options: GoogleSpeechToTextOptions = {}) {
    const [host, port] = (options.endpoint ?? '').split(':');
    this.client = new v1.SpeechClient({
      fallback: true,
      ...(options.protocol === 'http' ? { protocol: 'http' } : {}),
      ...(host ? { apiEndpoint: host } : {}),
      ...(port ? { port: Number(port) } : {}),
      ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    });
  }

  /** The interview's language goes as `languageCode` ('sw' → 'sw-KE'). */
  async transcribe(audio: AudioClip, context?: TranscriptionContext): Promise<Transcript> {
    const format = ENCODINGS[baseMediaType(audio.contentType)];
    if (!format) {
      throw new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        `Google Speech cannot read ${baseMediaType(audio.contentType)} audio`,
      );
    }
    try {
      const [response] = await this.client.recognize(
        {
          config: {
            ...format,
            languageCode: googleLanguageCode(context?.language, this.options.languageCode),
            enableAutomaticPunctuation: true,
            enableWordTimeOffsets: true,
            enableWordConfidence: true,
          },
          audio: { content: Buffer.from(audio.data).toString('base64') },
        },
        { timeout: this.options.timeoutMs ?? 60_000, maxRetries: 1 },
      );
      return toTranscript(response.results ?? []);
    } catch (error) {
      throw providerUnavailable(`Speech-to-text (${this.name})`, error, [this.options.apiKey]);
    }
  }
}

type Duration = { seconds?: number | string | Long | null; nanos?: number | null } | null;

interface RecognitionResult {
  alternatives?:
    | {
        transcript?: string | null;
        confidence?: number | null;
        words?:
          | { word?: string | null; startTime?: Duration; endTime?: Duration; confidence?: number | null }[]
          | null;
      }[]
    | null;
  resultEndTime?: Duration;
}
type Long = { toNumber(): number };

function toTranscript(results: RecognitionResult[]): Transcript {
  const best = results.map((r) => r.alternatives?.[0]).filter((a) => a !== undefined);
  const text = best
    .map((a) => (a.transcript ?? '').trim())
    .filter(Boolean)
    .join(' ');
  const confidences = best.map((a) => a.confidence ?? 0).filter((c) => c > 0);
  const confidence = confidences.length
    ? clamp01(confidences.reduce((s, c) => s + c, 0) / confidences.length)
    : null;
  const end = results[results.length - 1]?.resultEndTime;
  const durationSeconds = end ? secondsOf(end) : undefined;
  const words: TimedWord[] = best.flatMap((a) =>
    (a.words ?? [])
      .filter((w) => w.word)
      .map((w) => ({
        word: w.word!,
        startSeconds: secondsOf(w.startTime),
        endSeconds: secondsOf(w.endTime),
        // Google sends 0 for "not set", as for the transcript's confidence.
        confidence: w.confidence ? clamp01(w.confidence) : null,
      })),
  );
  return {
    text,
    confidence,
    ...(durationSeconds ? { durationSeconds } : {}),
    ...(words.length > 0 ? { words } : {}),
  };
}

function secondsOf(duration: Duration | undefined): number {
  return duration ? toSeconds(duration.seconds) + (duration.nanos ?? 0) / 1e9 : 0;
}

function toSeconds(value: number | string | Long | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'object' ? value.toNumber() : Number(value);
}
