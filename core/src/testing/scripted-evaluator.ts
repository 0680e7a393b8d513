import type { PillarId } from '../domain/criteria.js';
import type {
  AnswerAssessment,
  EvaluationInput,
  Evaluator,
  EvaluatorOutput,
  EvidenceItem,
} from '../ports/evaluator.js';

/**
 * An evaluator that answers with given criterion scores and evidence and remembers its inputs.
 * Test helper for the use cases (the real evaluators are adapters).
 */
export class ScriptedEvaluator implements Evaluator {
  readonly inputs: EvaluationInput[] = [];
  /** Per-answer scores to give, when set. */
  answerScores: AnswerAssessment[] | undefined;

  constructor(
    public scores: Partial<Record<PillarId, number>>,
    public evidence: EvidenceItem[] = [],
    public version = 'scripted@1',
  ) {}

  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    this.inputs.push(input);
    return {
      criteria: Object.entries(this.scores).map(([id, score]) => ({
        criterionId: id as PillarId,
        score,
        quickTake: `${id} quick take`,
        rationale: `${id} rationale`,
        evidence: this.evidence,
        relatedQuestions: [{ questionIndex: 1, feedback: 'ok' }],
        subcriteriaAssessed: ['clarity'],
      })),
      ...(this.answerScores ? { answers: this.answerScores } : {}),
      strengths: ['Explains clearly.', 'Calm under pressure'],
      weaknesses: [],
      summary: 'A summary.',
      feedback: 'Some feedback.',
      legacy: { communicationSkills: 7.5, problemSolving: 12, motivation: -1 },
    };
  }
}
