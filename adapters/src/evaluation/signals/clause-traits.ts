import type { Token } from '../rubric/text-analysis.js';
import { TIME_WORDS } from '../rubric/lexicon/time-words.js';
import { isContent, keyOf } from './meaning.js';
import { wordVectors } from './vectors/word-vectors.js';
import { isSelf } from './deed-subject.js';

/**
 * What one clause of an answer tells by its own words, before it is weighed against the question
 * (answer-reading.ts): whether the candidate acts in it, what they did, whether it is told in the
 * past or as a habit, and which details (figures, times, names) it gives. Kept apart so the
 * reading of a whole answer reads as what it weighs, not how each clause is parsed.
 */

/** Words that make a clause a habit, an intention or a hypothesis rather than something done. */
export const GENERAL = new Set([
  'would',
  'will',
  'always',
  'usually',
  'normally',
  'should',
  'can',
  'could',
  'must',
  'generally',
  'often',
]);
/** Words that open an outcome or a lesson. */
export const OUTCOME = new Set([
  'result',
  'finally',
  'end',
  'eventually',
  'afterwards',
  'since',
  'now',
  'learned',
  'learnt',
  'lesson',
  'so',
]);
/** Number words, counted as details like figures ("three drivers", "half the stock"). */
const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred thousand million half percent'.split(
    ' ',
  ),
);

export const isVerb = (t: Token) => t.pos === 'VERB' || t.pos === 'AUX';

/** Verbs that say nothing done ("I think", "we have", "I want"), even with an object. */
const NOT_DONE = new Set([
  'be',
  'have',
  'do',
  'get',
  'want',
  'need',
  'like',
  'think',
  'know',
  'seem',
  'try',
  'hope',
  'feel',
  'believe',
  'love',
]);

/** True when "I" or "we" acts in the clause: the pronoun followed by a verb within three words. */
export function selfActs(tokens: readonly Token[]): boolean {
  return tokens.some((t, i) => isSelf(t) && t.pos === 'PRON' && tokens.slice(i + 1, i + 4).some(isVerb));
}

/** The candidate's acts in a clause where they act: content verbs and light verbs with an object. */
export function actsOf(tokens: readonly Token[], echo: ReadonlySet<string>): string[] {
  return tokens.flatMap((t, i) => {
    if (t.pos !== 'VERB' || t.negated || NOT_DONE.has(t.lemma) || echo.has(t.lemma)) return [];
    if (isContent(t)) return [t.lemma];
    const object = tokens.slice(i + 1, i + 4).find((u) => u.pos === 'NOUN' || u.pos === 'PROPN');
    return object ? [`${t.lemma} ${object.lemma}`] : [];
  });
}

/** A verb form of the past: not its lemma, not -ing, not the third person -s. */
export const isPast = (t: Token) =>
  isVerb(t) &&
  t.text.toLowerCase() !== t.lemma &&
  !/ing$/i.test(t.text) &&
  !(/s$/i.test(t.text) && !/ss$/i.test(t.text));

/** A proper noun that is a name (Thabo, Mariakani), not a capitalised common word ("Situation:"). */
const isName = (t: Token) => (wordVectors().rank(t.text.toLowerCase()) ?? Infinity) > 5000;

/**
 * The details a clause gives: figures, number and time words, and names the question did not
 * give (a name read back from the question is no detail of the candidate's).
 */
export function detailsOf(tokens: readonly Token[], echo: ReadonlySet<string>): string[] {
  return tokens
    .filter(
      (t) =>
        t.pos === 'NUM' ||
        NUMBER_WORDS.has(t.lemma) ||
        TIME_WORDS.has(t.lemma) ||
        (t.pos === 'PROPN' && !echo.has(keyOf(t)) && isName(t)),
    )
    .map((t) => t.lemma);
}
