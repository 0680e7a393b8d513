import { counted } from '@sauti/core/rules/counted';
import type { PillarId } from '@sauti/core/domain/criteria';
import type {
  AnswerAssessment,
  CriterionAssessment,
  EvaluationInput,
  Evaluator,
  EvaluatorOutput,
} from '@sauti/core/ports/evaluator';
import { criterionScoresFromAnswers, type CriterionSource } from '@sauti/core/rules/answer-scores';
import { isMet } from '@sauti/core/rules/scoring';
import { answerFeedback, type AnswerVerdict } from './answer-feedback.js';
import { criterionNarrative, evidenceOf } from './criterion-narrative.js';
import { readInterview } from './read-interview.js';

/** The version stored with every evaluation this evaluator makes. */
export const RUBRIC_EVALUATOR_VERSION = 'local-rubric@2';

/** Legacy dashboard scores (out of 10) and the criterion each one reads. */
const LEGACY: Record<keyof EvaluatorOutput['legacy'], PillarId> = {
  communicationSkills: 'communication',
  problemSolving: 'problem_solving',
  motivation: 'motivation',
};

/**
 * The built-in evaluator, with no language model and no network: wink-nlp reads each answer
 * (sentences, clauses, lemmas, parts of speech, negation) against its own question and scoring
 * guide; each answer gets a score for relevance and substance (see `scoreAnswer`); the criteria
 * take the scores of the answers to their questions, by the core's aggregation rule.
 * Deterministic: the same input always gives the same output.
 */
export class RubricEvaluator implements Evaluator {
  readonly version = RUBRIC_EVALUATOR_VERSION;
  /** Its word lists and wink-nlp's model are English: it never scores another language (docs/behaviour/interview.md §22). */
  readonly languages = ['en'] as const;

  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    const { verdicts, topics } = readInterview(input);
    const answers: AnswerAssessment[] = verdicts.map((v) => ({
      questionIndex: v.questionIndex,
      score: v.parts.score,
      feedback: answerFeedback(v, topics.get(v.questionIndex) ?? [...topics.values()][0]!),
    }));
    const byCriterion = criterionScoresFromAnswers(
      answers,
      input.job.questions,
      input.job.criteria.map((c) => c.id),
    );
    const criteria = input.job.criteria.flatMap((criterion): CriterionAssessment[] => {
      const aggregate = byCriterion[criterion.id];
      if (!aggregate) return [];
      const used = verdicts.filter((v) => aggregate.questionIndexes.includes(v.questionIndex));
      return [this.assess(criterion, aggregate, used, answers)];
    });
    const scoreOf = (id: PillarId) => byCriterion[id]?.score;
    const mean = answers.length ? answers.reduce((s, a) => s + a.score, 0) / answers.length : 0;
    const legacy = Object.fromEntries(
      Object.entries(LEGACY).map(([key, id]) => [key, Math.round(scoreOf(id) ?? mean) / 10]),
    ) as EvaluatorOutput['legacy'];
    const labelled = criteria.map((c) => ({
      label: input.job.criteria.find((x) => x.id === c.criterionId)!.label,
      score: c.score,
    }));
    return {
      criteria,
      answers,
      strengths: labelled
        .filter((c) => isMet(c.score))
        .map((c) => `${c.label} shown with specific, relevant answers (${c.score}%)`),
      weaknesses: [
        ...labelled.filter((c) => !isMet(c.score)).map((c) => `${c.label} is below the bar (${c.score}%)`),
        ...verdicts.flatMap((v) =>
          v.reading.conduct.map((f) => `Question ${v.questionIndex + 1}: ${f.description}`),
        ),
      ],
      summary: this.summary(verdicts, input),
      feedback: this.feedback(verdicts),
      legacy,
    };
  }

  private assess(
    criterion: EvaluationInput['job']['criteria'][number],
    aggregate: { score: number; source: CriterionSource; questionIndexes: number[] },
    used: readonly AnswerVerdict[],
    answers: readonly AnswerAssessment[],
  ): CriterionAssessment {
    const narrative = criterionNarrative(criterion.label, aggregate, used);
    return {
      criterionId: criterion.id,
      score: aggregate.score,
      quickTake: narrative.quickTake,
      rationale: narrative.rationale,
      evidence: evidenceOf(criterion.label, used),
      relatedQuestions: used.map((v) => ({
        questionIndex: v.questionIndex,
        feedback: answers.find((a) => a.questionIndex === v.questionIndex)?.feedback ?? '',
      })),
      // The sub-criteria are judged through the answers to the criterion's own questions.
      subcriteriaAssessed: aggregate.source === 'its questions' ? criterion.subcriteria.map((s) => s.id) : [],
    };
  }

  private summary(verdicts: readonly AnswerVerdict[], input: EvaluationInput): string {
    const strong = verdicts.filter((v) => v.parts.score >= 70).length;
    const weak = verdicts.filter((v) => v.parts.score < 40).length;
    return (
      `Scored ${verdicts.length} of ${counted(input.answers.length, 'answer')} against their own questions: ` +
      `${strong} strong, ${verdicts.length - strong - weak} partial, ${weak} weak. Built-in rules, no language model.`
    );
  }

  private feedback(verdicts: readonly AnswerVerdict[]): string {
    if (verdicts.length === 0) return 'No answer could be assessed: there is no usable transcript.';
    const conduct = verdicts.filter((v) => v.reading.conduct.length > 0);
    const lines = conduct.map(
      (v) =>
        `Question ${v.questionIndex + 1} describes conduct the job would reject: listen to it before deciding.`,
    );
    const general = verdicts.filter((v) => v.reading.details.size === 0 && v.parts.score < 60);
    if (general.length) {
      lines.push(
        `${counted(general.length, 'answer')} ${general.length === 1 ? 'stays' : 'stay'} general without a concrete example: a follow-up question could draw one out.`,
      );
    }
    return lines.length ? lines.join(' ') : 'The answers are specific and on the questions asked.';
  }
}
