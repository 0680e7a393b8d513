import type { JsonObject } from '../domain/json.js';

/** One answer's similarity to the warm-up. */
export interface AnswerSimilarity {
  questionIndex: number;
  /** 0-1. */
  similarity: number;
}

/**
 * The session's stored voice scores: `scores` maps each question index to its similarity (0-1,
 * three decimals) and `score` is their mean as a whole percentage 0-100 (the stored
 * `voiceVerifyScore` is an int; the review reads a value above 1 as a percentage, so 1% is
 * stored as 0 rather than be read as a perfect match). With no
 * answers compared there is no score (null), which the review shows as Loading.
 */
export function sessionVoiceScores(similarities: readonly AnswerSimilarity[]): {
  scores: JsonObject;
  score: number | null;
} {
  const scores: JsonObject = {};
  for (const { questionIndex, similarity } of similarities) {
    scores[String(questionIndex)] = Math.round(clamp(similarity) * 1000) / 1000;
  }
  if (similarities.length === 0) return { scores, score: null };
  const mean = similarities.reduce((sum, s) => sum + clamp(s.similarity), 0) / similarities.length;
  const percent = Math.round(mean * 100);
  // A stored 1 reads as 1.0 on the 0-1 scale (100%): a mean that rounds to 1% is stored as 0.
  return { scores, score: percent === 1 ? 0 : percent };
}

function clamp(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}
