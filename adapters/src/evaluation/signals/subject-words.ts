import type { Token } from '../rubric/text-analysis.js';
import { isContent, keyOf, weightOf } from './meaning.js';
import { stemOf, type QuestionContext } from './question-context.js';

/**
 * A word of the question, its guide or the job names the subject when it says something: weight
 * 0.3 or more (`weightOf`), rarer than about the 300 commonest words, so "time", "work", "day" or
 * "how" name nothing (docs/scoring-rubric.md, the `local-signals@13` round).
 */
export const NAMING_WEIGHT = 0.3;

/**
 * Whether an answer names anything of its subject: one of its words (by five-letter stem of the
 * word or its lemma, so "cartons" meets "carton" and "checked" meets "check") is a word of the
 * question, its guide or the job of at least `NAMING_WEIGHT`. An honest answer, even a plain or a
 * weak one, names the customer, the stock, the truck or the payment it is about; a story of a
 * wedding, a choir or a chicken house told instead of an answer names none of them, and is near
 * the job only by the word vectors' loose neighbourhood of everyday words (timber and roof near a
 * warehouse, a bus near a fleet), which is why it must not earn relevance by the job's words.
 */
export function namesItsSubject(tokens: readonly Token[], context: QuestionContext): boolean {
  const named = new Set(
    [...context.words, ...context.jobWords].filter((w) => weightOf(w) >= NAMING_WEIGHT).map(stemOf),
  );
  return tokens.some((t) => isContent(t) && (named.has(stemOf(keyOf(t))) || named.has(stemOf(t.lemma))));
}
