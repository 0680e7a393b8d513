import { near } from './conduct-frame.js';
import { favourNamed, has, passive, type Frame } from './misconduct-clues.js';
import { ALLOW, GIVE, INSULTS, KIN } from './misconduct-words.js';

/**
 * Misconduct frames of favours received, gain kept in the family, quid pro quo, rules broken
 * knowingly, insults and things hidden (docs/scoring-rubric.md, the `local-signals@7` round).
 * Each is worth one point or one and a half, so it takes two kinds of
 * wrong in one answer to hold it (misconduct.ts, `FLAG_AT`).
 */

export const FAVOUR_TO_THE_CANDIDATE: Frame = {
  // "…unless he gives me a small envelope", "he paid me a commission": a favour handed to the
  // candidate (a refusal in the clauses after it clears it, misconduct.ts).
  name: 'a favour handed to them',
  consequence: true,
  points: 1.5,
  found: (c) =>
    favourNamed(c) &&
    c.tokens.some(
      (t, i) => t.pos === 'VERB' && GIVE.has(t.lemma) && !t.negated && /^(me|us)$/.test(c.lower[i + 1] ?? ''),
    ),
};

export const FOR_KIN: Frame = {
  // "…redistribute the surplus to my sister's shop", "sent to my brother's number".
  name: 'gain passed to kin',
  points: 1,
  found: (c) =>
    c.own &&
    near(
      c,
      (w, i) => w === 'to' && c.lower[i + 1] === 'my',
      (w) => KIN.has(w),
      2,
    ),
};

export const QUID_PRO_QUO: Frame = {
  // "…and in return he contributed 3,000 shillings per trip to me".
  name: 'something in return',
  consequence: true,
  points: 1,
  found: (c) =>
    (near(
      c,
      (w) => w === 'in',
      (w) => w === 'return',
      1,
    ) ||
      c.before.slice(-2).join(' ') === 'in return') &&
    c.lower.some((w) => w === 'me' || w === 'my' || w === 'us'),
};

export const AGAINST_THE_RULES: Frame = {
  // "I add depreciation even when the policy doesn't allow it": a rule known and broken.
  name: 'a rule knowingly broken',
  consequence: true,
  points: 1.5,
  found: (c) =>
    (c.lower.some((w, i) => w === 'even' && /^(when|though|if)$/.test(c.lower[i + 1] ?? '')) ||
      (c.before.at(-1) === 'even' && /^(when|though|if)$/.test(c.lower[0] ?? ''))) &&
    c.tokens.some((t) => ALLOW.has(t.lemma) && t.negated),
};

const TELL_OR_CALL = new Set(['tell', 'told', 'call', 'called']);
export const INSULTED: Frame = {
  // "I called his director to tell him he is a thief", "told the supervisor he is a murderer".
  name: 'an insult',
  consequence: true,
  points: 1.5,
  found: (c) =>
    (has(c, TELL_OR_CALL) || c.before.some((w) => TELL_OR_CALL.has(w))) &&
    c.lower.some((w, i) => INSULTS.has(w) && !c.tokens.slice(0, i).some((t) => t.negated)),
};

export const HIDDEN: Frame = {
  // "We also hide the damaged crates in the back store": things hidden, not "hide nothing".
  name: 'things hidden',
  points: 1,
  found: (c) =>
    c.own &&
    c.tokens.some(
      (t, i) => t.lemma === 'hide' && !t.negated && !/^(nothing|anything)$/.test(c.lower[i + 1] ?? ''),
    ),
};

/** How many words after the giving verb the sum and its source may run ("give the MTTD officers at the checkpoint near Apremdo GH₵ 200 from the petty cash"). */
const SUM_WITHIN = 16;
/** Buying with it: petty cash spent on a thing, not handed to a person ("to buy a new battery with petty cash"). */
const SPEND = new Set(['buy', 'purchase']);

export const PETTY_CASH_HANDED: Frame = {
  // "…gave him K800 from the store petty cash" (held-out-13), "I give the officers GH₵ 200 from the
  // petty cash, so they don't stop our buses" (held-out-14): the office's cash handed to a person
  // as a sum, which buys nothing for the office. Petty cash spent on a thing ("sent Limbani to buy
  // a battery from petty cash", held-out-10) names no sum handed over.
  name: 'the petty cash handed out',
  points: 2,
  found: (c) =>
    c.own &&
    c.tokens.some((t, i) => {
      if (t.pos !== 'VERB' || !GIVE.has(t.lemma) || t.negated || passive(c, i)) return false;
      const petty = c.lower.findIndex(
        (w, k) => k > i && k - i <= SUM_WITHIN && w === 'petty' && c.lower[k + 1] === 'cash',
      );
      if (petty === -1) return false;
      const between = c.tokens.slice(i + 1, petty);
      return between.some((u) => /\d/.test(u.text)) && !between.some((u) => SPEND.has(u.lemma));
    }),
};

/** The frames of this file, in the order they are reported. */
export const GAIN_FRAMES: readonly Frame[] = [
  FAVOUR_TO_THE_CANDIDATE,
  FOR_KIN,
  QUID_PRO_QUO,
  AGAINST_THE_RULES,
  INSULTED,
  HIDDEN,
  PETTY_CASH_HANDED,
];
