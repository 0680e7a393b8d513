import type { AudioClip, SpeechToText } from '@sauti/core/ports/speech-to-text';
import { readFile } from 'node:fs/promises';
import { beforeAll, expect, it } from 'vitest';
import {
  audioSeconds,
  SPEECH_CONTENT_TYPES,
  speechFile,
  type SpeechFormat,
} from '../../testing/speech/generate.js';
import { transcriberFor, type ScriptedTranscriber } from '../../testing/wire/scripted-transcriber.js';

/** The sentence every transcriber is tested on, and the words at least three of which must be heard. */
export const SENTENCE = 'I have five years of experience in logistics and customer service';
export const KEYWORDS = ['years', 'experience', 'logistics', 'customer', 'service'];
export const MIN_KEYWORD_HITS = 3;

/** The contract sentence spoken by flite, in the formats a transcriber receives. */
export interface ContractClips {
  clips: Record<SpeechFormat, AudioClip>;
  seconds: number;
}

/** Generates (or reuses) the contract clips. */
export async function contractClips(): Promise<ContractClips> {
  const formats: SpeechFormat[] = ['wav', 'webm', 'ogg'];
  const paths = await Promise.all(formats.map((format) => speechFile(SENTENCE, { format })));
  const clips = {} as Record<SpeechFormat, AudioClip>;
  for (const [i, format] of formats.entries()) {
    clips[format] = {
      data: new Uint8Array(await readFile(paths[i] as string)),
      contentType: SPEECH_CONTENT_TYPES[format],
    };
  }
  return { clips, seconds: await audioSeconds(paths[0] as string) };
}

/** What a scripted fake provider hears in the contract clips: the sentence with one misheard word, as a real recogniser might. */
export function contractTranscriber(fixtures: ContractClips): ScriptedTranscriber {
  const hearing = {
    text: SENTENCE.replace('five', 'fine'),
    confidence: 0.87,
    durationSeconds: fixtures.seconds,
  };
  return transcriberFor(
    Object.values(fixtures.clips).map((clip) => ({ audio: Buffer.from(clip.data), hearing })),
  );
}

/** The contract words found in `text`, compared without case or punctuation. */
export function keywordHits(text: string): string[] {
  const words = new Set(text.toLowerCase().split(/[^a-z']+/));
  return KEYWORDS.filter((k) => words.has(k));
}

/**
 * The behaviour every SpeechToText adapter shares: it hears the contract sentence in a WAV file
 * and in browser-style WebM/Opus and Ogg/Opus recordings, reports a confidence in 0-1 or null,
 * and a duration (when given) close to the audio's. Call inside a describe block.
 */
export function speechToTextContract(makeStt: () => SpeechToText, fixtures: () => ContractClips): void {
  let stt: SpeechToText;
  beforeAll(() => {
    stt = makeStt();
  });

  it('names itself', () => {
    expect(stt.name.trim()).not.toBe('');
  });

  it.each(['wav', 'webm', 'ogg'] as const)(
    `hears at least ${MIN_KEYWORD_HITS} of the keywords in %s speech`,
    async (format) => {
      const transcript = await stt.transcribe(fixtures().clips[format]);
      expect(keywordHits(transcript.text).length, `heard: "${transcript.text}"`).toBeGreaterThanOrEqual(
        MIN_KEYWORD_HITS,
      );
    },
  );

  it('reports a confidence between 0 and 1 (or none) and the audio duration', async () => {
    const transcript = await stt.transcribe(fixtures().clips.webm);
    if (transcript.confidence !== null) {
      expect(transcript.confidence).toBeGreaterThanOrEqual(0);
      expect(transcript.confidence).toBeLessThanOrEqual(1);
    }
    if (transcript.durationSeconds !== undefined) {
      expect(Math.abs(transcript.durationSeconds - fixtures().seconds)).toBeLessThan(1);
    }
    expect(transcript.text).toBe(transcript.text.trim());
  });
}
