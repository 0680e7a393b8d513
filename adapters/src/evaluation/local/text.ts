import { STOPWORDS } from './vocabulary.js';

/** Lower-case words of a text (letters, digits and inner apostrophes). */
export function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu) ?? []).map((w) =>
    w.replace(/['’]s$/, ''),
  );
}

/** The sentences of a transcript, each an exact slice of it (so it can be quoted as evidence). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

/** True when a term occurs in the words: see CRITERION_VOCABULARY for the matching rules. */
export function hasTerm(words: readonly string[], joined: string, term: string): boolean {
  if (term.includes(' ')) return joined.includes(` ${term} `);
  return term.length <= 3 ? words.includes(term) : words.some((w) => w.startsWith(term));
}

/** The terms of `vocabulary` found in `text`, in vocabulary order. */
export function termsIn(text: string, vocabulary: readonly string[]): string[] {
  const words = tokens(text);
  const joined = ` ${words.join(' ')} `;
  return vocabulary.filter((term) => hasTerm(words, joined, term));
}

/** A crude stem for matching job words: common endings removed, at most seven letters. */
export function stem(word: string): string {
  return word.replace(/(ing|ed|es|s|ly)$/, '').slice(0, 7);
}

/** The meaningful word stems of a text (stopwords and words under four letters left out). */
export function contentStems(text: string): Set<string> {
  return new Set(
    tokens(text)
      .filter((w) => w.length >= 4 && !STOPWORDS.has(w))
      .map(stem),
  );
}
