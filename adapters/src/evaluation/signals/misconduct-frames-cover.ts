import { set } from './conduct-frame.js';
import { type Frame } from './misconduct-clues.js';

/**
 * Misconduct frames of a cover-up told as a result (docs/scoring-rubric.md, the `local-signals@12`
 * round, harmful conduct told fluently): others given one story to tell, and an outcome boasted of
 * as leaving no paperwork or report behind. Each reads how the teller frames what they did, never
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

/** The frames of this file, in the order they are reported. */
export const COVER_FRAMES: readonly Frame[] = [ONE_STORY, NO_PAPERWORK];
