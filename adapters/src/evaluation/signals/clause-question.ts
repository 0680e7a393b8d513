import type { Clause } from '../rubric/clauses.js';
import { isContent, keyOf, similarity, textVector } from './meaning.js';
import { stemOf, type QuestionContext } from './question-context.js';
import { toldOf, type OwnWords, type QuestionTold } from './told-question.js';

/**
 * Which question of the job each part of an answer tells, read part by part (the `local-signals@18`
 * round, "another question's answer, clause by clause"). An answer copied from a sibling question
 * names that sibling's own words as a whole, but so do honest stories whose episode touches a
 * sibling's subject (a complaint handled also tells a mistake owned). What the copy lacks is any
 * part that is its question's own: read in pieces of a few clauses, every piece of a copy sits
 * nearer a sibling question, while an honest story keeps at least one piece nearer its own.
 */

/** Consecutive clauses are read together until they hold this many content words: one clause alone is too short to place. */
export const PIECE_WORDS = 10;

/** How near a piece comes to one question: its meaning, plus its own words by meaning and by name (told-question.ts). */
function nearness(piece: PieceRead, vector: Float32Array | null, subject: OwnWords): number {
  const told: QuestionTold = toldOf(subject, piece.words, piece.stems);
  return similarity(piece.vector, vector) + 0.5 * told.fit + 0.2 * told.named;
}

interface PieceRead {
  words: string[];
  stems: Set<string>;
  vector: Float32Array | null;
}

/** The answer's content words in pieces of at least `PIECE_WORDS` (a short tail joins the piece before it). */
function piecesOf(clauses: readonly Clause[]): string[][] {
  const pieces: string[][] = [];
  let current: string[] = [];
  for (const clause of clauses) {
    current.push(...clause.tokens.filter((t) => isContent(t) && !t.negated).map(keyOf));
    if (current.length >= PIECE_WORDS) {
      pieces.push(current);
      current = [];
    }
  }
  if (current.length > 0) {
    const last = pieces[pieces.length - 1];
    if (last && current.length < PIECE_WORDS / 2) last.push(...current);
    else pieces.push(current);
  }
  return pieces;
}

/** Each question's words (and its guide's) as one meaning, per context: the job's questions are read once per batch. */
const meanings = new WeakMap<
  QuestionContext,
  { own: Float32Array | null; others: (Float32Array | null)[] }
>();

function meaningsOf(context: QuestionContext) {
  let known = meanings.get(context);
  if (!known) {
    known = { own: textVector(context.words), others: context.others.map((o) => textVector(o.words)) };
    meanings.set(context, known);
  }
  return known;
}

/**
 * The share of the answer's content words in pieces that sit at least as near its own question as
 * any other question of the job (1 when the job has one question or the answer no words).
 */
export function ownPieceShare(clauses: readonly Clause[], context: QuestionContext): number {
  if (context.others.length === 0) return 1;
  const { own, others } = meaningsOf(context);
  let total = 0;
  let mine = 0;
  for (const words of piecesOf(clauses)) {
    const piece: PieceRead = { words, stems: new Set(words.map(stemOf)), vector: textVector(words) };
    const ownNear = nearness(piece, own, context.subject);
    const siblingNear = Math.max(...context.others.map((o, i) => nearness(piece, others[i]!, o.subject)));
    total += words.length;
    if (ownNear >= siblingNear) mine += words.length;
  }
  return total === 0 ? 1 : mine / total;
}
