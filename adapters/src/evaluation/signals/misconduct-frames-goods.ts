import type { ClauseView } from './conduct-frame.js';
import type { Frame } from './misconduct-clues.js';

/**
 * Goods given a new date (docs/scoring-rubric.md, the `local-signals@18` round, harmful conduct
 * told as good work): old or spoiled stock packed, labelled or stamped again under a new expiry or
 * production date ("repacked them with new date labels", "re-cartoned them with the new production
 * date", "printed new expiry stickers and applied them over the original ones"). Whatever the
 * goods (medicines, food, parts), a buyer is sold stock as newer than it is. Honest answers give a
 * client "a new date" for a delivery, or reprint labels with the correct date: a new date alone, or
 * a label redone alone, is not enough; both must be told, with nothing said to be corrected.
 */

/** Words that deny the act before them. */
const DENIED = new Set(['not', "n't", 'never', 'no', 'refused', 'refuse']);
/** Words of the date goods carry. */
const DATE_WORDS = new Set(['date', 'dates', 'expiry', 'best-before', 'sell-by', 'use-by']);
/** A date word at `j`, "best-before" read as three words ("best", "-", "before") or two spoken. */
const dateAt = (words: readonly string[], j: number) =>
  DATE_WORDS.has(words[j] ?? '') ||
  (words[j] === 'best' && (words[j + 1] === 'before' || words[j + 2] === 'before'));
/** Packing or labelling done again: "repack", "re-cartoned", "relabelling", "re-stamped", "reprinted". */
const REDONE = /^re-?(pack|label|stamp|carton|bag|box|print|sticker|wrap|date)/;
/** Kinds of packing redone, after a "re" the recogniser wrote apart ("re cartoned"). */
const PACKING = /^(pack|label|stamp|carton|bag|box|print|sticker|wrap|date)/;
/** A date said to be set right, not moved on: "with the correct expiry date". */
const SET_RIGHT = new Set(['correct', 'right', 'actual', 'true', 'original', 'real']);

const redone = (words: readonly string[]) =>
  words.some(
    (w, i) =>
      REDONE.test(w) ||
      // "re-boxed" read as "re", "-", "boxed"; "re cartoned" as the recogniser writes it.
      (w === 're' && PACKING.test(words[i + 1] === '-' ? (words[i + 2] ?? '') : (words[i + 1] ?? ''))),
  );

/**
 * "new" with a date word within three words after it ("new expiry stickers", "the new production
 * date"), the date not said to be set right ("new labels with the correct expiry date").
 */
const newDate = (c: ClauseView) =>
  c.lower.some(
    (w, i) =>
      w === 'new' &&
      // "we never put a new date on old stock"; a denial further back belongs to another act
      // (run-on speech: "so we did not lose anything we re cartoned them with the new date").
      !c.lower.slice(Math.max(0, i - 6), i).some((x) => DENIED.has(x)) &&
      [1, 2, 3].some(
        (k) => dateAt(c.lower, i + k) && !c.lower.slice(i + 1, i + k).some((y) => SET_RIGHT.has(y)),
      ),
  );

/** The new label stuck over the old one: "applied them over the original ones". */
const overTheOld = (words: readonly string[]) =>
  words.some(
    (w, i) => w === 'over' && words.slice(i + 1, i + 3).some((x) => x === 'original' || x === 'old'),
  );

export const GOODS_REDATED: Frame = {
  name: 'goods given a new date',
  // Stock sold as newer than it is deceives every buyer of it: a wrong alone, like a record forged.
  points: 2,
  found: (c) =>
    c.own &&
    newDate(c) &&
    (redone(c.lower) ||
      redone(c.previous) ||
      redone(c.following) ||
      overTheOld(c.lower) ||
      overTheOld(c.following)),
};
