import type { Token } from '../rubric/text-analysis.js';
import type { ClauseView } from './conduct-frame.js';

/**
 * Whose deed a verb of wrongdoing or violence tells, read from the words around it
 * (docs/scoring-rubric.md, the `local-signals@14` round): misconduct is read only where the
 * candidate does the deed, so a verb that another subject does, or that only describes a thing,
 * tells no deed of theirs.
 */

/** Object pronouns: they stand after a verb, never as its subject. */
const OBJECT_PRONOUNS = new Set([
  'me',
  'him',
  'her',
  'them',
  'us',
  'it',
  'myself',
  'himself',
  'herself',
  'themselves',
]);

/** Fillers of a subject and a verb. */
const FILLER_VERBS = new Set(['i mean', 'you know', 'you see', 'i think']);

/** Verbs that take what was said right after them: "saying we stole her child". */
export const SAYING = new Set(['say', 'claim', 'allege']);
/** Verbs of speech that take it after "that" ("shouting that we had stolen…"); alone they tell a time ("when he shouted, I…"). */
export const SPEECH = new Set([...SAYING, 'insist', 'shout', 'scream', 'complain', 'cry', 'yell', 'tell']);

/** "I" or "we": the candidate. */
export const isSelf = (t: Token | undefined) => t !== undefined && (t.lemma === 'i' || t.lemma === 'we');

/**
 * The nearest subject before the verb at `i`: a pronoun or noun that has a verb of its own right
 * after it (or is right before this one), or undefined when none stands before it.
 */
export function subjectBefore(tokens: readonly Token[], i: number): Token | undefined {
  for (let j = i - 1; j >= 0; j -= 1) {
    const t = tokens[j]!;
    if (t.pos !== 'PRON' && t.pos !== 'NOUN' && t.pos !== 'PROPN') continue;
    if (OBJECT_PRONOUNS.has(t.text.toLowerCase())) continue;
    const next = tokens[j + 1];
    // "I mean", "you know": a filler, not the subject of what follows.
    if (FILLER_VERBS.has(`${t.text} ${next?.text ?? ''}`.toLowerCase())) continue;
    if (j + 1 === i || next?.pos === 'VERB' || next?.pos === 'AUX') return t;
  }
  return undefined;
}

/**
 * The subject at `j` opens what someone else said: right after "say", "claim" or "allege", or after
 * a verb of speech and "that" ("shouting that we had stolen her child"), whose own subject is not
 * the candidate.
 */
export function retoldAt(tokens: readonly Token[], j: number): boolean {
  const that = tokens[j - 1]?.lemma === 'that';
  const verb = j - (that ? 2 : 1);
  if (!(that ? SPEECH : SAYING).has(tokens[verb]?.lemma ?? '')) return false;
  return !isSelf(subjectBefore(tokens, verb));
}

/**
 * The verb at `i` is done by another subject than "I" or "we": "he shouted, threatened Tiwonge",
 * "a driver began shouting and threatening", "he said the father beats him". With no subject
 * before it, the clause's own reading stands.
 */
export function doneBySomeoneElse(c: ClauseView, i: number): boolean {
  const subject = subjectBefore(c.tokens, i);
  return subject !== undefined && (!isSelf(subject) || retoldAt(c.tokens, c.tokens.indexOf(subject)));
}

/** Adverbs that stand before a deed ("I just pocketed", "we then overcharged"). */
const BEFORE_VERBS = new Set([
  'just',
  'also',
  'then',
  'even',
  'only',
  'usually',
  'always',
  'often',
  'sometimes',
  'never',
  'still',
  'already',
  'simply',
  'really',
]);

/**
 * The verb at `i` names a thing or its state, not a deed: a participle or compound right after an
 * adjective, noun or number ("R180,000 overcharged"), after "than" ("misfiled rather than
 * stolen"), or after an adverb that does not stand before verbs ("the back pocket setting").
 * After a determiner too ("a claim for a stolen Toyota") was measured and left out: that answer's
 * recognised reading, once released, is held at a third by the other-question rule
 * (docs/scoring-rubric.md, the `local-signals@14` round).
 */
export function describesAThing(c: ClauseView, i: number): boolean {
  const before = c.tokens[i - 1];
  if (!before) return false;
  if (before.text.toLowerCase() === 'than') return true;
  if (['ADJ', 'NOUN', 'NUM', 'PROPN'].includes(before.pos)) return true;
  const adverb = before.text.toLowerCase();
  return before.pos === 'ADV' && !/ly$/.test(adverb) && !BEFORE_VERBS.has(adverb);
}

/** Words after which "on paper" is how a thing is made to look ("looks fine on paper", "covered on paper"). */
const SEEMING = new Set([
  'look',
  'looks',
  'looked',
  'seem',
  'seems',
  'seemed',
  'cover',
  'covered',
  'hide',
  'hid',
  'hidden',
]);
/** Words that open a statement: "so on paper the ward is fine", "but on paper…". */
const OPENERS = new Set(['so', 'but', 'and', 'that', 'while', 'because', 'then']);
/** The real set against the paper: "two drivers on paper but one on the road". */
const REALITY = new Set(['but', 'reality', 'really', 'actually', 'truth', 'real']);

/** Words that cannot open a statement's subject: "on paper and filed", "on paper with my number", "on paper then entered". */
const NOT_A_SUBJECT = new Set(['ADP', 'CCONJ', 'SCONJ', 'PUNCT', 'ADV', 'PART', 'AUX']);

/**
 * "on paper" as appearance, not as the medium written on: it opens a statement of how things
 * stand ("on paper the ward is fine", "…zones. On paper the NRW went down"), follows a word of
 * seeming or covering, or is set against the real ("two drivers on paper but one on the road").
 * "I wrote them on paper", "ran circulation on paper", "the swab results on paper" name the medium.
 */
export function onPaperAsAppearance(c: ClauseView): boolean {
  return c.lower.some((w, i) => {
    if (w !== 'on' || c.lower[i + 1] !== 'paper') return false;
    // "…zones. On paper the NRW went down": the next sentence opens on it.
    if (i === 0 || i >= c.tokens.length) return true;
    if (c.lower.slice(Math.max(0, i - 3), i).some((x) => SEEMING.has(x))) return true;
    if (c.lower.slice(i + 2, i + 8).some((x) => REALITY.has(x))) return true;
    // A subject and its verb right after it: "so on paper everything is fine", "adjustment on
    // paper the nrw went down" (a noun phrase opens a statement even where the full stop is lost).
    const subject = c.tokens[i + 2];
    if (!subject || NOT_A_SUBJECT.has(subject.pos)) return false;
    const verb = c.tokens.slice(i + 3, i + 6).findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (verb === -1 || c.tokens.slice(i + 3, i + 3 + verb).some((t) => t.pos === 'CCONJ')) return false;
    return OPENERS.has(c.lower[i - 1] ?? '') || ['DET', 'NOUN', 'PROPN', 'NUM'].includes(subject.pos);
  });
}
