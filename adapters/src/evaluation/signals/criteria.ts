import type {
  AnswerAssessment,
  CriterionAssessment,
  EvaluationInput,
  EvidenceItem,
} from '@sauti/core/ports/evaluator';
import { isMet } from '@sauti/core/rules/scoring';
import { quoteOf } from './answer-quote.js';
import type { AnswerVerdict } from './signals-evaluator.js';

/** An answer scoring this much or more may be quoted as evidence for its criterion. */
const QUOTABLE_FROM = 60;

/** The answer's most telling sentence: on the subject, with the candidate's actions and details. */
function bestQuote(verdict: AnswerVerdict): string | null {
  const ranked = verdict.reading.clauses
    .filter((c) => c.relevance >= 0.2 && (c.actions.length > 0 || c.details.length > 0))
    .sort((a, b) => b.actions.length + b.details.length - (a.actions.length + a.details.length));
  const best = ranked[0];
  return best ? quoteOf(verdict.reading, verdict.transcript, best.clause) || null : null;
}

/**
 * The criteria of the job, each from the answers to its own questions (the mean score). A
 * criterion no question assesses is left out, "not assessed", rather than given a score nobody
 * measured; only when no question of the job names a criterion (a general interview) does every
 * criterion read all the answers. Flagged answers are not here: they have no score and are never
 * quoted.
 */
export function assessCriteria(
  input: EvaluationInput,
  scored: readonly AnswerVerdict[],
  answers: readonly AnswerAssessment[],
): CriterionAssessment[] {
  const enabled = new Set<string>(input.job.criteria.map((c) => c.id));
  const pillarOf = new Map(input.job.questions.map((q) => [q.index, q.pillarId]));
  const general = !input.job.questions.some((q) => q.pillarId !== null && enabled.has(q.pillarId));
  return input.job.criteria.flatMap((criterion): CriterionAssessment[] => {
    const own = scored.filter((v) => general || pillarOf.get(v.questionIndex) === criterion.id);
    if (own.length === 0) return [];
    const score = Math.round(own.reduce((s, v) => s + v.score, 0) / own.length);
    const evidence: EvidenceItem[] = own.flatMap((v) => {
      const quote = v.score >= QUOTABLE_FROM ? bestQuote(v) : null;
      return quote
        ? [
            {
              quote,
              questionIndex: v.questionIndex,
              reasoning: `A specific step the candidate took, on question ${v.questionIndex + 1}.`,
            },
          ]
        : [];
    });
    const questions = own.map((v) => v.questionIndex + 1).join(', ');
    return [
      {
        criterionId: criterion.id,
        score,
        quickTake: isMet(score)
          ? `${criterion.label}: specific answers on question ${questions}.`
          : `${criterion.label}: the answers on question ${questions} stay below the bar.`,
        rationale:
          `Built-in scoring from the answers to question ${questions}: relevance to the question by meaning, ` +
          `what the candidate did, figures and outcomes${general ? '' : ', and the scoring guide where there is one'}.`,
        evidence,
        relatedQuestions: own.map((v) => ({
          questionIndex: v.questionIndex,
          feedback: answers.find((a) => a.questionIndex === v.questionIndex)?.feedback ?? '',
        })),
        subcriteriaAssessed: criterion.subcriteria.map((s) => s.id),
      },
    ];
  });
}
