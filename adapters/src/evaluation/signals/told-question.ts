import { wordSimilarity } from './meaning.js';
import { stemOf } from './question-context.js';

/**
 * What an answer tells of one question's own subject: the words only that question of the job
 * uses ("motivates", "difficult period"; "fraudulent"; "quarrel"), read the same way for every
 * question of the interview, so an answer is compared with its own question and with each other
 * one on the same footing (the words the questions share count for none of them).
 */
export interface QuestionTold {
  index: number;
  /** How many of the question's own words (by stem) the answer names. */
  named: number;
  /**
   * How near the answer comes to the question's own words by meaning: for each, its best
   * similarity to a word of the answer (1 for the same stem), averaged; 0 when it has none.
   */
  fit: number;
}

/** One question's own words as `toldOf` reads them: its content words and their stems. */
export interface OwnWords {
  index: number;
  /** Content words of the question whose stem no other question of the job uses. */
  words: readonly string[];
  stems: ReadonlySet<string>;
}

/** How much of a question's own subject an answer tells (`answerWords`: its content words; `answerStems`: every word's stem). */
export function toldOf(
  question: OwnWords,
  answerWords: readonly string[],
  answerStems: ReadonlySet<string>,
): QuestionTold {
  const named = [...question.stems].filter((st) => answerStems.has(st)).length;
  if (question.words.length === 0) return { index: question.index, named, fit: 0 };
  const distinct = [...new Set(answerWords)];
  const stems = distinct.map(stemOf);
  const best = question.words.map((w) => {
    const stem = stemOf(w);
    let value = 0;
    distinct.forEach((a, i) => {
      value = Math.max(value, stems[i] === stem ? 1 : wordSimilarity(a, w));
    });
    return value;
  });
  return {
    index: question.index,
    named,
    fit: Math.round((1000 * best.reduce((a, b) => a + b, 0)) / best.length) / 1000,
  };
}
