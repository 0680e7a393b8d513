import type { ClauseView } from './conduct-frame.js';
import { FAVOURS, GIVE } from './misconduct-words.js';

/**
 * The clause tests the misconduct frames share (misconduct-frames-records.ts,
 * misconduct-frames-dealings.ts), and the shape of a frame. Kept apart from the frames so each
 * test has one home: a frame reads as "the candidate acts on X, near Y", and these say what
 * "acts" and "names" mean once for all of them.
 */

/** Forms of "be" and "get" before a verb that make it passive: "offerings were being kept" says who acted on them, not that the candidate did. */
export const passive = (c: ClauseView, i: number) =>
  ['be', 'get', 'being', 'been'].includes(c.tokens[i - 1]?.lemma ?? '');
/** A token of the clause whose lemma is in `words`, acting (not negated, not passive). */
export const acts = (c: ClauseView, words: ReadonlySet<string>) =>
  c.tokens.some(
    (t, i) => (t.pos === 'VERB' || t.pos === 'NOUN') && words.has(t.lemma) && !t.negated && !passive(c, i),
  );
/**
 * "a driver stealing fuel", "caught him stealing", "like stealing fuel": an -ing form right after
 * someone else or an example names another's act; the candidate's own is told "I was stealing" or
 * "cover it by backdating".
 */
export const othersDoing = (c: ClauseView, i: number) => {
  const before = c.tokens[i - 1];
  if (!/ing$/i.test(c.tokens[i]?.text ?? '') || !before) return false;
  const someone =
    before.pos === 'NOUN' ||
    before.pos === 'PROPN' ||
    (before.pos === 'PRON' && !/^(i|we)$/.test(before.lemma));
  return someone || before.lemma === 'like' || before.lemma === 'as';
};
/** Words that deny the thing named after them: "no gift", "without any envelope", "not need any tip". */
const DENIED_BY = new Set(['no', 'without', 'any', 'never', 'nor']);
/** A favour named and not denied ("I did not need any gift" names one and denies it). */
export const favourNamed = (c: ClauseView) =>
  c.tokens.some(
    (t, i) =>
      (FAVOURS.has(t.lemma) || FAVOURS.has(c.lower[i] ?? '')) &&
      !t.negated &&
      !c.lower.slice(Math.max(0, i - 3), i).some((w) => DENIED_BY.has(w)),
  );
/** A giving verb with "extra" right after it ("I gave the officer something extra"), not "got extra guards trained" further on. */
export const givesExtra = (c: ClauseView) =>
  c.tokens.some(
    (t, i) =>
      t.pos === 'VERB' &&
      GIVE.has(t.lemma) &&
      !t.negated &&
      !passive(c, i) &&
      c.lower.slice(i + 1, i + 5).includes('extra'),
  );
/** Nothing negated up to word `i` of the clause ("I did not bridge the relay", "I never bridge"). */
export const notDenied = (c: ClauseView, i: number) => !c.tokens.slice(0, i + 1).some((t) => t.negated);

/**
 * The act at word `i` is someone else's the candidate tells of: "I found the night shift had
 * bridged the interlock", "I saw the fitter forced it". ("I had the fitter bridge the sensor" is
 * the candidate's: the verb is bare, the candidate had it done.)
 */
export const othersDid = (c: ClauseView, i: number) => {
  const before = c.tokens[i - 1];
  const past = /ed$/.test(c.lower[i] ?? '');
  if (/^(had|has|have)$/.test(c.lower[i - 1] ?? '')) return !/^(i|we)$/.test(c.lower[i - 2] ?? '');
  return (
    past &&
    before !== undefined &&
    (before.pos === 'NOUN' ||
      before.pos === 'PROPN' ||
      (before.pos === 'PRON' && !/^(i|we)$/.test(before.lemma)))
  );
};

/** Any of `words` among the clause's lemmas or its lower-case words (so "books" and "book" both count). */
export const has = (c: ClauseView, words: ReadonlySet<string>) =>
  c.lemmas.some((l) => words.has(l)) || c.lower.some((w) => words.has(w));
/** A frame: how many points a clause earns by it. */
export interface Frame {
  name: string;
  points: number;
  /** Told as what came of the candidate's act just before ("…and nobody noticed"), not as an act. */
  consequence?: boolean;
  found(c: ClauseView): boolean;
}
