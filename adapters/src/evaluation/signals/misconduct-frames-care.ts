import { type Frame } from './misconduct-clues.js';
import { CARE } from './misconduct-words.js';

/**
 * Misconduct frames of care refused to the people the candidate serves (docs/scoring-rubric.md,
 * the `local-signals@7` round): a duty of care skipped as a waste of time, a person's trouble
 * told back as their own problem. One point each, so it takes another kind of
 * wrong in the answer to hold it (misconduct.ts, `FLAG_AT`).
 */

export const CARE_SKIPPED: Frame = {
  // "I don't waste time explaining", not "I don't waste time blaming" (no care owed there).
  name: 'care skipped as a waste of time',
  points: 1,
  found: (c) =>
    c.own &&
    c.lower.some((w, i) => w === 'waste' && c.lower[i + 1] === 'time' && CARE.has(c.lower[i + 2] ?? '')),
};

export const THEIR_PROBLEM: Frame = {
  // "…I tell them it is their problem", "that's their own problem".
  name: 'told it is their problem',
  consequence: true,
  points: 1,
  found: (c) =>
    c.lower.some(
      (w, i) =>
        w === 'their' &&
        /^(is|'s|’s)$/.test(c.lower[i - 1] ?? '') &&
        (c.lower[i + 1] === 'problem' || (c.lower[i + 1] === 'own' && c.lower[i + 2] === 'problem')),
    ),
};
