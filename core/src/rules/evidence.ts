/** An evidence quote as evaluators give it. */
export interface Quoted {
  quote: string;
  questionIndex: number;
}

/** One answer's transcript, by question index. */
export interface QuotableAnswer {
  questionIndex: number;
  transcript: string;
}

/**
 * The text as compared for quotes: lower case, every run of characters that are not letters or
 * digits turned into one space, trimmed. So a quote matches whatever its case, spacing and
 * punctuation, but not different words.
 */
export function normaliseForQuote(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The question index of the answer the quote occurs in (the stated one first), or null when it
 * occurs in none. An empty quote (no letters or digits) occurs nowhere.
 */
export function locateQuote(quote: Quoted, answers: readonly QuotableAnswer[]): number | null {
  const needle = normaliseForQuote(quote.quote);
  if (needle === '') return null;
  const contains = (a: QuotableAnswer) => ` ${normaliseForQuote(a.transcript)} `.includes(needle);
  const stated = answers.find((a) => a.questionIndex === quote.questionIndex);
  if (stated && contains(stated)) return stated.questionIndex;
  return answers.find(contains)?.questionIndex ?? null;
}

/**
 * Keeps the quotes that occur in the candidate's transcripts (with the index of the answer they
 * were found in, corrected when the evaluator named another) and counts the rest as flagged:
 * an invented quote is never shown to HR.
 */
export function checkEvidence<T extends Quoted>(
  quotes: readonly T[],
  answers: readonly QuotableAnswer[],
): { kept: T[]; flagged: number } {
  const kept: T[] = [];
  for (const quote of quotes) {
    const found = locateQuote(quote, answers);
    if (found !== null) kept.push({ ...quote, questionIndex: found });
  }
  return { kept, flagged: quotes.length - kept.length };
}
