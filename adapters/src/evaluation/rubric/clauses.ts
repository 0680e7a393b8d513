import { analyseText, type Token } from './text-analysis.js';

/** A clause: a short span of an answer with its own subject and verb (or a fragment of a list). */
export interface Clause {
  tokens: Token[];
  /** The exact text of the clause in the answer (quotable as evidence). */
  text: string;
  /** Index of the clause in the answer, from 0. */
  position: number;
}

/** Personal pronouns that open a new clause in run-on speech ("…the customer i hang up…"). */
const SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they', 'you', 'it']);
/** Words that join clauses: a boundary falls before them when a subject and verb follow. */
const JOINERS = new Set([
  'and',
  'but',
  'so',
  'then',
  'because',
  'when',
  'after',
  'before',
  'if',
  'while',
  'until',
  'since',
  'or',
  'also',
]);
/** Words that negate what follows them in the clause. */
const NEGATORS = new Set(['not', "n't", 'never', 'no', 'nobody', 'nothing', 'without', 'neither', 'nor']);

const isVerb = (t: Token | undefined) => t !== undefined && (t.pos === 'VERB' || t.pos === 'AUX');
const isWord = (t: Token) => /[\p{L}\p{N}]/u.test(t.text);

/** True when a subject and a verb start at `i` (within three words), i.e. a new clause begins. */
function subjectVerbAt(tokens: readonly Token[], i: number): boolean {
  const first = tokens[i];
  if (!first) return false;
  const subject =
    SUBJECTS.has(first.lemma) || first.pos === 'PRON' || first.pos === 'DET' || first.pos === 'NOUN';
  if (!subject) return false;
  return tokens.slice(i + 1, i + 4).some(isVerb);
}

/** Where clauses start inside one sentence (always 0). */
function boundaries(tokens: readonly Token[]): number[] {
  const starts = [0];
  for (let i = 1; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const previous = tokens[i - 1]!;
    const joiner =
      JOINERS.has(token.lemma) && (token.pos === 'CCONJ' || token.pos === 'SCONJ' || token.pos === 'ADV');
    if (joiner && subjectVerbAt(tokens, i + 1)) starts.push(i);
    else if (
      SUBJECTS.has(token.lemma) &&
      token.lemma !== 'it' &&
      token.pos === 'PRON' &&
      !JOINERS.has(previous.lemma) &&
      ['NOUN', 'PROPN', 'VERB', 'ADV', 'ADJ', 'NUM', 'ADP', 'PRON'].includes(previous.pos) &&
      isVerb(tokens[i + 1] ?? tokens[i + 2])
    ) {
      starts.push(i); // run-on: "…to the customer i explained…"
    } else if ((token.text === ';' || token.text === ':') && i + 1 < tokens.length) starts.push(i + 1);
  }
  return starts;
}

/**
 * Negation limited to its clause and to what follows the negator: wink-nlp's flag runs to the end
 * of a sentence, and a recogniser's sentence can be a whole answer.
 */
function scopeNegation(tokens: Token[]): Token[] {
  let negating = false;
  return tokens.map((token) => {
    if (NEGATORS.has(token.lemma) || NEGATORS.has(token.text.toLowerCase())) {
      negating = true;
      return { ...token, negated: false };
    }
    // A new subject starts a new statement: "if I cannot explain it I report it" reports.
    if (token.pos === 'PRON' && SUBJECTS.has(token.lemma) && token.lemma !== 'it') negating = false;
    return { ...token, negated: negating && token.negated };
  });
}

/**
 * The clauses of an answer: wink-nlp's sentences, split further at joining words and run-on
 * subjects so that unpunctuated recogniser output yields short, quotable spans too. A clause of
 * fewer than three words joins the one before it.
 */
export function clausesOf(answer: string): Clause[] {
  const clauses: Clause[] = [];
  for (const sentence of analyseText(answer)) {
    const starts = boundaries(sentence);
    const pieces = starts.map((start, k) => sentence.slice(start, starts[k + 1] ?? sentence.length));
    const merged: Token[][] = [];
    let carried: Token[] = []; // a short opening piece ("Since") joins the clause after it
    for (const piece of pieces) {
      const short = piece.filter(isWord).length < 3;
      if (short && merged.length > 0) merged[merged.length - 1]!.push(...piece);
      else if (short) carried.push(...piece);
      else {
        merged.push([...carried, ...piece]);
        carried = [];
      }
    }
    if (carried.length) merged.push(carried);
    for (const tokens of merged) {
      const words = tokens.filter(isWord);
      if (words.length === 0) continue;
      const first = words[0]!;
      const last = words[words.length - 1]!;
      clauses.push({
        tokens: scopeNegation(tokens),
        text: answer.slice(first.start, last.end),
        position: clauses.length,
      });
    }
  }
  return clauses;
}
