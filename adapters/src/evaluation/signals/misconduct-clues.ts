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
/** Words of advice before "tips" ("simple tips"); a number counts them ("three tips"). */
const ADVICE_TIPS = new Set(['simple', 'practical', 'useful']);
/** Prepositions of a place: "took the rubble to the tip", "dumped at the tip". */
const TO_A_PLACE = new Set(['to', 'at', 'from']);
/**
 * "tip" at word `i` in its honest senses, not money: advice counted ("gave three simple tips",
 * held-out-14) or the dump a load is taken to ("to take rubble to the tip", held-out-9). A tip
 * of money is one, given or taken ("gave the normal tip", "a small tip").
 */
export const tipNotMoney = (c: ClauseView, i: number) => {
  const word = c.lower[i];
  if (word === 'tips')
    return c.tokens.slice(Math.max(0, i - 3), i).some((t) => t.pos === 'NUM' || ADVICE_TIPS.has(t.lemma));
  return word === 'tip' && c.lower[i - 1] === 'the' && TO_A_PLACE.has(c.lower[i - 2] ?? '');
};
/** A favour named and not denied ("I did not need any gift" names one and denies it). */
export const favourNamed = (c: ClauseView) =>
  c.tokens.some(
    (t, i) =>
      (FAVOURS.has(t.lemma) || FAVOURS.has(c.lower[i] ?? '')) &&
      !t.negated &&
      !tipNotMoney(c, i) &&
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
  /** Told in a clause that leads into the candidate's act after it ("Instead of calling the police, | I…"). */
  leadsIn?: boolean;
  found(c: ClauseView): boolean;
}
