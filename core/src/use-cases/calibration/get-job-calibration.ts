import type { RatedAnswerRecord } from '../../domain/answer-rating.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { AnswerRatingRepository } from '../../ports/answer-rating-repository.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import { agreementOf, type ScoredRating } from '../../rules/agreement.js';
import { anchorsOf, anchorStamp, type AskedQuestion } from '../../rules/anchors.js';
import { MIN_ANCHORS_PER_QUESTION, teamRating } from '../../rules/calibration.js';
import { describeEvaluator, type EvaluatorDescription } from '../../rules/evaluator-label.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import { readStoredAnalysis } from '../review/stored-analysis.js';
import type { CalibrationView } from '../../contract/calibration.js';

/** The questions as asked now: stored rows in order, else the legacy texts. */
async function askedQuestions(jobs: JobRepository, job: { id: string; questions: string[] }) {
  const stored = [...(await jobs.listQuestions(job.id))].sort((a, b) => a.orderIndex - b.orderIndex);
  const texts = stored.length ? stored.map((q) => q.text) : job.questions;
  return texts.map((text, index): AskedQuestion => ({ index, text }));
}

/** One rated answer's comparison: its score, and whether that score used the current ratings. */
function compare(
  answer: RatedAnswerRecord,
  evaluation: Evaluation | undefined,
  rated: readonly RatedAnswerRecord[],
  question: AskedQuestion | undefined,
) {
  const rating = teamRating(answer.ratings.map((r) => r.rating));
  const analysis = readStoredAnalysis(evaluation?.detailedAnalysis ?? null);
  const score = analysis.answers.find((a) => a.questionIndex === answer.questionIndex && a.assessable)?.score;
  if (rating === null || score === null || score === undefined) return null;
  // Leave-one-out: the anchors this answer would be scored against now (the others' ratings).
  const current = question ? anchorStamp(anchorsOf(rated, question, answer.sessionId)) : '';
  const used = analysis.anchors.find((a) => a.questionIndex === answer.questionIndex)?.stamp ?? '';
  return {
    pair: { score, rating } satisfies ScoredRating,
    current: used === current,
    evaluator: describeEvaluator(analysis.evaluatorVersion),
  };
}

/**
 * GET /api/jobs/{jobId}/calibration (docs/behaviour/review.md §15): how far the latest scores of
 * the team's rated answers agree with the team's ratings. Every such score was made without the
 * answer's own rating (anchors never include the answer being scored), and the view says how many
 * were made before the team's current ratings of the other answers. NOT_FOUND for another
 * organisation's job.
 */
export class GetJobCalibration {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      ratings: Pick<AnswerRatingRepository, 'listRatedAnswersOfJob'>;
      evaluations: Pick<EvaluationRepository, 'listLatestBySessions'>;
    },
  ) {}

  async execute(actor: Actor, jobId: string): Promise<CalibrationView> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const [questions, rated] = await Promise.all([
      askedQuestions(this.deps.jobs, job),
      this.deps.ratings.listRatedAnswersOfJob(job.id),
    ]);
    const sessionIds = [...new Set(rated.map((a) => a.sessionId))];
    const latest = sessionIds.length ? await this.deps.evaluations.listLatestBySessions(sessionIds) : [];
    const evaluationOf = new Map(latest.map((e) => [e.sessionId, e]));
    const compared = rated.flatMap((answer) => {
      const result = compare(
        answer,
        evaluationOf.get(answer.sessionId),
        rated,
        questions[answer.questionIndex],
      );
      return result ? [result] : [];
    });
    const scoredBy = new Map<string, EvaluatorDescription>(
      compared.map((c) => [c.evaluator.label, c.evaluator]),
    );
    return {
      agreement: agreementOf(compared.map((c) => c.pair)),
      ratedAnswers: rated.length,
      unscored: rated.length - compared.length,
      scoredBeforeLatestRatings: compared.filter((c) => !c.current).length,
      scoredBy: [...scoredBy.values()],
      questions: questions.map((question) => {
        const count = rated.filter(
          (a) => a.questionIndex === question.index && a.questionText === question.text,
        ).length;
        return { ...question, rated: count, anchorsInUse: count >= MIN_ANCHORS_PER_QUESTION };
      }),
      minimumRatedAnswers: MIN_ANCHORS_PER_QUESTION,
    };
  }
}
