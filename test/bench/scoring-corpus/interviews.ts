import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { assessableAnswersNeeded, criterionScoresFromAnswers } from '@sauti/core/rules/answer-scores';
import { overallScore, type PillarScores } from '@sauti/core/rules/scoring';
import type { RatedAnswer } from '@sauti/core/ports/evaluator';
import { prepareEvaluation, type InterviewToScore } from '@sauti/core/use-cases/evaluation/evaluation-input';
import { expectedScore, type ScoringCase, type ScoringJob, type ScoringSet } from './scoring-set.js';

/** One interview of the benchmark: a job, a profile and one answer per question. */
export interface BenchInterview {
  job: ScoringJob;
  profile: string;
  answers: ScoringCase[];
}

/** A job with the given answers, as the scoring pipeline takes an interview. */
export function interviewToScore(
  job: ScoringJob,
  answers: readonly { questionIndex: number; text: string }[],
  anchors?: ReadonlyMap<number, readonly RatedAnswer[]>,
): InterviewToScore {
  const config = buildCriteriaConfig(job.weights);
  return {
    job: {
      title: job.title,
      description: job.description,
      skills: [...job.skills],
      pillars: config.pillars.filter((p) => p.enabled),
      questions: job.questions.map((q, index) => ({
        text: q.text,
        pillarId: q.pillarId,
        scoringGuide: q.guide,
        ...(anchors?.get(index) ? { anchors: [...anchors.get(index)!] } : {}),
      })),
    },
    answers: answers.map((a) => ({
      questionIndex: a.questionIndex,
      transcript: a.text,
      durationSeconds: null,
      confidence: null,
    })),
  };
}

/**
 * The interviews of a set, per job: every graded level answered to every question, three mixes,
 * each adversarial kind answered to every question, and each adversarial kind once among
 * excellent answers (the interview a human must look at before it gets a band).
 */
export function benchInterviews(set: ScoringSet): BenchInterview[] {
  const [best, good, middle, weak, none] = set.levels;
  const profiles: [string, readonly string[]][] = [
    ...set.levels.map((kind): [string, string[]] => [`all ${kind}`, [kind]]),
    ['strong mix', [best, good, best, middle]],
    ['middle mix', [good, middle, weak, good]],
    ['weak mix', [weak, none, middle, none]],
    ...set.adversarial.map((kind): [string, string[]] => [`all ${kind}`, [kind]]),
    ...set.adversarial.map((kind): [string, string[]] => [
      `excellent but one ${kind}`,
      [best, best, kind, best],
    ]),
  ];
  return set.jobs.flatMap((job) =>
    profiles.flatMap(([profile, kinds]) => {
      const answers = job.questions.map(
        (_, q) =>
          set.cases.find(
            (c) => c.job === job && c.questionIndex === q && c.kind === kinds[q % kinds.length],
          ) ?? null,
      );
      return answers.every((a) => a !== null) ? [{ job, profile, answers }] : [];
    }),
  );
}

/**
 * The interview's expected score: its answers' expected scores, aggregated like the product does.
 * An answer the set expects a concern on is set aside as the product sets a flagged answer aside
 * (docs/behaviour/review.md §17: the criteria from the other answers, a criterion whose only
 * answers were flagged not assessed), so an evaluator that flags it is not ranked down for it;
 * when that would leave fewer answers than a score needs, every answer counts at its grade, so an
 * evaluator that lets them through is still ranked against the low score they deserve.
 */
export function expectedOverall(interview: BenchInterview): number {
  const prepared = prepareEvaluation(
    interviewToScore(
      interview.job,
      interview.answers.map((a) => ({ questionIndex: a.questionIndex, text: a.text })),
    ),
  );
  const kept = interview.answers.filter((a) => a.expectedConcern === null);
  const setAside =
    kept.length < interview.answers.length &&
    kept.length >= assessableAnswersNeeded(interview.answers.length);
  const counted = setAside ? kept : interview.answers;
  const questions = prepared.input.job.questions;
  const general = !questions.some((q) => prepared.pillars.some((p) => p.id === q.pillarId));
  const byCriterion = criterionScoresFromAnswers(
    counted.map((a) => ({ questionIndex: a.questionIndex, score: expectedScore(a.grade) })),
    questions,
    prepared.pillars.map((p) => p.id),
  );
  const scores: PillarScores = {};
  for (const [id, value] of Object.entries(byCriterion)) {
    if (!setAside || general || value.source === 'its questions')
      scores[id as keyof PillarScores] = value.score;
  }
  return overallScore(scores, prepared.pillars);
}
