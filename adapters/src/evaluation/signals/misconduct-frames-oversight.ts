import { set, type ClauseView } from './conduct-frame.js';
import { type Frame } from './misconduct-clues.js';

/**
 * An oversight step set aside by the candidate (docs/scoring-rubric.md, the `local-signals@19`
 * round, harmful conduct told as good work): whatever the job, a harmful answer often names the
 * body or step that would have checked the act (the police, HR, a court, an audit, an inspection,
 * the person's consent) and tells that the candidate went ahead without it ("we did not involve
 * the police", "I did not waste time with HR", "there was no need for the court process", "rather
 * than cause an audit", "added them to our list without asking them"). The honest answer names the same
 * steps as what it cannot do without ("I cannot release it without consent") or as what it did
 * first; those are negated or modal and not read. Set aside for time ("it takes too long", "a long
 * investigation") it is a wrong alone; set aside with no reason given, a hint of one point that
 * holds an answer only beside another wrong or a coda of pride (misconduct.ts, `FLAG_AT`).
 */

/**
 * Bodies and steps that check another's act in any job: the ones a person answers to outside the
 * candidate's own line (not a manager or supervisor, whom an honest story in an emergency may go
 * ahead without).
 */
const OVERSIGHT = set(
  'hr police court courts hearing hearings investigation investigations audit audits auditor auditors ' +
    'inspection inspections inspector inspectors disciplinary committee tribunal regulator consent ' +
    'permit permits weighbridge lab laboratory',
);

/**
 * A person's own say in what is done to them, left out: "added them to the list without asking
 * them", "made them sign it without reading", "added the fees without explaining them".
 */
const THEIR_SAY = set('asking explaining reading consulting');

/** How far after a marker of setting aside the step may be named ("without waiting for the lab results"). */
const WITHIN = 5;

/**
 * Marks before the step of going ahead without it: "without" here; "instead of" and "rather than"
 * come as the view's `setAside` words (their act is cut from the clause's tokens, set-aside.ts).
 */
const ASIDE_BEFORE: readonly (readonly string[])[] = [['without']];
/**
 * "there was no need for the court process": read only with time given as the reason, since
 * "no fights and no need for police" counts an outcome, not a step left out.
 */
const NO_NEED = ['no', 'need', 'for'];
/** Verbs that, negated in the candidate's clause, leave the step out: "did not involve the police", "did not waste time with HR". */
const LEFT_OUT = set('involve bother wait waste');

/** Modal verbs: "could not wait for the audit" is what could not be done. */
const MODALS = set('can could cannot would should must might may shall will');

/** Words of a clause that, around "without" or in the clause after, say it cannot be done without the step: "I cannot release it without consent", "without consent | we cannot release it". */
const CANNOT = set(
  "not n’t n't cannot can’t never no none nobody nothing only unless must should prevent prevents forbid forbids prohibit prohibits allow allowed",
);

/** Time or speed given as the reason: "it takes too long", "a long investigation", "slow". */
const FOR_TIME = set('long slow slowly delay delays waste wasting');

/** The index of a word of `OVERSIGHT` within `WITHIN` words after word `i`, or -1. */
const stepAfter = (c: ClauseView, i: number) => {
  const k = c.lower
    .slice(i + 1, i + 1 + WITHIN)
    .findIndex((w, j) => OVERSIGHT.has(w) || (j === 0 && c.lower[i] === 'without' && THEIR_SAY.has(w)));
  return k < 0 ? -1 : i + 1 + k;
};

/** Whether the clause names an oversight step the candidate went ahead without. */
function setAside(c: ClauseView, timeGiven: boolean): boolean {
  const words = c.lower;
  const marks = timeGiven ? [...ASIDE_BEFORE, NO_NEED] : ASIDE_BEFORE;
  const byMark = marks.some((mark) =>
    words.some((_, i) => {
      if (!mark.every((w, k) => words[i + k] === w)) return false;
      // "with or without it", "we cannot release anything without consent": no act done without it.
      if (
        mark[0] === 'without' &&
        (words[i - 2] === 'with' || [...words, ...c.following].some((w) => CANNOT.has(w)))
      )
        return false;
      return stepAfter(c, i + mark.length - 1) >= 0;
    }),
  );
  // "we could not simply wait for the audit" tells what could not be done, not a step left out.
  const byVerb =
    c.own &&
    !c.lower.some((w) => MODALS.has(w)) &&
    c.tokens.some((t, i) => t.negated && LEFT_OUT.has(t.lemma) && stepAfter(c, i) >= 0);
  // "Rather than escalate and cause an audit, I…", "Instead of calling the police, we…".
  const aside = c.setAside ?? [];
  // "Rather than wait for the audit, I reconciled every week" acts ahead of the check, not around it.
  const byRoadNotTaken = !/^wait/.test(aside[0] ?? '') && aside.some((w) => OVERSIGHT.has(w));
  return byMark || byVerb || byRoadNotTaken;
}

/** The reason given is time, in the clause or the one after ("…, the court process takes too long"). */
const forTime = (c: ClauseView) =>
  [...c.lower, ...c.following, ...(c.setAside ?? [])].some((w) => FOR_TIME.has(w)) ||
  c.lower.some((w, i) => w === 'too' && c.lower[i + 1] === 'long');

export const OVERSIGHT_SET_ASIDE_FOR_TIME: Frame = {
  name: 'an oversight step set aside for time',
  points: 2,
  leadsIn: true,
  consequence: true,
  found: (c) => forTime(c) && setAside(c, true),
};

export const OVERSIGHT_SET_ASIDE: Frame = {
  name: 'an oversight step set aside',
  points: 1,
  leadsIn: true,
  consequence: true,
  found: (c) => !forTime(c) && setAside(c, false),
};

export const OVERSIGHT_FRAMES: readonly Frame[] = [OVERSIGHT_SET_ASIDE_FOR_TIME, OVERSIGHT_SET_ASIDE];
