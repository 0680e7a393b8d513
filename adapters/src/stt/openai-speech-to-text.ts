import type {
  AudioClip,
  SpeechToText,
  TimedWord,
  TranscriptionContext,
  Transcript,
} from '@sauti/core/ports/speech-to-text';
import OpenAI, { toFile } from 'openai';
import { z } from 'zod';
import { extensionFor } from './audio-formats.js';
import { clamp01 } from './clamp01.js';
import { openAiSpeechName } from './lazy-speech-to-text.js';
import { providerUnavailable } from './provider-failure.js';
import { RECOGNISER_LANGUAGES } from './recogniser-languages.js';

/** Where an OpenAI-compatible transcription API lives and how to call it. */
export interface OpenAiSpeechToTextOptions {
  /** e.g. 'https://api.openai.com/v1' or a self-hosted Whisper server's '/v1' URL. */
  baseUrl: string;
  /** Self-hosted servers often need none; the SDK still sends a placeholder. */
  apiKey?: string;
  /** e.g. 'whisper-1' (OpenAI) or 'Systran/faster-whisper-small' (a faster-whisper server). */
  model: string;
  timeoutMs?: number;
  maxRetries?: number;
}

// The answer is untrusted: a proxy or a misconfigured base URL can answer with anything.
const verboseJson = z.object({
  text: z.string(),
  duration: z.number().nonnegative().optional(),
  segments: z
    .array(
      z.object({
        avg_logprob: z.number(),
        start: z.number().optional(),
        end: z.number().optional(),
        text: z.string().optional(),
      }),
    )
    .nullish(),
  // faster-whisper servers add each word's probability; OpenAI's own API sends times only.
  words: z
    .array(
      z.object({ word: z.string(), start: z.number(), end: z.number(), probability: z.number().optional() }),
    )
    .nullish(),
});

/**
 * Transcribes through any OpenAI-compatible `/audio/transcriptions` endpoint, telling it the
 * interview's language. Confidence is the
 * mean of exp(avg_logprob) over the segments (each segment's average token probability), or null
 * when the server sends no segments.
 */
export class OpenAiSpeechToText implements SpeechToText {
  readonly name: string;
  readonly languages = RECOGNISER_LANGUAGES.whisper;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiSpeechToTextOptions) {
    this.name = openAiSpeechName(options.model);
    this.client = new OpenAI({
      baseURL: options.baseUrl,
      apiKey: options.apiKey || 'not-needed',
      timeout: options.timeoutMs ?? 60_000,
      maxRetries: options.maxRetries ?? 2,
    });
  }

  /** The interview's language goes as `language` (ISO 639-1), so Whisper neither guesses nor translates. */
  async transcribe(audio: AudioClip, context?: TranscriptionContext): Promise<Transcript> {
    try {
      const file = await toFile(audio.data, `answer.${extensionFor(audio.contentType)}`, {
        type: audio.contentType,
      });
      const raw: unknown = await this.client.audio.transcriptions.create({
        file,
        model: this.options.model,
        response_format: 'verbose_json',
        timestamp_granularities: ['word', 'segment'],
        ...(context?.language ? { language: context.language } : {}),
      });
      const parsed = verboseJson.safeParse(raw);
      if (!parsed.success) throw new Error('the server answered with something other than verbose_json');
      return toTranscript(parsed.data);
    } catch (error) {
      throw providerUnavailable(`Speech-to-text (${this.name})`, error, [this.options.apiKey]);
    }
  }
}

function toTranscript(answer: z.infer<typeof verboseJson>): Transcript {
  const segments = answer.segments ?? [];
  const confidence =
    segments.length === 0
      ? null
      : clamp01(segments.reduce((sum, s) => sum + Math.exp(s.avg_logprob), 0) / segments.length);
  const words = timedWords(answer);
  return {
    text: answer.text.trim(),
    confidence,
    ...(answer.duration === undefined ? {} : { durationSeconds: answer.duration }),
    ...(words.length > 0 ? { words } : {}),
  };
}

/**
 * The words with their times and confidences: the server's word timestamps when it sends them
 * (confidence: the word's probability, else its segment's), else each segment's words spread over
 * the segment, so the silences between segments show as pauses.
 */
export function timedWords(answer: z.infer<typeof verboseJson>): TimedWord[] {
  const segments = answer.segments ?? [];
  const segmentConfidence = (at: number) => {
    const segment = segments.find(
      (s) => s.start !== undefined && s.end !== undefined && at >= s.start && at < s.end,
    );
    return segment ? clamp01(Math.exp(segment.avg_logprob)) : null;
  };
  if (answer.words?.length) {
    return answer.words.map((w) => ({
      word: w.word.trim(),
      startSeconds: w.start,
      endSeconds: w.end,
      confidence: w.probability === undefined ? segmentConfidence(w.start) : clamp01(w.probability),
    }));
  }
  return segments.flatMap((segment) => {
    const { start, end, text } = segment;
    if (start === undefined || end === undefined || !text) return [];
    const parts = text.trim().split(/\s+/).filter(Boolean);
    const each = Math.max(0, end - start) / Math.max(1, parts.length);
    return parts.map((word, i) => ({
      word,
      startSeconds: start + i * each,
      endSeconds: start + (i + 1) * each,
      confidence: clamp01(Math.exp(segment.avg_logprob)),
    }));
  });
}
