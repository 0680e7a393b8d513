import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isUnsureWord } from '@sauti/core/rules/unsure-words';
import type { Transcript } from '@sauti/core/ports/speech-to-text';
import { jobPhrases } from '@sauti/core/rules/job-phrases';
import { isBlockedWord, isChargedWord } from '@sauti/adapters/stt/blocked-words';
import { spokenWords } from '@sauti/adapters/stt/language-model/spoken-text';
import { align } from './align.js';
import { CONDITIONS, type Condition } from './conditions.js';
import { recogniser } from './recognisers.js';
import type { SpokenJob } from './spoken-job.js';
import { spokenAnswer, wavSeconds } from './speech-cache.js';
import { ESPEAK_VOICES, FLITE_VOICES, type Voice } from './voices.js';

/** One answer spoken by one voice under one condition. */
export interface Clip {
  set: string;
  job: SpokenJob;
  text: string;
  voice: Voice;
  condition: Condition;
  path: string;
  seconds: number;
}

/** What one recogniser made of one clip. */
export interface ClipResult {
  clip: Clip;
  said: number;
  errors: number;
  sure: number;
  sureRight: number;
  unsure: number;
  unsureWrong: number;
  blocked: string[];
  /** Charged words (blocked-words.ts) the transcript shows as sure: must stay empty. */
  chargedSure: string[];
  heard: string;
  /** Under half of the answer's first sentence was heard (a decoder that starts deaf loses it). */
  firstSentenceLost: boolean;
  /** Each heard word's confidence and whether it was right, to read the unsure threshold off. */
  scored: [number | null, boolean][];
}

export interface BenchOptions {
  sets: { name: string; jobs: SpokenJob[] }[];
  recognisers: string[];
  conditions: Condition[];
  /**
   * Voices per answer: 'two' (default) one flite and one espeak-ng voice, each cycled through its
   * list; 'one' flite and espeak-ng in turn (half the audio); 'all' every voice.
   */
  voices: 'one' | 'two' | 'all';
  parallel: number;
  limit?: number;
  /** Only every K-th answer of each set: a sample that still spans all its jobs. */
  every?: number;
  log: (line: string) => void;
}

/** The clips of the sets: each answer spoken by its voices under each condition. */
export async function makeClips(options: BenchOptions): Promise<Clip[]> {
  const clips: Clip[] = [];
  for (const set of options.sets) {
    let k = 0;
    for (const job of set.jobs) {
      for (const answer of job.answers) {
        const index = k++;
        if (options.limit !== undefined && index >= options.limit) continue;
        if (options.every !== undefined && index % options.every !== 0) continue;
        const flite = FLITE_VOICES[index % FLITE_VOICES.length]!;
        const espeak = ESPEAK_VOICES[index % ESPEAK_VOICES.length]!;
        const voices =
          options.voices === 'all'
            ? [...FLITE_VOICES, ...ESPEAK_VOICES]
            : options.voices === 'one'
              ? [
                  index % 2 === 0
                    ? FLITE_VOICES[(index / 2) % FLITE_VOICES.length]!
                    : ESPEAK_VOICES[((index - 1) / 2) % ESPEAK_VOICES.length]!,
                ]
              : [flite, espeak];
        for (const voice of voices) {
          for (const condition of options.conditions) {
            const path = await spokenAnswer(answer.text, voice, index, condition);
            clips.push({
              set: set.name,
              job,
              text: answer.text,
              voice,
              condition,
              path,
              seconds: await wavSeconds(path),
            });
          }
        }
      }
    }
  }
  return clips;
}

/** CPU seconds of this process's waited-for children (the decoders): /proc/self/stat cutime + cstime. */
export function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const phrasesOf = (job: SpokenJob) =>
  jobPhrases(
    {
      title: job.title,
      description: job.description,
      skills: job.skills,
      location: job.location,
      companyName: job.companyName,
      criteriaConfig: null,
    },
    job.questions.map((q) => ({ text: q.text, scoringGuide: q.scoringGuide ?? null })),
  );

/** The recognisers that decode with models built for the bench (built before the timing starts). */
const BUILDS_MODELS = new Set(['general', 'job', 'job-model-mean', 'job-fast', 'job-shape']);

/** Runs one recogniser over the clips; the models it needs are built first, outside the timing. */
export async function runRecogniser(
  name: string,
  clips: Clip[],
  options: BenchOptions,
): Promise<{
  label: string;
  results: ClipResult[];
  cpuSeconds: number;
  wallSeconds: number;
  buildSeconds: number;
}> {
  const byAudio = new Map<string, string>();
  const audios = await Promise.all(clips.map((clip) => readFile(clip.path)));
  clips.forEach((clip, i) => byAudio.set(audios[i]!.toString('base64'), clip.text));
  const scripted = (audio: Buffer) => ({
    text: byAudio.get(audio.toString('base64')) ?? '',
    confidence: 0.9,
    durationSeconds: 1,
  });
  const r = await recogniser(name, scripted);
  try {
    const buildStart = performance.now();
    if (BUILDS_MODELS.has(name)) {
      const silence = { data: new Uint8Array(audios[0]!), contentType: 'audio/wav' };
      for (const job of new Set(clips.map((c) => c.job))) {
        await r.stt.transcribe(silence, r.withJob ? { phrases: phrasesOf(job) } : undefined);
        if (!r.withJob) break;
      }
    }
    const buildSeconds = (performance.now() - buildStart) / 1000;
    const cpuStart = childCpuSeconds();
    const wallStart = performance.now();
    const results: ClipResult[] = new Array(clips.length);
    let next = 0;
    const worker = async () => {
      while (next < clips.length) {
        const i = next++;
        const clip = clips[i]!;
        const transcript = await r.stt.transcribe(
          { data: new Uint8Array(audios[i]!), contentType: 'audio/wav' },
          r.withJob ? { phrases: phrasesOf(clip.job) } : undefined,
        );
        results[i] = score(clip, transcript, r.stt.name);
        if (i % 20 === 0) options.log(`${name}: ${i + 1}/${clips.length}`);
      }
    };
    await Promise.all(Array.from({ length: options.parallel }, worker));
    return {
      label: r.label,
      results,
      cpuSeconds: childCpuSeconds() - cpuStart,
      wallSeconds: (performance.now() - wallStart) / 1000,
      buildSeconds,
    };
  } finally {
    await r.close();
  }
}

/** One clip's figures; the unsure line is the one HR's screens use for this recogniser. */
function score(clip: Clip, transcript: Transcript, recogniserName: string): ClipResult {
  const { text, words, confidence } = transcript;
  const recogniser = transcript.recogniser ?? recogniserName;
  const heard = (words ?? text.split(/\s+/).map((word) => ({ word, confidence }))).flatMap((w) =>
    spokenWords(w.word).map((word) => ({ word, confidence: w.confidence ?? null })),
  );
  const said = spokenWords(clip.text);
  const { errors, words: scored, saidHeard } = align(said, heard);
  const first = saidHeard.slice(0, spokenWords(firstSentence(clip.text)).length);
  const unsure = scored.filter((w) => isUnsureWord(w.confidence, recogniser));
  const sure = scored.filter((w) => !isUnsureWord(w.confidence, recogniser));
  return {
    clip,
    said: said.length,
    errors,
    sure: sure.length,
    sureRight: sure.filter((w) => w.right).length,
    unsure: unsure.length,
    unsureWrong: unsure.filter((w) => !w.right).length,
    blocked: text.split(/\s+/).filter((w) => isBlockedWord(w)),
    chargedSure: (words ?? [])
      .filter((w) => isChargedWord(w.word) && !isUnsureWord(w.confidence, recogniser))
      .map((w) => w.word),
    heard: text,
    firstSentenceLost: first.filter(Boolean).length * 2 < first.length,
    scored: scored.map((w) => [w.confidence, w.right]),
  };
}

/** The text up to its first full stop, question or exclamation mark. */
const firstSentence = (text: string) => /^[^.?!]*[.?!]?/.exec(text)?.[0] ?? text;

export { CONDITIONS };
