import { set } from './conduct-frame.js';
import { has, notDenied, othersDid, type Frame } from './misconduct-clues.js';
import {
  CHANNELS,
  DEFEAT,
  PICTURED_PEOPLE,
  PICTURES,
  PROTECTIONS,
  PUT_OUT,
  RECORD_VERBS,
  SAMPLES,
} from './misconduct-words.js';

/**
 * Misconduct frames read in the act and its object (docs/scoring-rubric.md, the `local-signals@12`
 * round, harmful conduct told fluently): a protection put out of action, a person's picture put
 * where many see it, a test run on a sample taken elsewhere and its result put under another name.
 * Each reads what the candidate did to what, never a sector's words: the harm is in the object
 * (an interlock, a person, the sample a result stands for), not in the verb alone.
 */

/** "to test the relay", "a test lead": a protection bridged to find a fault, then put back. */
const FAULT_FINDING = set('test testing tested check checking');

export const PROTECTION_DEFEATED: Frame = {
  // "I bridged the oil pressure and over-temperature protection", "taped down the safety
  // interlock", "forced the interlock in the PLC to healthy", "put a strap across the relay
  // contacts", "so I bridged it out" (the relay named in the clause before).
  name: 'a protection put out of action',
  // A protection bridged or forced leaves a machine running with nothing to stop it: a wrong
  // alone, like a record forged.
  points: 2,
  found: (c) =>
    c.own &&
    !has(c, FAULT_FINDING) &&
    c.lower.some((w, i) => {
      if (!DEFEAT.has(w) || !notDenied(c, i) || othersDid(c, i)) return false;
      // "taped off the scaffold" closes an area: a protection must follow.
      // (Eight words on: "bridged the oil pressure and over temperature protection", spoken.)
      if (c.lower.slice(i + 1, i + 9).some((x) => PROTECTIONS.has(x))) return true;
      return /^(it|them)$/.test(c.lower[i + 1] ?? '') && c.previous.some((l) => PROTECTIONS.has(l));
    }),
};

/** Words by which the person pictured agreed to it. */
const AGREED = set('permission consent consented agreed allowed');
/** Pages where what is put is seen by many, besides the channels of `CHANNELS`. */
const PAGES = set('page status instagram tiktok');

export const PICTURE_POSTED: Frame = {
  // "I took a photo of him and sent it to the site WhatsApp group", "a photo of the child crying…
  // posted it in the class parents' WhatsApp group", "posted her photo on my Facebook page".
  name: 'a person’s picture put out',
  // Exposure of a person to many, the same wrong as their private matters spread.
  points: 2,
  found: (c) =>
    c.own &&
    c.lemmas.some((l) => PUT_OUT.has(l)) &&
    (has(c, CHANNELS) || has(c, PAGES)) &&
    // "With her permission | I posted…": the consent may open the clause before.
    !has(c, AGREED) &&
    !c.previous.some((l) => AGREED.has(l)) &&
    c.lower.some(
      (w, i) =>
        PICTURES.has(w) &&
        notDenied(c, i) &&
        // "her photo", "a photo of him", "a photo of the child crying"
        (/^(his|her|their)$/.test(c.lower[i - 1] ?? '') ||
          (c.lower[i + 1] === 'of' && c.lower.slice(i + 2, i + 4).some((x) => PICTURED_PEOPLE.has(x)))),
    ),
};

/** A source other than the one tested: "from the other tank", "from another patient". */
const OTHER_SOURCE = set('another other different');

export const SAMPLE_SWAPPED: Frame = {
  // "took a new sample from the other cream tank", "using a sample from another patient", "For
  // the cube tests I prepared a separate richer batch": the test is run on what it does not stand for.
  name: 'a test run on another sample',
  // Taking a second sample is often honest ("took a sample from another tank to compare"): a
  // hint that holds an answer only with another wrong.
  points: 1.5,
  found: (c) =>
    c.own &&
    c.lower.some((w, i) => {
      if (!SAMPLES.has(w) || !notDenied(c, i)) return false;
      const after = c.lower.slice(i + 1, i + 4);
      return (
        (after[0] === 'from' && after.slice(1).some((x) => OTHER_SOURCE.has(x))) ||
        c.lower.slice(Math.max(0, i - 3), i).includes('separate')
      );
    }),
};

export const RESULT_UNDER_ANOTHER_NAME: Frame = {
  // "recorded that one under the batch number", "entered that result under the VIP's name": a
  // result pointed at ("that") put under a name or number that is not its own.
  name: 'a result put under another name',
  points: 1,
  found: (c) =>
    c.own &&
    c.tokens.some((t, i) => {
      if (!RECORD_VERBS.has(t.lemma) || t.negated || c.lower[i + 1] !== 'that') return false;
      const after = c.lower.slice(i + 2, i + 9);
      const under = after.indexOf('under');
      return under >= 0 && after.slice(under + 1, under + 6).some((x) => /^(name|names|number)$/.test(x));
    }),
};

/** The frames of this file, in the order they are reported. */
export const ACT_FRAMES: readonly Frame[] = [
  PROTECTION_DEFEATED,
  PICTURE_POSTED,
  SAMPLE_SWAPPED,
  RESULT_UNDER_ANOTHER_NAME,
];
