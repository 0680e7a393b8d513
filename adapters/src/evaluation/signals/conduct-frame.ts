import type { Token } from '../rubric/text-analysis.js';
import { isSelf } from './deed-subject.js';

/**
 * Whose conduct a clause tells, and in which frame (docs/scoring-rubric.md): misconduct is read
 * only in the candidate's own conduct, never where it is negated, refused, reported of others,
 * asked of the candidate by someone else, or told as what did not happen.
 */

export const set = (words: string) => new Set(words.split(' '));

/** Turning down or exposing what is wrong: a clause with one of these is honest. */
const REFUSAL = set('refuse reject decline return report warn stop expose resist');

/** One clause as the frames read it. */
export interface ClauseView {
  tokens: readonly Token[];
  lemmas: readonly string[];
  /** Lower-case words, and the next clause's first words (a phrase may run across: "as | if"). */
  lower: readonly string[];
  /** The candidate acts in it: its first subject is "I" or "we". */
  own: boolean;
  /** The answer is punctuated (written, not unpunctuated recogniser output). */
  written: boolean;
  /** The last words of the clause before, lower case: a clause often starts after "to tell him |" or "even |". */
  before: readonly string[];
  /** The lemmas of the clause before: a consequence ("so the report was clean") follows its act ("I corrected the entries"). */
  previous: readonly string[];
  /** The lemmas of those of the two clauses before that the candidate tells as their own ("I told her that | if she… | …, which is not true"). */
  ownEarlier: readonly string[];
  /** Lower-case words of the clause after ("…signed them for the days | they were not there"). */
  following: readonly string[];
  /** Lower-case words of what the clause sets aside ("rather than | call the police"), which `tokens` leave out (set-aside.ts). */
  setAside?: readonly string[];
}

/**
 * Words of a time that open a clause before its subject ("Every Friday I give…", "Last month we…",
 * "That night I…"): a when, not who acts (docs/scoring-rubric.md, the `local-signals@16` round).
 */
const WHEN = set(
  'day days week weeks month months year years morning evening afternoon night weekend season term shift time ' +
    'monday tuesday wednesday thursday friday saturday sunday',
);

/** The first subject (before the first verb) of the clause or of a part of it after a comma is the candidate. */
export function toldAsOwn(tokens: readonly Token[]): boolean {
  const starts = [0, ...tokens.flatMap((t, i) => (t.text === ',' || t.text === ':' ? [i + 1] : []))];
  return starts.some((start) => {
    for (const t of tokens.slice(start)) {
      if (t.pos === 'VERB' || t.pos === 'AUX') return false;
      if ((t.pos === 'NOUN' || t.pos === 'PROPN') && WHEN.has(t.lemma)) continue;
      if (t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN') return isSelf(t);
    }
    return false;
  });
}

export const NEGATORS = set('not no never nobody nothing without');

/** The words `a` then `b` within `gap` words of each other. */
export function near(
  c: ClauseView,
  a: (w: string, i: number) => boolean,
  b: (w: string) => boolean,
  gap = 4,
) {
  return c.lower.some((w, i) => a(w, i) && c.lower.slice(i + 1, i + 1 + gap).some(b));
}

/** Words by which the candidate turns a wrong down ("I refused the envelope", "we reported it"). */
export function refuses(tokens: readonly Token[]): boolean {
  // "…unless he pays me, I will report him" threatens with the report; it exposes nothing.
  if (tokens.some((t) => t.lemma === 'unless')) return false;
  return tokens.some((t) => REFUSAL.has(t.lemma) && t.pos === 'VERB' && !t.negated && !/ing$/i.test(t.text));
}

/** Turning down what was just said: "I was asked to backdate it. I refused", "…but I said no". */
const TURN_DOWN = set('refuse reject decline');
export function turnsDown(tokens: readonly Token[]): boolean {
  return (
    toldAsOwn(tokens) &&
    tokens.some(
      (t, i) =>
        (TURN_DOWN.has(t.lemma) && t.pos === 'VERB' && !t.negated) ||
        (t.lemma === 'say' && tokens[i + 1]?.lemma === 'no'),
    )
  );
}

/** Asked of the candidate by someone else: "I was asked to backdate", "he told me to fake". */
const REQUEST = set('ask tell want expect force pressure order instruct beg urge push');
/** Modal verbs by which a rule tells what will happen to whoever breaks it. */
const RULE_MODAL = set('will must shall should');
/** Modal verbs that, with "have", tell what did not happen. */
const MODAL = set('would could might');

/**
 * A clause that is not the candidate's practice: what did not happen ("if I had lied, we would
 * have lost her"), a rule given to others ("nobody should take gifts", "anyone who takes money
 * from the till will be punished"), or a wrong someone else asked of the candidate ("I was asked to
 * backdate the invoice").
 */
export function hypothetical(c: ClauseView): boolean {
  const lemmas = c.lemmas;
  // "would have lost", "if I had lied": what did not happen. ("I would just change the figure"
  // is the candidate's answer to "what would you do", so a modal alone is practice.)
  if (c.lower.some((w, i) => MODAL.has(w) && c.lower.slice(i + 1, i + 3).includes('have'))) return true;
  if (lemmas[0] === 'if' && c.lower.includes('had')) return true;
  if (lemmas.includes('should') && lemmas.some((l) => NEGATORS.has(l))) return true;
  // "…that anyone who takes money from the till will be punished": a rule for whoever breaks it.
  // ("Anyone who complained, I deducted…" tells what the candidate did: no "will" or "must" follows.)
  const rule = c.lower.findIndex(
    (w, i) => w === 'whoever' || (/^any(one|body)$/.test(w) && c.lower[i + 1] === 'who'),
  );
  if (rule >= 0 && c.lower.slice(rule).some((w) => RULE_MODAL.has(w))) return true;
  return c.tokens.some(
    (t, i) =>
      REQUEST.has(t.lemma) &&
      (/^(me|us)$/.test(c.lower[i + 1] ?? '') || /^(was|were)$/.test(c.lower[i - 1] ?? '')) &&
      c.lower.slice(i + 1, i + 4).includes('to'),
  );
}
