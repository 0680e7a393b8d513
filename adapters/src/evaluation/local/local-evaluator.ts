import { counted } from '@sauti/core/rules/counted';
import type { PillarId } from '@sauti/core/domain/criteria';
import type {
  CriterionAssessment,
  EvaluationInput,
  Evaluator,
  EvaluatorOutput,
} from '@sauti/core/ports/evaluator';
import { measureAnswers, type MeasuredAnswer } from './answer-features.js';
import { measureCriterion, type CriterionMeasure } from './criterion-score.js';
import { answerFeedback, quickTake, rationale } from './narrative.js';
import { contentStems } from './text.js';
import { CRITERION_VOCABULARY } from './vocabulary.js';

/** The version stored with every evaluation this evaluator makes. */
export const LOCAL_EVALUATOR_VERSION = 'local-heuristic@1';

/** Criteria the legacy dashboard shows (out of 10), measured whether enabled or not. */
const LEGACY: Record<keyof EvaluatorOutput['legacy'], PillarId> = {
  communicationSkills: 'communication',
  problemSolving: 'problem_solving',
  motivation: 'motivation',
};

/**
 * The built-in evaluator: deterministic and explainable, no model and no network. Per enabled
 * criterion it picks evidence sentences by the criterion's vocabulary and scores vocabulary,
 * relevance to the job, substance and structure of the answers and their length against time
 * (see FEATURE_POINTS); the rationale lists each feature with the points it earned.
 */
export class LocalEvaluator implements Evaluator {
  readonly version = LOCAL_EVALUATOR_VERSION;
  /** English word lists: it never scores another language (docs/behaviour/interview.md §22). */
  readonly languages = ['en'] as const;

  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    const answers = measureAnswers(input);
    const byIndex = new Map(answers.map((a) => [a.questionIndex, a]));
    const measure = (id: PillarId) => {
      const focus = new Set(input.job.questions.filter((q) => q.pillarId === id).map((q) => q.index));
      return { focus, m: measureCriterion(id, answers, focus, input.answers.length) };
    };
    const criteria = input.job.criteria.map((c) => {
      const { focus, m } = measure(c.id);
      return { label: c.label, m, assessment: this.assess(c, m, focus, input, byIndex) };
    });
    const legacy = Object.fromEntries(
      Object.entries(LEGACY).map(([key, id]) => [key, Math.round(measure(id).m.score) / 10]),
    ) as EvaluatorOutput['legacy'];
    const ranked = [...criteria].sort((a, b) => b.m.score - a.m.score);
    const best = ranked[0];
    const worst = ranked[ranked.length - 1];
    const unassessed = input.answers.length - answers.length;
    return {
      criteria: criteria.map((c) => c.assessment),
      strengths: criteria
        .filter((c) => c.m.score >= 70)
        .map(
          (c) =>
            `Strong ${c.label.toLowerCase()} (${c.m.score}%), shown in ${c.m.evidence.length} statement(s)`,
        ),
      weaknesses: criteria
        .filter((c) => c.m.score < 50)
        .map((c) => `Limited evidence of ${c.label.toLowerCase()} (${c.m.score}%)`),
      summary:
        best && worst
          ? `Assessed ${answers.length} of ${counted(input.answers.length, 'answer')} against ${criteria.length} criteria; strongest ${best.label} (${best.m.score}%), weakest ${worst.label} (${worst.m.score}%).`
          : `Assessed ${answers.length} of ${counted(input.answers.length, 'answer')}; no criteria are enabled.`,
      feedback: this.feedback(answers, unassessed),
      legacy,
    };
  }

  private assess(
    criterion: EvaluationInput['job']['criteria'][number],
    m: CriterionMeasure,
    focus: ReadonlySet<number>,
    input: EvaluationInput,
    byIndex: ReadonlyMap<number, MeasuredAnswer>,
  ): CriterionAssessment {
    const vocabulary = CRITERION_VOCABULARY[criterion.id];
    const related = [...new Set([...focus, ...m.evidence.map((e) => e.questionIndex)])]
      .filter((i) => input.answers.some((a) => a.questionIndex === i))
      .sort((a, b) => a - b);
    const spoken = contentStems(input.answers.map((a) => a.transcript ?? '').join(' '));
    return {
      criterionId: criterion.id,
      score: m.score,
      quickTake: quickTake(criterion.label, m),
      rationale: rationale(criterion.label, m),
      evidence: m.evidence.map((e) => ({
        quote: e.quote,
        questionIndex: e.questionIndex,
        reasoning: `Shows ${criterion.label.toLowerCase()}: mentions ${e.terms.map((t) => `'${t}'`).join(', ')}.`,
      })),
      relatedQuestions: related.map((questionIndex) => ({
        questionIndex,
        feedback: answerFeedback(criterion.label, byIndex.get(questionIndex), vocabulary),
      })),
      subcriteriaAssessed: criterion.subcriteria
        .filter((s) =>
          [...contentStems(s.label)].some((stem) => [...spoken].some((w) => w.startsWith(stem.slice(0, 5)))),
        )
        .map((s) => s.id),
    };
  }

  private feedback(answers: readonly MeasuredAnswer[], unassessed: number): string {
    if (answers.length === 0) return 'No answer could be assessed: there is no usable transcript.';
    const average = Math.round(answers.reduce((sum, a) => sum + a.words, 0) / answers.length);
    const withExamples = answers.filter((a) => a.examples.length > 0).length;
    const lines = [
      `The assessed answers average ${average} words; ${withExamples} of ${answers.length} give a concrete example.`,
    ];
    if (unassessed > 0)
      lines.push(
        `${counted(unassessed, 'answer')} could not be assessed and ${unassessed === 1 ? 'needs' : 'need'} a human listen.`,
      );
    return lines.join(' ');
  }
}
