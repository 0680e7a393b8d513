import { recogniserForm } from '@sauti/adapters/evaluation/testing/recogniser-form';
import type { ScoringSet } from './scoring-set.js';

/*
 * The default recogniser writes lower case with no punctuation, but the written sets' attacks are
 * punctuated: a list of keywords with commas reads as a list, the same words spoken may not. A
 * spoken reading of a written set measures what its answers get once spoken (docs/scoring-rubric.md).
 */

/** An answer as the default recogniser writes it (recogniser-form.ts, shared with the evaluator's tests). */
export const spokenText = recogniserForm;

/** The name of a set's spoken reading. */
export const spokenName = (name: string) => `${name}, spoken`;

/** Any set read as spoken: every answer through `spokenText`, named `<set>, spoken`, its role kept. */
export function spokenSet(set: ScoringSet): ScoringSet {
  return {
    ...set,
    name: spokenName(set.name),
    cases: set.cases.map((c) => ({ ...c, text: spokenText(c.text) })),
  };
}

/**
 * Whether the benchmark reports a spoken reading beside `set`: every set of written text (a
 * recognised set is already spoken). A held-out set's spoken reading is read in aggregate like it.
 */
export const readsSpoken = (set: ScoringSet) =>
  !set.name.endsWith(', recognised') && !set.name.endsWith(', spoken');
