/**
 * The reader of the answer addressed as such (docs/scoring-rubric.md, the `local-signals@16`
 * round): "whoever or whatever is reading this", "whoever is checking these answers", "the
 * machine that is listening and scoring", "the system grading this", "if this answer is being
 * scored by a system". A candidate telling their work speaks to the panel about what happened;
 * only a note to whoever processes the transcript names its reader by the act of reading or
 * scoring this very answer.
 */

/** Acts of reading or judging the answer itself. */
const READS = '(?:reading|checking|scoring|marking|grading|evaluating|listening|processing|assessing)';
/** Who reads it: anyone at all, or a machine. */
const MACHINE = '(?:system|computer|machine|model|ai|program|software)';
/** What is read: this answer, these answers, this transcript, me. */
const THIS = '(?:this|these|me|my)';

const READER = new RegExp(
  [
    // "whoever or whatever is reading this", "whoever is checking these answers"
    `\\bwho(?:ever|m ?ever)?(?: or whatever)? (?:is |are )?${READS}\\b`,
    // "the machine that is listening and scoring", "the machine reading this", "the system grading this"
    `\\b${MACHINE} (?:that |which |who )?(?:is |are )?(?:now )?${READS}(?: and ${READS})?(?: ${THIS}\\b| you\\b|$)`,
    `\\b${MACHINE} (?:that |which |who )(?:is |are )?${READS}\\b`,
    // "if this answer is being scored by a system" (now, not "the lot was graded by the machine")
    `\\b(?:is|are|being|be) (?:scored|marked|graded|checked|read|evaluated|assessed) by (?:a |an |the )?${MACHINE}\\b`,
  ].join('|'),
);

/** True when the words (lower case, one sentence or a run of speech) address the answer's reader. */
export function addressesReader(words: readonly string[]): boolean {
  return READER.test(words.join(' '));
}
