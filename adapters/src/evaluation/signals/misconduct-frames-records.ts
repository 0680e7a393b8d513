import { onPaperAsAppearance } from './deed-subject.js';
import { near, set } from './conduct-frame.js';
import { acts, has, type Frame } from './misconduct-clues.js';
import {
  DISCLOSE,
  FALSE_STATES,
  FIND_OUT,
  KEPT_FROM,
  RECORD_VERBS,
  SAFEGUARDS,
  SAFEGUARDS_SPOKEN,
  VERIFIED_FIRST,
} from './misconduct-words.js';

/**
 * Misconduct frames of records and oversight (docs/scoring-rubric.md): a record made false or
 * tampered with, a thing kept off the record or unseen, a check skipped. Several are consequences
 * ("…and nobody noticed"), which count after the candidate's own act told just before; the
 * order in which misconduct.ts lists the frames is the order they are reported in.
 */

export const UNSEEN: Frame = {
  // "…and nobody noticed", "so no one finds out", "the client never knew".
  name: 'unseen',
  consequence: true,
  points: 1,
  found: (c) =>
    c.tokens.some(
      (t, i) =>
        FIND_OUT.has(t.lemma) &&
        [c.lower[i - 1], c.lower[i - 2]].some((w) => w === 'nobody' || w === 'never' || w === 'one') &&
        !(c.lower[i - 2] === 'one' && c.lower[i - 3] !== 'no') &&
        !['how', 'what', 'where', 'why', 'whether', 'if'].includes(c.lower[i + 1] ?? ''),
    ),
};

export const KEPT_OFF_THE_RECORD: Frame = {
  // "I did not tell anyone", "I don't enter it in the book", "without telling HR", "nothing went in the diary".
  name: 'kept off the record',
  consequence: true,
  points: 1.5,
  found: (c) =>
    (c.own &&
      c.tokens.some((t) => DISCLOSE.has(t.lemma) && t.pos === 'VERB' && t.negated) &&
      has(c, KEPT_FROM) &&
      !c.lower.includes('until')) ||
    near(
      c,
      (w) => w === 'without',
      (w) => /^(telling|informing|reporting|recording)$/.test(w),
      1,
    ) ||
    near(
      c,
      (w) => w === 'nothing',
      (w) => w === 'went',
      1,
    ) ||
    near(
      c,
      (w, i) => (w === 'told' || w === 'tell') && c.lower[i + 2] === 'to',
      (w) => w === 'say',
      3,
    ) ||
    near(
      c,
      (w) => w === 'not',
      (w) => w === 'say',
      2,
    ),
};

/** Figures brought to agree, told as a purpose ("so it matches", "so the stock balanced"). */
const MATCHED = /^(match|matches|matched|balance|balances|balanced)$/;

export const FALSE_RECORD: Frame = {
  // "I mark the visits as done", "filled in the logbook as if I had taught".
  name: 'a false record',
  points: 1.5,
  found: (c) =>
    c.own &&
    acts(c, RECORD_VERBS) &&
    // "marked as delivered only after the customer signed": the record follows the check.
    !has(c, VERIFIED_FIRST) &&
    // "as done", "as 'checked'": a quotation mark between does not change the record.
    (c.lower.some(
      (w, i) =>
        w === 'as' &&
        [c.lower[i + 1], /^['"‘’“”]$/.test(c.lower[i + 1] ?? '') ? c.lower[i + 2] : undefined].some(
          (x) => x !== undefined && (FALSE_STATES.has(x) || x === 'if'),
        ),
    ) ||
      onPaperAsAppearance(c) ||
      // "so it matches", and told as done: "so that the parts matched his invoice"; not the
      // candidate's own checking ("so I quietly matched the notes against the records").
      c.lower.some(
        (w, i) =>
          w === 'so' &&
          c.lower
            .slice(i + 1, i + 6)
            .some((x, k, after) => MATCHED.test(x) && !after.slice(0, k).some((y) => /^(i|we)$/.test(y))),
      )),
};

export const MADE_TO_LOOK_SO: Frame = {
  // "…as if I had taught", "…so on paper everything is fine": made to look so.
  name: 'made to look so',
  consequence: true,
  points: 1,
  found: (c) =>
    c.own &&
    (near(
      c,
      (w) => w === 'as',
      (w) => w === 'if',
      1,
    ) ||
      onPaperAsAppearance(c)),
};

export const RECORD_TAMPERED_WITH: Frame = {
  // "I scratched off the expiry date", "changed the figure".
  name: 'a record tampered with',
  points: 1,
  found: (c) =>
    c.own &&
    acts(c, set('scratch restamp re-stamp change alter erase remove edit')) &&
    has(
      c,
      set(
        'date expiry label serial figure figures number numbers reading readings mark marks tag seal sticker',
      ),
    ),
};

export const FOR_THEIR_OWN_FIGURES: Frame = {
  // "…so my numbers look good": a record made for the candidate's figures.
  name: 'for their own figures',
  consequence: true,
  points: 1,
  found: (c) =>
    near(
      c,
      (w) => w === 'so',
      (w) => /^(numbers|figures|scorecard|stats|rating|ratings|targets)$/.test(w),
      3,
    ),
};

export const CHECKS_SKIPPED: Frame = {
  name: 'checks skipped',
  consequence: true,
  points: 1,
  found: (c) =>
    (c.own && acts(c, set('bypass skip'))) ||
    (c.lower.includes('bypassed') && !c.tokens.some((t) => t.negated)) ||
    (c.own && c.lemmas.includes('sign') && has(c, set('afterwards later'))) ||
    // "I can not approve without the police report" keeps the safeguard: the verb before is negated.
    (c.own &&
      c.lower.some(
        (w, i) =>
          w === 'without' &&
          c.lower.slice(i + 1, i + 4).some((x) => (c.written ? SAFEGUARDS : SAFEGUARDS_SPOKEN).has(x)) &&
          !c.tokens.slice(Math.max(0, i - 4), i).some((t) => t.negated),
      )),
};

/** What shows how things stand: records, reports, logs, results. */
const SHOWS_HOW_THINGS_STAND = set(
  'record records report reports file log logs history result results reading readings books system dates',
);

/** Work that makes a record true before it looks clean: "I corrected the entries so the report was clean". */
const MADE_TRUE = set('correct fix reconcile recount verify check');

export const MADE_TO_LOOK_CLEAN: Frame = {
  // "…so the shutdown record stays clean", "in the system I left them showing as plugged"
  // (docs/scoring-rubric.md, the `local-signals@9` round). Not "…marked as paid only after".
  name: 'a record made to look clean',
  consequence: true,
  points: 1,
  found: (c) =>
    !has(c, VERIFIED_FIRST) &&
    !has(c, MADE_TRUE) &&
    !c.previous.some((l) => MADE_TRUE.has(l)) &&
    (near(
      c,
      (w, i) => w === 'so' && c.lower.slice(i + 1, i + 5).some((x) => SHOWS_HOW_THINGS_STAND.has(x)),
      (w) => w === 'clean',
      7,
    ) ||
      near(
        c,
        (w) => w === 'showing' || w === 'shows' || w === 'show',
        (w) => w === 'as',
        1,
      )),
};
