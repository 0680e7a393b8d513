import type { EvaluationInput } from '../../ports/evaluator.js';
import { fingerprintText } from '../../rules/fingerprint.js';

/**
 * A fingerprint of everything an evaluation depends on (criteria, weights, questions with their
 * anchors, answers and their transcripts). Stored with the evaluation: the same evaluator version
 * and the same fingerprint mean a new run would change nothing, so it is skipped.
 */
export function inputFingerprint(input: EvaluationInput): string {
  return fingerprintText(JSON.stringify(input));
}
