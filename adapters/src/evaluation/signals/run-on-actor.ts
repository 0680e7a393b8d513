import type { Token } from '../rubric/text-analysis.js';
import { SAYING } from './deed-subject.js';

/**
 * The candidate as actor inside a run of unpunctuated speech (docs/scoring-rubric.md, the
 * `local-signals@8` round, spoken misconduct). The recogniser writes no comma or full stop, so
 * "…and the nurses were busy i usually mark the rounds…" comes as one clause whose first subject
 * is the nurses; the candidate's act starts where "i" or "we" opens a new run segment.
 */

/** Words allowed between the candidate and their verb: "i usually sign", "we then add". */
const BETWEEN = new Set(['usually', 'always', 'often', 'sometimes', 'just', 'also', 'then', 'even', 'only']);
/** Words after which "i"/"we" does not open a segment: a condition, reason or comparison ("if i", "like we", "than i"). */
const NOT_AFTER = new Set(['like', 'than', 'as', 'that', 'if', 'when', 'because', 'unless', 'whether']);
/**
 * Relative pronouns: "a token which i accepted" goes on about the token, as the comma of "a token
 * of P300, which I accepted" shows written; read as no segment by the joined reading of misconduct.ts.
 */
const RELATIVE = new Set(['which', 'who', 'whom']);

const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === 'VERB' || t.pos === 'AUX');

/**
 * Where a segment of the clause past its first word opens on "i" or "we" followed by a verb (one
 * adverb of BETWEEN may stand between), not inside a condition or comparison ("if i", "like we"):
 * its index, or -1. What comes before it is someone else's ("the supplier offered an envelope |
 * i just walked out"), so the frames read from there on. With `relatives`, not after a relative
 * pronoun either ("…a token which i accepted").
 */
export function runSegmentStart(tokens: readonly Token[], relatives = false): number {
  return tokens.findIndex((t, i) => {
    if (i === 0 || (t.lemma !== 'i' && t.lemma !== 'we') || t.pos !== 'PRON') return false;
    const before = tokens[i - 1]!.text.toLowerCase();
    if (NOT_AFTER.has(before) || (relatives && RELATIVE.has(before))) return false;
    // "she said we stole her salary": what was said of the candidate, not their deed.
    if (SAYING.has(tokens[i - 1]!.lemma)) return false;
    const next = tokens[i + 1];
    return isVerb(next) || (BETWEEN.has(next?.text.toLowerCase() ?? '') && isVerb(tokens[i + 2]));
  });
}
