/** A phrase match scoring at least this earns the 'very close' hint (docs/behaviour/interview.md §5.5). */
export const VERY_CLOSE_SCORE = 0.9;
export const VERY_CLOSE_HINT = 'Sounds very close. Double-check each word and read it exactly as shown.';
export const NOT_RECOGNISED_MESSAGE =
  "We couldn't recognize the exact phrase. Please retake and read it exactly as shown.";

/** Longer normalised texts score 0 without computing a distance. */
export const MAX_COMPARED_LENGTH = 2000;

/** Number words a transcriber may write out, read as digits so '4' and 'four' agree. */
const NUMBER_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
};

/**
 * The comparable form of a phrase: lower case, apostrophes dropped (don't → dont), any other
 * character that is not a letter or digit turned into a space, the words zero-twenty (and 'oh')
 * turned into digits, and runs of spaces collapsed.
 */
export function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => NUMBER_WORDS[word] ?? word)
    .join(' ');
}

export interface PhraseMatch {
  /** The normalised transcript equals the normalised expected phrase (and is not empty). */
  exact: boolean;
  /** Similarity 0-1: 1 − Levenshtein distance / longer length, over the normalised texts. */
  score: number;
  normalizedExpected: string;
  normalizedTranscript: string;
}

/** Compares what the candidate said with the phrase shown. Only an exact match passes. */
export function phraseMatch(expected: string, transcript: string): PhraseMatch {
  const normalizedExpected = normalisePhrase(expected);
  const normalizedTranscript = normalisePhrase(transcript);
  const longer = Math.max(normalizedExpected.length, normalizedTranscript.length);
  // The distance is quadratic; a transcript far longer than any phrase cannot be close anyway.
  const score =
    longer === 0 || longer > MAX_COMPARED_LENGTH
      ? 0
      : 1 - levenshtein(normalizedExpected, normalizedTranscript) / longer;
  return {
    exact: normalizedExpected !== '' && normalizedExpected === normalizedTranscript,
    score,
    normalizedExpected,
    normalizedTranscript,
  };
}

/** The hint after a failed attempt: 'very close' at a score of 0.9 or more, else not recognised. */
export function phraseHint(score: number): string {
  return score >= VERY_CLOSE_SCORE ? VERY_CLOSE_HINT : NOT_RECOGNISED_MESSAGE;
}

/** Edit distance (insert, delete, substitute) between two strings, by UTF-16 unit. */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}
