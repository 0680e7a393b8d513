import { set, type ClauseView } from './conduct-frame.js';
import { type Frame } from './misconduct-clues.js';

/**
 * Misconduct frames of pretence owned by the teller (docs/scoring-rubric.md, the
 * `local-signals@11` round, harmful conduct told fluently): a thing passed off under a name the
 * candidate puts in quotation marks ("recorded the hotspot as 'cleared'"), and what the candidate
 * told or added owned as untrue in the same breath ("…, which was not true", "farmers who do not
 * exist"). Both read how the teller frames their own words, never what the job is.
 */

/** Quotation marks that open a quoted name. */
const OPENING_QUOTE = /^['"‘“]$/;
/** "such as 'why…'", "known as 'Mama'": an example or another's name, not the candidate's label. */
const NAMED_BY_OTHERS = set('such known described referred');

export const QUOTED_NAME: Frame = {
  // "I recorded those turns in the logbook as 'special allocation'", "filled the results in as
  // "pass"", "budget it as "road expenses"": the quotation marks say the name is not the thing.
  name: 'passed off under a quoted name',
  // A hint, not a proof ("I logged the fault as 'urgent'"): it holds an answer only with another
  // wrong (misconduct.ts, `FLAG_AT`).
  points: 1.5,
  // Quotation marks are written punctuation: a recogniser never writes them, and the apostrophes
  // a lower-cased reading keeps ("as 'cleared'") are not the speaker's.
  found: (c) =>
    c.own &&
    c.written &&
    c.lower.some(
      (w, i) =>
        w === 'as' &&
        !NAMED_BY_OTHERS.has(c.lower[i - 1] ?? '') &&
        // "as 'cleared'", "as used for 'library operations'": the quote opens within three words.
        c.lower.slice(i + 1, i + 4).some((x) => OPENING_QUOTE.test(x)) &&
        !c.tokens.slice(0, i).some((t) => t.negated),
    ),
};

/**
 * Telling or putting down what another is to believe. Not "charge" or "claim": "The customer
 * claimed | we charged him twice, which was not true" denies another's word.
 */
const TELLING = set('tell say explain inform write add');

/** The words right after a relative pronoun that own what it stands for as untrue. */
const owned = (after: readonly string[]) =>
  // "…, which was not true", "which is not true"
  (/^(is|was|were)$/.test(after[0] ?? '') && after[1] === 'not' && after[2] === 'true') ||
  // "…camera footage, which we did not have"
  (/^(i|we)$/.test(after[0] ?? '') && after[1] === 'did' && after[2] === 'not' && after[3] === 'have') ||
  // "a fee that does not exist", "25 farmers who do not exist" (present: "a checklist that did not
  // exist before" is something the candidate made new)
  (/^(does|do)$/.test(after[0] ?? '') && after[1] === 'not' && after[2] === 'exist');

const toldByTheCandidate = (c: ClauseView) =>
  (c.own && c.lemmas.some((l) => TELLING.has(l))) || c.ownEarlier.some((l) => TELLING.has(l));

export const UNTRUE_OWNED: Frame = {
  // "I told management the defects were from the supplier, which was not true".
  name: 'told what they knew was untrue',
  consequence: true,
  points: 2,
  found: (c) => {
    const words = [...c.before, ...c.lower];
    const start = c.before.length;
    return (
      toldByTheCandidate(c) &&
      words.some(
        (w, i) =>
          /^(which|that|who)$/.test(w) &&
          // The pronoun is in this clause, or ends the one before it ("…showing him, which | we did not have").
          (i >= start || i === start - 1) &&
          owned(words.slice(i + 1)) &&
          // "I will not sign something that is not true" refuses it.
          !c.tokens.slice(0, Math.max(0, i - start)).some((t) => t.negated),
      )
    );
  },
};

/** People one signs for: "for them", "for my two colleagues", "under the names of the guys". */
const PEOPLE = set('colleague colleagues worker workers staff people guys operators names name');

/** Told absent: "who were absent", "stayed at home", "they were not there", "where workers had left". */
const absent = (words: readonly string[]) =>
  words.some(
    (w, i) =>
      w === 'absent' ||
      (w === 'home' && words[i - 1] === 'at') ||
      (w === 'there' && words[i - 1] === 'not') ||
      (w === 'left' && /^(had|have)$/.test(words[i - 1] ?? '')),
  );

export const SIGNED_FOR_THE_ABSENT: Frame = {
  // "we signed for them ourselves" (where workers had left), "signed them for the days they were
  // not there", "sign the attendance book for my two colleagues who stayed at home": a person's
  // signature or presence made up by the candidate.
  name: 'signed for people not there',
  points: 2,
  found: (c) =>
    c.own &&
    c.tokens.some((t, i) => {
      if (t.lemma !== 'sign' || t.pos !== 'VERB' || t.negated) return false;
      const after = c.lower.slice(i + 1, i + 8);
      const forSomeone =
        /^(them|him|her)$/.test(after[0] ?? '') ||
        after.some(
          (w, k) =>
            (w === 'for' || w === 'under') &&
            after.slice(k + 1, k + 5).some((x) => /^(them|him|her)$/.test(x) || PEOPLE.has(x)),
        );
      return forSomeone && absent([...c.before, ...c.lower, ...c.following]);
    }),
};

/** The frames of this file, in the order they are reported. */
export const PRETENCE_FRAMES: readonly Frame[] = [QUOTED_NAME, UNTRUE_OWNED, SIGNED_FOR_THE_ABSENT];
