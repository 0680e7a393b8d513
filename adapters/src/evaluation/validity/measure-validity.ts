import type { Evaluator } from '@sauti/core/ports/evaluator';
import { criterionScoresFromAnswers } from '@sauti/core/rules/answer-scores';
import { overallScore, type PillarScores } from '@sauti/core/rules/scoring';
import { prepareEvaluation } from '@sauti/core/use-cases/evaluation/evaluation-input';
import { scoreInterview } from '@sauti/core/use-cases/evaluation/score-interview';
import type { CorpusJob } from './corpus/index.js';
import {
  ADVERSARIAL_KINDS,
  bandIndex,
  corpusAnswers,
  corpusInterviews,
  expectedScore,
  interviewToScore,
  misplacedAnswers,
  type AnswerKind,
  type CorpusAnswer,
  type CorpusInterview,
} from './corpus-items.js';
import { mean, quadraticWeightedKappa, spearman, standardDeviation } from './metrics.js';

/** An adversarial answer that scored above the honest vague answer to the same question. */
export interface AdversarialWin {
  job: string;
  questionIndex: number;
  kind: AnswerKind;
  score: number;
  vague: number;
}

/** What the benchmark measures of one evaluator (docs/scoring-rubric.md). */
export interface ValidityFigures {
  evaluator: string;
  answers: number;
  interviews: number;
  spearmanPerAnswer: number;
  spearmanPerInterview: number;
  kappaPerAnswer: number;
  kappaPerInterview: number;
  adversarialWins: AdversarialWin[];
  adversarialAnswers: number;
  /**
   * The wrong-question check over every pair: each excellent and plain answer placed under each
   * other question of its job, and how many of them scored above that question's vague answer.
   */
  misplacedWins: AdversarialWin[];
  misplacedAnswers: number;
  plainGapMean: number;
  plainGapMax: number;
  answerSpread: number;
  interviewSpread: number;
  /** Answers scoring 95 or more. */
  answersAt95: number;
  /** Share of interviews whose overall score and band were identical when scored again. */
  rescoreIdentical: number;
  /** Share of interviews given the same band (or none both times) when scored again. */
  rescoreSameBand: number;
  /** Interviews the pipeline left without an overall score (should be none). */
  notScored: number;
  /** Per answer kind: mean score. */
  meanByKind: Partial<Record<AnswerKind, number>>;
}

/** Scores of every answer and every interview, kept for the figures (and for a closer look). */
export interface ValidityRun {
  figures: ValidityFigures;
  answers: (CorpusAnswer & { score: number })[];
  interviews: (CorpusInterview & { expected: number; score: number | null })[];
}

/**
 * One answer's score: the evaluator's per-answer score when it gives one, else the overall score
 * of an interview holding only that answer (what older evaluators can say about one answer).
 */
async function scoreOneAnswer(evaluator: Evaluator, answer: CorpusAnswer, guides: boolean): Promise<number> {
  const interview = interviewToScore(answer.job, [answer], { guides });
  const prepared = prepareEvaluation(interview);
  const output = await evaluator.evaluate(prepared.input);
  const own = output.answers?.find((a) => a.questionIndex === answer.questionIndex);
  if (own) return own.score;
  const scores: PillarScores = {};
  for (const c of output.criteria) scores[c.criterionId] = c.score;
  return overallScore(scores, prepared.pillars);
}

/** The interview's expected score: its answers' expected scores, aggregated like the product does. */
function expectedOverall(interview: CorpusInterview): number {
  const prepared = prepareEvaluation(interviewToScore(interview.job, interview.answers));
  const byCriterion = criterionScoresFromAnswers(
    interview.answers.map((a) => ({ questionIndex: a.questionIndex, score: expectedScore(a.grade) })),
    prepared.input.job.questions,
    prepared.pillars.map((p) => p.id),
  );
  const scores: PillarScores = {};
  for (const [id, value] of Object.entries(byCriterion)) scores[id as keyof PillarScores] = value.score;
  return overallScore(scores, prepared.pillars);
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Runs an evaluator over the whole corpus: every answer alone, every interview twice (the second
 * run is the re-score), and computes the figures of docs/scoring-rubric.md.
 */
export async function measureValidity(
  evaluator: Evaluator,
  options: { jobs?: readonly CorpusJob[]; guides?: boolean; label?: string } = {},
): Promise<ValidityRun> {
  const guides = options.guides ?? true;
  const answers: (CorpusAnswer & { score: number })[] = [];
  for (const answer of corpusAnswers(options.jobs)) {
    answers.push({ ...answer, score: await scoreOneAnswer(evaluator, answer, guides) });
  }
  const interviews: ValidityRun['interviews'] = [];
  let identical = 0;
  let sameBand = 0;
  for (const interview of corpusInterviews(options.jobs)) {
    const input = interviewToScore(interview.job, interview.answers, { guides });
    const first = await scoreInterview(input, evaluator);
    const again = await scoreInterview(input, evaluator);
    if (first.recommendation === again.recommendation) sameBand += 1;
    if (first.overallScore === again.overallScore && first.recommendation === again.recommendation)
      identical += 1;
    interviews.push({ ...interview, expected: expectedOverall(interview), score: first.overallScore });
  }
  const scoreOf = (job: CorpusJob, q: number, kind: AnswerKind) =>
    answers.find((a) => a.job === job && a.questionIndex === q && a.kind === kind)!.score;
  const adversarial = answers.filter((a) => ADVERSARIAL_KINDS.includes(a.kind));
  const wins = adversarial.flatMap((a) => {
    const vague = scoreOf(a.job, a.questionIndex, 'vague');
    return a.score > vague
      ? [{ job: a.job.id, questionIndex: a.questionIndex, kind: a.kind, score: a.score, vague }]
      : [];
  });
  const misplaced = misplacedAnswers(options.jobs);
  const misplacedWins: AdversarialWin[] = [];
  for (const m of misplaced) {
    const score = await scoreOneAnswer(evaluator, m, guides);
    const vague = scoreOf(m.job, m.questionIndex, 'vague');
    if (score > vague)
      misplacedWins.push({ job: m.job.id, questionIndex: m.questionIndex, kind: m.kind, score, vague });
  }
  const gaps = answers
    .filter((a) => a.kind === 'excellent')
    .map((a) => Math.abs(a.score - scoreOf(a.job, a.questionIndex, 'plain')));
  const scored = interviews.filter((i): i is typeof i & { score: number } => i.score !== null);
  const meanByKind: ValidityFigures['meanByKind'] = {};
  for (const kind of new Set(answers.map((a) => a.kind))) {
    meanByKind[kind] = round(mean(answers.filter((a) => a.kind === kind).map((a) => a.score)), 1);
  }
  const figures: ValidityFigures = {
    evaluator: options.label ?? evaluator.version,
    answers: answers.length,
    interviews: interviews.length,
    spearmanPerAnswer: round(
      spearman(
        answers.map((a) => a.score),
        answers.map((a) => a.grade),
      ),
    ),
    spearmanPerInterview: round(
      spearman(
        scored.map((i) => i.score),
        scored.map((i) => i.expected),
      ),
    ),
    kappaPerAnswer: round(
      quadraticWeightedKappa(
        answers.map((a) => bandIndex(a.score)),
        answers.map((a) => bandIndex(expectedScore(a.grade))),
        4,
      ),
    ),
    kappaPerInterview: round(
      quadraticWeightedKappa(
        scored.map((i) => bandIndex(i.score)),
        scored.map((i) => bandIndex(i.expected)),
        4,
      ),
    ),
    adversarialWins: wins,
    adversarialAnswers: adversarial.length,
    misplacedWins,
    misplacedAnswers: misplaced.length,
    plainGapMean: round(mean(gaps), 1),
    plainGapMax: round(Math.max(...gaps), 1),
    answerSpread: round(standardDeviation(answers.map((a) => a.score)), 1),
    interviewSpread: round(standardDeviation(scored.map((i) => i.score)), 1),
    answersAt95: answers.filter((a) => a.score >= 95).length,
    rescoreIdentical: round(identical / interviews.length),
    rescoreSameBand: round(sameBand / interviews.length),
    notScored: interviews.length - scored.length,
    meanByKind,
  };
  return { figures, answers, interviews };
}
