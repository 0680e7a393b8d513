import { set } from './conduct-frame.js';
import { DISCLOSE } from './misconduct-words.js';
import { type Frame } from './misconduct-clues.js';

/**
 * Misconduct frames of a cover-up told as a result (docs/scoring-rubric.md, the `local-signals@12`
 * round, harmful conduct told fluently): others given one story to tell, and an outcome boasted of
 * as leaving no paperwork or report behind, a fault put where the checkers do not look
 * (`local-signals@14`). Each reads how the teller frames what they did, never
 * a job's words.
 */

/** Telling or talking to others: the candidate gives them what to say. */
const TOLD_TO = set('tell talk ask brief instruct');

export const ONE_STORY: Frame = {
  // "I also talked to the witnesses so that the story was the same", "I told my crew to give the
  // same story": witnesses or a crew given the candidate's version to tell.
  name: 'others given one story to tell',
  // Coaching what others will say is a wrong alone, like telling them to keep quiet.
  points: 2,
  found: (c) =>
    c.own &&
    c.lemmas.some((l) => TOLD_TO.has(l)) &&
    !c.tokens.some((t) => t.negated) &&
    c.lower.some(
      (w, i) =>
        w === 'story' &&
        // "…to give the same story", "to tell the same story": the others are to tell it.
        ((c.lower[i - 1] === 'same' &&
          /^(give|tell)$/.test(c.lower[i - 3] ?? '') &&
          c.lower[i - 4] === 'to') ||
          // "…so that the story was the same" ("their stories were the same" compares witnesses)
          (c.lower.slice(Math.max(0, i - 3), i).includes('so') &&
            c.lower.slice(i + 1, i + 4).includes('same'))),
    ),
};

/** What a cover-up leaves none of: "no paperwork", "no report", "no incident report". */
const PAPERWORK = set('paperwork report');

export const NO_PAPERWORK: Frame = {
  // "…the matter ended there, no report", "no paperwork, no delay", "So no COIDA claim, no
  // incident report", "there was no paperwork": the absence of a record told as a gain.
  name: 'no paperwork left behind',
  consequence: true,
  // One point: "no report" alone may be an honest outcome; it holds an answer only with another
  // wrong (misconduct.ts, `FLAG_AT`).
  points: 1,
  found: (c) =>
    c.lower.some(
      (w, i) =>
        w === 'no' &&
        [c.lower[i + 1], c.lower[i + 1] === 'incident' ? c.lower[i + 2] : undefined].some(
          (x) => x !== undefined && PAPERWORK.has(x),
        ) &&
        // "no report of theft since": an outcome counted, not a record not made.
        !/^(of|from|to)$/.test(c.lower[i + (c.lower[i + 1] === 'incident' ? 3 : 2)] ?? ''),
    ),
};

/** What others would do with the record: "delay us", "ask questions", "make a big story". */
const HOLD_UP = set('delay questions story investigation audit wahala');
/** Words by which the hold-up is what others would do, not a fact told ("the delay was ten minutes"). */
const WOULD = set('would will could make ask start');

export const KEPT_OFF_FOR_SPEED: Frame = {
  // "I did not flag it to the line's DG desk because they would only delay us", "I did not write
  // it in SAP because the planners make a big story", "I didn't write it in the log because then
  // they would ask questions": a record or a warning withheld so the work is not held up.
  name: 'kept off the record so as not to be held up',
  points: 2,
  found: (c) => {
    if (!c.own) return false;
    const held = c.tokens.findIndex(
      (t) => (DISCLOSE.has(t.lemma) || t.lemma === 'flag') && t.pos === 'VERB' && t.negated,
    );
    if (held < 0) return false;
    const words = [...c.lower, ...c.following];
    const because = words.indexOf('because', held);
    const reason = because >= 0 ? words.slice(because + 1, because + 10) : [];
    return reason.some(
      (w, k) => HOLD_UP.has(w) && reason.slice(Math.max(0, k - 3), k).some((x) => WOULD.has(x)),
    );
  },
};

/** Whoever checks the work for someone else: an inspector, a checker, an auditor, a tester. */
const CHECKERS = set('inspector inspectors checker checkers auditor auditors tester testers');
/** The checker looks only at part, or not there: "only check the top layer", "would not usually look". */
const NOT_THERE = set('only never not');

export const WHERE_CHECKERS_DO_NOT_LOOK: Frame = {
  // "…pack them at the bottom layer of the boxes, | where the inspectors only check the top
  // layer", "interleave the affected sheets into the middle of the good bundles where the
  // client's checkers would not usually look", "in the back store where the auditor never goes":
  // a thing put where, or a time chosen when, the one who checks will not see it.
  name: 'put where the checkers do not look',
  // Hiding a fault from the check meant to find it is a wrong alone; it follows the candidate's
  // act told just before it (a clause of its own after a comma).
  consequence: true,
  points: 2,
  found: (c) =>
    c.lower.some(
      (w, i) =>
        (w === 'where' || w === 'when') &&
        c.lower.slice(i + 1, i + 5).some(
          (x, k) =>
            CHECKERS.has(x) &&
            // Right after the checker: "the inspectors only check", "checkers would not look"
            // ("when the checker called me, | I did not blame the gang" has its "not" further on).
            c.lower.slice(i + 2 + k, i + 5 + k).some((y) => NOT_THERE.has(y)),
        ),
    ),
};

/** The frames of this file, in the order they are reported. */
export const COVER_FRAMES: readonly Frame[] = [
  ONE_STORY,
  NO_PAPERWORK,
  KEPT_OFF_FOR_SPEED,
  WHERE_CHECKERS_DO_NOT_LOOK,
];
