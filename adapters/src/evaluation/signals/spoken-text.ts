/**
 * Spoken answers carry fillers ("um", "you know") and false starts ("I I went", "we w- we
 * checked"). They say nothing, and between a "not" and its verb they hide the negation from a
 * reader ("I did not, you know, blame housekeeping"). They are taken out before the answer is
 * read; what is left keeps, word by word, where it stood in the transcript, so a sentence can
 * still be quoted verbatim.
 */

/** Sounds that are only hesitation, in any English. */
const HESITATIONS = new Set([
  'um',
  'umm',
  'uh',
  'uhm',
  'uhh',
  'er',
  'erm',
  'ah',
  'aah',
  'ahh',
  'eh',
  'ehh',
  'eeh',
  'hmm',
  'hm',
  'mm',
  'mmm',
]);
/** Two-word fillers, taken out when they stand between commas or at a clause's edge. */
const FILLER_PAIRS = [
  ['you', 'know'],
  ['i', 'mean'],
  ['you', 'see'],
];

/** A word of the transcript and where it stands. */
interface Piece {
  text: string;
  start: number;
  end: number;
}

/** The cleaned text and, for each of its characters, the offset in the original transcript. */
export interface SpokenText {
  text: string;
  /** `offsets[i]` is the original offset of `text[i]`. */
  offsets: number[];
}

/**
 * A word: a figure with its decimal point, thousands separator or time ("2.5", "18,000", "10.30",
 * "14:45", "2.3.1") is one, so a restart "2.5 2.5" is seen; else letters and digits with
 * apostrophes and hyphens; else one mark.
 */
const WORD = /\p{N}+(?:[.,:/]\p{N}+)+|[\p{L}\p{N}][\p{L}\p{N}'’-]*|[^\s\p{L}\p{N}]/gu;

const lower = (p: Piece | undefined) => p?.text.toLowerCase().replace(/’/g, "'") ?? '';
const isPunct = (p: Piece | undefined) => p !== undefined && !/[\p{L}\p{N}]/u.test(p.text);

/** True when a two-word filler starts at `i`: set off by punctuation, or at the answer's edges. */
function fillerPairAt(pieces: readonly Piece[], i: number): boolean {
  return FILLER_PAIRS.some(([a, b]) => {
    if (lower(pieces[i]) !== a || lower(pieces[i + 1]) !== b) return false;
    const before = pieces[i - 1];
    const after = pieces[i + 2];
    // "you know the procedure" is content; ", you know," and "you know," are fillers.
    return isPunct(after) || after === undefined || (isPunct(before) && lower(after) !== 'the');
  });
}

/** Length of a repeated run starting at `i` (the same 1-3 words said twice), 0 if none. */
function repeatAt(pieces: readonly Piece[], i: number): number {
  for (const n of [3, 2, 1]) {
    let same = true;
    for (let k = 0; k < n && same; k += 1) {
      const a = pieces[i + k];
      const b = pieces[i + n + k];
      same = a !== undefined && b !== undefined && !isPunct(a) && lower(a) === lower(b);
    }
    // A repeated number ("two two") or a lone repeated word of meaning is rare; speech repeats
    // pronouns, articles and short words when it restarts.
    if (same && (n > 1 || lower(pieces[i]).length <= 4)) return n;
  }
  return 0;
}

/**
 * The transcript without hesitations, two-word fillers, cut-off words ("w-") and restarts (the
 * first of two identical runs of one to three words), with its offsets into the original.
 */
export function cleanSpokenText(transcript: string): SpokenText {
  const pieces: Piece[] = [...transcript.matchAll(WORD)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const kept: Piece[] = [];
  // A filler set off by commas takes its commas with it: "not, you know, blame" reads "not blame".
  const drop = (at: number, length: number) => {
    const next = at + length;
    if (pieces[next]?.text === ',') {
      if (kept[kept.length - 1]?.text === ',') kept.pop();
      return next + 1 - at;
    }
    return length;
  };
  for (let i = 0; i < pieces.length;) {
    const piece = pieces[i]!;
    const word = lower(piece);
    if (HESITATIONS.has(word) || /^\p{L}+-$/u.test(piece.text)) {
      i += drop(i, 1);
      continue;
    }
    if (fillerPairAt(pieces, i)) {
      i += drop(i, 2);
      continue;
    }
    const repeated = repeatAt(pieces, i);
    if (repeated > 0) {
      i += repeated;
      continue;
    }
    kept.push(piece);
    i += 1;
  }
  // Punctuation left alone by its filler (", , ") collapses to one mark; a comma after a closing
  // quote or bracket stays.
  const tidy = kept.filter(
    (p, i) =>
      !(p.text === ',' && (i === 0 || (isPunct(kept[i - 1]) && !/["'”’)\]]/.test(kept[i - 1]!.text)))),
  );
  let text = '';
  const offsets: number[] = [];
  // A space where the transcript had one (or lost a filler), never before a closing mark: "2.5",
  // "e.g.", "6 a.m.", "N$18,000" and "(cash)" read as written, not "2. 5" (a sentence end).
  tidy.forEach((p, i) => {
    const gap = i > 0 && p.start > tidy[i - 1]!.end;
    if (gap && !(isPunct(p) && /[.,;:!?)]/.test(p.text))) {
      text += ' ';
      offsets.push(p.start);
    }
    text += p.text;
    for (let k = 0; k < p.text.length; k += 1) offsets.push(p.start + k);
  });
  return { text, offsets };
}

/** The original span of cleaned text [start, end), as a slice of the transcript. */
export function originalSpan(spoken: SpokenText, transcript: string, start: number, end: number): string {
  if (end <= start || spoken.offsets.length === 0) return '';
  const from = spoken.offsets[Math.min(start, spoken.offsets.length - 1)]!;
  const to = spoken.offsets[Math.min(end - 1, spoken.offsets.length - 1)]! + 1;
  return transcript.slice(from, to);
}
