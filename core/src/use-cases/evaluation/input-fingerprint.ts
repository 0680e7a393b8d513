import type { EvaluationInput } from '../../ports/evaluator.js';

/** FNV-1a over UTF-16 code units with a given offset basis: small, pure and stable across runs. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A fingerprint of everything an evaluation depends on (criteria, weights, questions, answers and
 * their transcripts). Stored with the evaluation: the same evaluator version and the same
 * fingerprint mean a new run would change nothing, so it is skipped. Not a security hash.
 */
export function inputFingerprint(input: EvaluationInput): string {
  const text = JSON.stringify(input);
  return `${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01234567)}`;
}
