import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isBlockedWord, UNCLEAR_WORD } from '../blocked-words.js';
import { writeArpa } from './arpa.js';
import type { TrieModel } from './backoff-model.js';
import { estimateBackoffModel, SENTENCE_END, SENTENCE_START } from './count-model.js';
import { INTERVIEW_ENGLISH } from './interview-english.js';
import { mixModels } from './mix-models.js';
import type { Pronunciations } from './pronunciations.js';
import { spokenSentences } from './spoken-text.js';

/** What every job model is made from: the general model and dictionary pocketsphinx ships. */
export interface GeneralResources {
  model: TrieModel;
  dictionary: Pronunciations;
  /** Pronunciations for words the dictionary lacks; rejects or leaves words out when it cannot. */
  guess: (words: readonly string[]) => Promise<Map<string, string>>;
}

/** The model's shape: how many general words it keeps and how the three sources are weighed. */
export interface JobModelSettings {
  generalWords: number;
  weights: { general: number; interview: number; job: number };
}

/** Measured on the development set (docs/operations.md, "The offline recogniser"). */
export const JOB_MODEL_SETTINGS: JobModelSettings = {
  generalWords: 20_000,
  weights: { general: 0.5, interview: 0.2, job: 0.3 },
};

/** What a build wrote and what it found. */
export interface BuiltJobModel {
  arpaPath: string;
  dictionaryPath: string;
  /** Words in the model. */
  words: number;
  /** Job words pronounced by the grapheme-to-phoneme rules. */
  guessed: number;
  /** Job words left out: blocked, or no pronunciation. */
  leftOut: string[];
}

/**
 * UNCLEAR_WORD gets this fraction of the blocked words' share of the general model: at their full
 * share it also swallowed short ordinary words next to a blocked one ("him a" in "called him a
 * stupid idiot").
 */
const UNCLEAR_SHARE = 0.1;

const INTERVIEW_SENTENCES = INTERVIEW_ENGLISH.flatMap((phrase) => spokenSentences(phrase));

/**
 * Writes a job's language model (ARPA) and pronunciation dictionary into `dir`: the general
 * English model cut to its most frequent words, mixed with interview English and the job's own
 * phrases (title, description, skills, questions, guides, criteria, names), so the recogniser
 * expects what candidates for this job say. Blocked words are in neither file; one word,
 * UNCLEAR_WORD, carries their pronunciations and their share of the general model, so a candidate
 * who really says one is heard as "[unclear]" rather than as a nearby word.
 */
export async function buildJobModel(
  phrases: readonly string[],
  resources: GeneralResources,
  dir: string,
  settings: JobModelSettings = JOB_MODEL_SETTINGS,
): Promise<BuiltJobModel> {
  const { model: general, dictionary } = resources;
  const jobSentences = phrases.flatMap((phrase) => spokenSentences(phrase));
  const pronunciations = new Map<string, string[]>();
  const leftOut: string[] = [];
  const wanted = new Set([...jobSentences.flat(), ...INTERVIEW_SENTENCES.flat()]);
  const unknown = [...wanted].filter((word) => !isBlockedWord(word) && !dictionary.has(word));
  const guessed = unknown.length
    ? await resources.guess(unknown).catch(() => new Map<string, string>())
    : new Map();
  for (const word of wanted) {
    const known = isBlockedWord(word) ? undefined : (dictionary.get(word) ?? maybe(guessed.get(word)));
    if (known) pronunciations.set(word, known);
    else leftOut.push(word);
  }
  for (const word of frequentWords(general, dictionary, settings.generalWords)) {
    if (!pronunciations.has(word)) pronunciations.set(word, dictionary.get(word)!);
  }
  const vocabulary = [SENTENCE_START, SENTENCE_END, ...pronunciations.keys()];
  const mixed = mixModels(
    { model: general, weight: settings.weights.general },
    [
      { model: estimateBackoffModel(INTERVIEW_SENTENCES), weight: settings.weights.interview },
      { model: estimateBackoffModel(jobSentences), weight: jobSentences.length ? settings.weights.job : 0 },
    ],
    vocabulary,
  );
  const unclear = unclearWord(general, dictionary);
  if (unclear.pronunciations.length > 0) {
    pronunciations.set(UNCLEAR_WORD, unclear.pronunciations);
    mixed.words.push(UNCLEAR_WORD);
    const probability = settings.weights.general * unclear.share * UNCLEAR_SHARE;
    mixed.unigramProb = Float32Array.from([...mixed.unigramProb, Math.log10(probability)]);
    mixed.unigramBackoff = Float32Array.from([...mixed.unigramBackoff, 0]);
  }
  const arpaPath = join(dir, 'job.arpa');
  const dictionaryPath = join(dir, 'job.dict');
  await writeArpa(mixed, arpaPath);
  await writeFile(dictionaryPath, dictionaryText(pronunciations));
  return {
    arpaPath,
    dictionaryPath,
    words: pronunciations.size,
    guessed: [...guessed.keys()].filter((word) => pronunciations.has(word)).length,
    leftOut: leftOut.filter((word) => jobSentences.some((s) => s.includes(word))),
  };
}

/**
 * The pronunciations of every blocked word the dictionary holds, and those words' share of the
 * general model's unigram mass: what UNCLEAR_WORD stands for in a job model.
 */
function unclearWord(
  general: TrieModel,
  dictionary: Pronunciations,
): { pronunciations: string[]; share: number } {
  const pronunciations = new Set<string>();
  let blocked = 0;
  let total = 0;
  general.words.forEach((word, id) => {
    const p = general.unigramProb[id]! > -99 ? 10 ** general.unigramProb[id]! : 0;
    total += p;
    if (isBlockedWord(word)) blocked += p;
  });
  for (const [word, variants] of dictionary) {
    if (isBlockedWord(word)) for (const phones of variants) pronunciations.add(phones);
  }
  return { pronunciations: [...pronunciations], share: total > 0 ? blocked / total : 0 };
}

const maybe = (phones: string | undefined) => (phones ? [phones] : undefined);

/** The general model's `count` most probable words that have a pronunciation and are not blocked. */
function frequentWords(general: TrieModel, dictionary: Pronunciations, count: number): string[] {
  const ids = [...general.words.keys()].filter((id) => {
    const word = general.words[id]!;
    return /^[a-z][a-z']*$/.test(word) && dictionary.has(word) && !isBlockedWord(word);
  });
  ids.sort((a, b) => general.unigramProb[b]! - general.unigramProb[a]!);
  return ids.slice(0, count).map((id) => general.words[id]!);
}

/** "word PHONES" lines, alternates as "word(2) PHONES", in the dictionary format pocketsphinx reads. */
function dictionaryText(pronunciations: Map<string, string[]>): string {
  const lines: string[] = [];
  for (const [word, variants] of pronunciations) {
    variants.forEach((phones, i) => lines.push(`${i === 0 ? word : `${word}(${i + 1})`} ${phones}`));
  }
  return `${lines.join('\n')}\n`;
}
