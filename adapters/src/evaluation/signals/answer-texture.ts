import type { Token } from '../rubric/text-analysis.js';
import { isVerb } from './clause-traits.js';
import { wordVectors } from './vectors/word-vectors.js';

/**
 * The texture of a whole answer, apart from its meaning: how much of it is English, and whether
 * it is a list of words rather than speech (concerns.ts holds an answer mostly in another
 * language by the first).
 */

/** Share of the answer's words among the 20,000 commonest English words (1 when it has none). */
export function englishShareOf(tokens: readonly Token[]): number {
  const words = tokens.filter((t) => /^\p{L}+$/u.test(t.text));
  if (words.length === 0) return 1;
  const vectors = wordVectors();
  const known = words.filter((t) => {
    const rank = vectors.rank(t.text.toLowerCase());
    return rank !== null && rank < 20_000;
  });
  return known.length / words.length;
}

/**
 * Parts of speech that hold speech together: determiners, prepositions, pronouns, auxiliaries,
 * conjunctions and particles ("the", "in", "I", "was", "and", "to").
 */
const FUNCTION_POS = new Set(['DET', 'ADP', 'PRON', 'AUX', 'CCONJ', 'SCONJ', 'PART']);
/**
 * Below this share of function words an answer of some length is a list of words. Told speech,
 * however plain or terse ("Tanker come. I check seals…"), keeps about a quarter or more of them
 * (0.26 at the least across the development sets, written, spoken and recognised); a list of
 * keywords keeps "and" and a preposition or two (0.24 at most, under 0.2 for nine in ten).
 */
export const LIST_FUNCTION_SHARE = 0.2;
/**
 * A list of nouns may keep a few more ("and", "to", "of") but few verbs: under this share of
 * function words and under `LIST_VERB_SHARE` of verbs it is a list. Honest speech with so few
 * function words tells acts (0.15 or more verbs), and honest speech with so few verbs keeps a third
 * or more function words ("In January 2024 a 28-pallet load had a reefer log showing…").
 */
export const NOUN_LIST_FUNCTION_SHARE = 0.25;
export const LIST_VERB_SHARE = 0.1;
/**
 * Speech cut into short pieces by commas (fillers, restarts: "So the, the objective, online sales,
 * the ankara sets, budget, …") still keeps this share of function words or more: not a list.
 */
export const SPEECH_FUNCTION_SHARE = 0.3;
/** Fewer words than this say too little to tell a list from a short reply ("Yes, I did.") by shares. */
const LIST_MIN_WORDS = 8;

const wordsOf = (tokens: readonly Token[]) => tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text));
const shareOf = (words: readonly Token[], is: (t: Token) => boolean) =>
  words.length === 0 ? 0 : words.filter(is).length / words.length;
const isFunctionWord = (t: Token) => FUNCTION_POS.has(t.pos);

/**
 * A list of words, not speech: mostly fragments of up to four words without a verb or pronoun (a
 * list told with commas and full stops) and few function words; or, punctuated or not, too few
 * function words (and verbs) for speech (a list as the recogniser writes it: lower case, no
 * punctuation).
 */
export function isList(tokens: readonly Token[]): boolean {
  return readsAsList(tokens) || readsAsList(openingOf(tokens));
}

/**
 * The opening of an answer, `LIST_OPENING` of its words: a list closed by a sentence of speech
 * ("… yields and waste i am a strong leader with discipline") is still a list, as its last words
 * add the function words and verbs the list lacks. Speech is speech from its opening on.
 */
export const LIST_OPENING = 0.7;
function openingOf(tokens: readonly Token[]): Token[] {
  const words = wordsOf(tokens).length;
  const opening: Token[] = [];
  let seen = 0;
  for (const t of tokens) {
    if (/[\p{L}\p{N}]/u.test(t.text)) seen += 1;
    if (seen > Math.ceil(words * LIST_OPENING)) break;
    opening.push(t);
  }
  return opening;
}

function readsAsList(tokens: readonly Token[]): boolean {
  const words = wordsOf(tokens);
  const functionShare = shareOf(words, isFunctionWord);
  if (isFragmentList(tokens)) return functionShare < SPEECH_FUNCTION_SHARE;
  if (words.length < LIST_MIN_WORDS) return false;
  return (
    functionShare < LIST_FUNCTION_SHARE ||
    (functionShare < NOUN_LIST_FUNCTION_SHARE && shareOf(words, isVerb) < LIST_VERB_SHARE)
  );
}

/** Share of the answer's words that are function words (1 for an answer too short to tell). */
export function functionShareOf(tokens: readonly Token[]): number {
  const words = wordsOf(tokens);
  return words.length < LIST_MIN_WORDS ? 1 : shareOf(words, isFunctionWord);
}

/** Share of the answer's words that are verbs or auxiliaries. */
export function verbShareOf(tokens: readonly Token[]): number {
  return shareOf(wordsOf(tokens), isVerb);
}

/** A verb that tells (not a gerund such as "fault finding", "problem solving"). */
const isTold = (t: Token) => isVerb(t) && !/ing$/i.test(t.text);

/** Mostly fragments of up to four words without a verb or pronoun, cut by commas and full stops. */
function isFragmentList(tokens: readonly Token[]): boolean {
  const segments: Token[][] = [[]];
  for (const t of tokens) {
    if (t.text === ',' || t.text === '.' || t.text === ';') segments.push([]);
    else segments[segments.length - 1]!.push(t);
  }
  const words = wordsOf(tokens).length;
  // A verb in a fragment with no one acting is a name of an activity ("fault finding", "crushing").
  const fragments = segments.filter(
    (s) => s.length > 0 && s.length <= 4 && !s.some(isTold) && !s.some((t) => t.pos === 'PRON'),
  );
  const fragmentWords = fragments.reduce((n, s) => n + s.length, 0);
  return fragments.length >= 4 && fragmentWords / Math.max(1, words) > 0.5;
}

/**
 * The grammatical words of an English-lexified creole (West African Pidgin): its copula and focus
 * word ("na"), aspect markers ("dey", "don"), relative and question words ("wey", "wetin"),
 * pronouns ("dem", "una", "e"), particles ("abi", "sef") and the commonest verbs of its own
 * ("siddon", "comot"); "am" as an object ("I check am"), not after "I" nor a time. Most words of
 * such an answer are English, so the English share misses it; its grammar is not English.
 */
const CREOLE_GRAMMAR = new Set('dey wey wetin na don dem una abi sef siddon comot e'.split(' '));
/** From this share of creole grammatical words (and `CREOLE_WORDS` of them) an answer is in the creole. */
export const CREOLE_SHARE = 0.04;
export const CREOLE_WORDS = 3;

/** Share of the transcript's words that are the creole's grammatical words (see `CREOLE_GRAMMAR`). */
export function creoleShareOf(transcript: string): { share: number; count: number } {
  const words = transcript.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const count = words.filter(
    (w, i) => CREOLE_GRAMMAR.has(w) || (w === 'am' && !/^(i|\d+)$/.test(words[i - 1] ?? 'i')),
  ).length;
  return { share: words.length === 0 ? 0 : count / words.length, count };
}

/** True when the transcript is told in a creole's grammar, however English its words. */
export function inCreole(transcript: string): boolean {
  const { share, count } = creoleShareOf(transcript);
  return count >= CREOLE_WORDS && share >= CREOLE_SHARE;
}
