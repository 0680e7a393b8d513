import type { PillarId } from '../domain/criteria.js';

/**
 * An interview gets an overall score and a band only when at least this share of its questions
 * has an assessable answer (rounded up: 3 of 4, 3 of 5, 5 of 7). Below it, the criteria would rest
 * on one or two answers, some criteria on none, and a number would pretend to a judgement nobody
 * made: HR is told "Not scored — needs a human listen" with the reasons instead.
 */
export const MIN_ASSESSABLE_SHARE = 0.6;
/** …and never on fewer than this many assessable answers, whatever the share. */
export const MIN_ASSESSABLE_ANSWERS = 2;

/** How many assessable answers an interview of `asked` questions needs to be scored. */
export function assessableAnswersNeeded(asked: number): number {
  return Math.max(MIN_ASSESSABLE_ANSWERS, Math.ceil(asked * MIN_ASSESSABLE_SHARE - 1e-9));
}

/** True when an interview with `assessable` usable answers out of `asked` questions can be scored. */
export function isScoreable(assessable: number, asked: number): boolean {
  return assessable >= assessableAnswersNeeded(asked);
}

/** What HR sees instead of a score and a band when an interview is not scored. */
export const NOT_SCORED_LABEL = 'Not scored — needs a human listen';

/** The sentence HR reads when an interview is not scored for want of usable answers. */
export function notScoredReason(assessable: number, asked: number): string {
  return (
    `Only ${assessable} of ${asked} answers could be assessed; a score needs at least ` +
    `${assessableAnswersNeeded(asked)}.`
  );
}

/** One answer's score (0-100) by the question it answers. */
export interface ScoredAnswer {
  questionIndex: number;
  score: number;
}

/** A question of the interview and the criterion it probes (null: a general question). */
export interface ProbingQuestion {
  index: number;
  pillarId: string | null;
}

/** Where a criterion's score came from, so the rationale can say it. */
export type CriterionSource = 'its questions' | 'general questions' | 'all answers';

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * Criterion scores from per-answer scores: each enabled criterion takes the mean score of the
 * answers to the questions that probe it; a criterion no answered question probes takes the mean
 * of the answers to general questions (no criterion, or one not enabled), failing those of all
 * answers. Rounded to whole points; a criterion is absent when no answer was scored at all.
 * Every criterion score lies between the lowest and highest answer score.
 */
export function criterionScoresFromAnswers(
  answers: readonly ScoredAnswer[],
  questions: readonly ProbingQuestion[],
  criteria: readonly PillarId[],
): Partial<Record<PillarId, { score: number; source: CriterionSource; questionIndexes: number[] }>> {
  const pillarOf = new Map(questions.map((q) => [q.index, q.pillarId]));
  const enabled = new Set<string>(criteria);
  const general = answers.filter((a) => {
    const pillar = pillarOf.get(a.questionIndex) ?? null;
    return pillar === null || !enabled.has(pillar);
  });
  const result: Partial<
    Record<PillarId, { score: number; source: CriterionSource; questionIndexes: number[] }>
  > = {};
  for (const criterion of criteria) {
    const own = answers.filter((a) => pillarOf.get(a.questionIndex) === criterion);
    const [source, used]: [CriterionSource, readonly ScoredAnswer[]] =
      own.length > 0
        ? ['its questions', own]
        : general.length > 0
          ? ['general questions', general]
          : ['all answers', answers];
    if (used.length === 0) continue;
    result[criterion] = {
      score: Math.round(mean(used.map((a) => a.score))),
      source,
      questionIndexes: used.map((a) => a.questionIndex),
    };
  }
  return result;
}
