import type { ScoreInput } from '../../contract/score-input.js';
import { DomainError } from '../../domain/errors.js';
import type { Digest } from '../../ports/digest.js';
import type { EvaluationProvenanceReader } from '../../ports/regulator-records.js';
import { canonicalJson } from '../../rules/canonical-json.js';

/** What `sauti evaluations input` prints besides the file: who scored it and the checked digest. */
export interface EvaluationInputExport {
  evaluationId: string;
  evaluatorVersion: string;
  inputDigest: string;
  /** The interview as `sauti score` reads it. */
  scoreInput: ScoreInput;
}

export const NO_STORED_INPUT = (id: string) =>
  `Evaluation ${id} has no stored input: it does not exist, or it was made before inputs were kept ` +
  '(re-evaluate with sauti sessions evaluate --force to keep one)';
export const DIGEST_MISMATCH = (id: string) =>
  `The stored input of evaluation ${id} no longer matches its digest: it was changed after it was stored`;

/**
 * The stored input of one evaluation, for an auditor to re-run with `sauti score`
 * (docs/behaviour/review.md §14). The digest is checked first, so a changed row is reported rather
 * than re-scored as if it were the original.
 */
export class ExportEvaluationInput {
  constructor(private readonly deps: { inputs: EvaluationProvenanceReader; digest: Digest }) {}

  async execute(evaluationId: string): Promise<EvaluationInputExport> {
    const stored = await this.deps.inputs.find(evaluationId);
    if (!stored) throw new DomainError('NOT_FOUND', NO_STORED_INPUT(evaluationId));
    if (this.deps.digest.sha256Hex(canonicalJson(stored.scoreInput)) !== stored.inputDigest) {
      throw new DomainError('CONFLICT', DIGEST_MISMATCH(evaluationId));
    }
    return {
      evaluationId: stored.evaluationId,
      evaluatorVersion: stored.evaluatorVersion,
      inputDigest: stored.inputDigest,
      scoreInput: stored.scoreInput as unknown as ScoreInput,
    };
  }
}
