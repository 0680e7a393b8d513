import type { Token } from '../rubric/text-analysis.js';
import { isSelf } from './deed-subject.js';

/**
 * What an answer sets aside is what the candidate did not do (docs/scoring-rubric.md, the
 * `local-signals@16` round): "correct the behaviour rather than embarrass the person", "instead of
 * shouting at him in front of others I took him aside", "rather than blame the operators". The
 * act after "rather than" or "instead of" is the road not taken, so it is not read for misconduct;
 * the act told beside it still is ("instead of reporting it, I hid the shortage").
 */

/** Where a set-aside act ends: a punctuation mark, a conjunction, or the candidate as a new subject (run-on speech). */
const endsSetAside = (t: Token) => t.pos === 'PUNCT' || t.pos === 'CCONJ' || isSelf(t);

/** The words that open a set-aside act at `i`: "rather than", "instead of" (two words each). */
const opensSetAside = (lower: readonly string[], i: number) =>
  (lower[i] === 'rather' && lower[i + 1] === 'than') || (lower[i] === 'instead' && lower[i + 1] === 'of');

/** The clause's tokens without the acts it sets aside. */
export function withoutSetAside(tokens: readonly Token[]): readonly Token[] {
  const lower = tokens.map((t) => t.text.toLowerCase());
  if (!lower.some((_, i) => opensSetAside(lower, i))) return tokens;
  const kept: Token[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (!opensSetAside(lower, i)) {
      kept.push(tokens[i]!);
      continue;
    }
    i += 2;
    while (i < tokens.length && !endsSetAside(tokens[i]!)) i += 1;
    i -= 1;
  }
  return kept;
}

/**
 * The words of what the clause sets aside, lower case, each run up to a punctuation mark or the
 * candidate as a new subject ("rather than escalate and cause an audit | , I…"): which road was
 * not taken, for the frames that read a step of oversight left out (misconduct-frames-oversight.ts).
 */
export function setAsideWords(tokens: readonly Token[]): string[] {
  const lower = tokens.map((t) => t.text.toLowerCase());
  const words: string[] = [];
  lower.forEach((_, i) => {
    if (!opensSetAside(lower, i)) return;
    for (let k = i + 2; k < tokens.length && tokens[k]!.pos !== 'PUNCT' && !isSelf(tokens[k]!); k += 1)
      words.push(lower[k]!);
  });
  return words;
}
