import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOICE_MATCH_THRESHOLD } from '@sauti/core/rules/voice-score';
import { LocalSpeakerEmbedder } from './local-speaker-embedder.js';
import { speechFile } from '../testing/speech/generate.js';
import { SIGNATURE_LENGTH } from './voice-signature.js';

const run = promisify(execFile);
const QUIET = ['-hide_banner', '-loglevel', 'error', '-y'];

/** The warm-up and two answers, as a candidate would say them. */
const SENTENCES = [
  'Hello, my name is Grace and I am ready to start the interview today.',
  'I have worked as a software developer for five years in Nairobi.',
  'Customer service means listening first and then acting quickly to help.',
];
/** flite's voices: slt (female, US), kal (male, US, 8 kHz), awb (male, Scottish), rms (male, US). */
const VOICES = ['slt', 'kal', 'awb', 'rms'] as const;
type Voice = (typeof VOICES)[number];

/**
 * The contract on real synthetic speech, encoded as the browser uploads it (WebM/Opus at
 * 24 kbit/s): the same voice on different sentences matches, different voices do not.
 */
describe('LocalSpeakerEmbedder on flite speech', () => {
  const embedder = new LocalSpeakerEmbedder();
  let dir: string;
  const vectors = new Map<string, number[]>();
  const key = (voice: Voice, sentence: number) => `${voice}-${sentence}`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-voice-test-'));
    await Promise.all(
      VOICES.flatMap((voice) =>
        SENTENCES.map(async (text, sentence) => {
          const webm = await speechFile(text, { format: 'webm', voice });
          const vector = await embedder.embed({
            data: new Uint8Array(await readFile(webm)),
            contentType: 'audio/webm;codecs=opus',
          });
          if (!vector) throw new Error(`no speech found in ${key(voice, sentence)}`);
          vectors.set(key(voice, sentence), vector);
        }),
      ),
    );
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const similarity = (a: string, b: string) => embedder.similarity(vectors.get(a)!, vectors.get(b)!);

  it('describes every clip with a fixed-length vector', () => {
    expect(vectors.size).toBe(VOICES.length * SENTENCES.length);
    for (const vector of vectors.values()) {
      expect(vector).toHaveLength(SIGNATURE_LENGTH);
      expect(vector.every(Number.isFinite)).toBe(true);
    }
  });

  it('matches the same voice on different sentences (warm-up against each answer)', () => {
    for (const voice of VOICES) {
      for (let answer = 1; answer < SENTENCES.length; answer++) {
        expect(similarity(key(voice, 0), key(voice, answer)), `${voice} ${answer}`).toBeGreaterThanOrEqual(
          VOICE_MATCH_THRESHOLD,
        );
      }
    }
  });

  it('does not match different voices', () => {
    for (const a of VOICES) {
      for (const b of VOICES) {
        if (a === b) continue;
        for (let answer = 0; answer < SENTENCES.length; answer++) {
          expect(similarity(key(a, 0), key(b, answer)), `${a} vs ${b} ${answer}`).toBeLessThan(
            VOICE_MATCH_THRESHOLD,
          );
        }
      }
    }
  });

  it('is symmetric, 1 for the same clip, and 0 for a vector of another shape', () => {
    const [a, b] = [key('slt', 0), key('awb', 1)];
    expect(similarity(a, b)).toBeCloseTo(similarity(b, a), 12);
    expect(similarity(a, a)).toBe(1);
    expect(embedder.similarity(vectors.get(a)!, [1, 2, 3])).toBe(0);
  });

  it('finds no voice in silence, and none in bytes that are not audio', async () => {
    const silence = join(dir, 'silence.webm');
    await run('ffmpeg', [
      ...QUIET,
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=48000:cl=mono',
      '-t',
      '3',
      '-c:a',
      'libopus',
      silence,
    ]);
    const data = new Uint8Array(await readFile(silence));
    expect(await embedder.embed({ data, contentType: 'audio/webm' })).toBeNull();
    const junk = new TextEncoder().encode('this is not audio at all');
    expect(await embedder.embed({ data: junk, contentType: 'audio/webm' })).toBeNull();
  });
});
