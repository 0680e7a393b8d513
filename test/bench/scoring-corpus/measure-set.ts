import type { Evaluator, RatedAnswer } from '@sauti/core/ports/evaluator';
import { prepareEvaluation } from '@sauti/core/use-cases/evaluation/evaluation-input';
import { scoreInterview } from '@sauti/core/use-cases/evaluation/score-interview';
import type { ComposedEvaluation } from '@sauti/core/use-cases/evaluation/evaluation-record';
import { benchInterviews, expectedOverall, interviewToScore, type BenchInterview } from './interviews.js';
import { mean, spearman } from './metrics.js';
import { isGuided, type ScoringCase, type ScoringJob, type ScoringSet } from './scoring-set.js';

/** One answer as the evaluator judged it alone: a score, or a concern and no score, or a crash. */
export interface JudgedCase {
  case: ScoringCase;
  /** Null when the answer was flagged for a human listen (or the evaluator crashed). */
  score: number | null;
  concern: string | null;
  crashed: boolean;
}

/** The figures of one evaluator on one part (guided or unguided jobs) of one set. */
export interface SetFigures {
  evaluator: string;
  set: string;
  part: 'guided' | 'unguided';
  answers: number;
  spearmanPerAnswer: number;
  spearmanPerInterview: number;
  interviews: number;
  levelsInOrder: number;
  questions: number;
  adversarialAbove: { case: ScoringCase; score: number; weak: number }[];
  adversarialAnswers: number;
  gapMean: number;
  gapMax: number;
  crashes: number;
  rescoreIdentical: number;
  /** Spearman per answer on the answers left when 5 graded answers per question are anchors. */
  anchoredSpearman: number | null;
  flagged: number;
  /** Flagged answers the set expects a concern on / honest answers flagged. */
  flaggedExpected: number;
  flaggedHonest: number;
  expectedConcerns: number;
  /** Mean score per kind (flagged answers left out). */
  meanByKind: Record<string, number>;
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Judges one answer alone (or among anchors): the evaluator's own score for it, or its concern. */
async function judge(
  evaluator: Evaluator,
  c: ScoringCase,
  anchors?: ReadonlyMap<number, readonly RatedAnswer[]>,
): Promise<JudgedCase> {
  try {
    const prepared = prepareEvaluation(interviewToScore(c.job, [c], anchors));
    const output = await evaluator.evaluate(prepared.input);
    const concern = output.concerns?.find((x) => x.questionIndex === c.questionIndex) ?? null;
    const own = output.answers?.find((a) => a.questionIndex === c.questionIndex);
    return {
      case: c,
      score: concern || !own ? null : own.score,
      concern: concern?.kind ?? null,
      crashed: false,
    };
  } catch {
    return { case: c, score: null, concern: null, crashed: true };
  }
}

/** The overall score HR sees once any concern has been listened to (null: not scored at all). */
export function scoreAfterListen(composed: ComposedEvaluation): number | null {
  if (composed.overallScore !== null) return composed.overallScore;
  const held = (composed.detailedAnalysis as { held?: { overallScore?: unknown } }).held;
  return typeof held?.overallScore === 'number' ? held.overallScore : null;
}

/** The five graded answers of each question of `job`, as rated anchors. */
function anchorsOf(set: ScoringSet, job: ScoringJob): Map<number, RatedAnswer[]> {
  return new Map(
    job.questions.map((_, q) => [
      q,
      set.cases
        .filter((c) => c.job === job && c.questionIndex === q && set.levels.includes(c.kind))
        .map((c) => ({ transcript: c.text, rating: c.grade })),
    ]),
  );
}

const scoredPairs = (judged: readonly JudgedCase[]) => judged.filter((j) => j.score !== null);

function answerFigures(set: ScoringSet, judged: readonly JudgedCase[]) {
  const find = (job: ScoringJob, q: number, kind: string) =>
    judged.find((j) => j.case.job === job && j.case.questionIndex === q && j.case.kind === kind);
  const questions = [...new Set(judged.map((j) => `${j.case.job.id}|${j.case.questionIndex}`))].map((key) => {
    const sample = judged.find((j) => `${j.case.job.id}|${j.case.questionIndex}` === key)!.case;
    return { job: sample.job, q: sample.questionIndex };
  });
  const levelsInOrder = questions.filter(({ job, q }) => {
    const scores = set.levels.map((kind) => find(job, q, kind)?.score ?? null);
    return scores.every((s, i) => s !== null && (i === 0 || s < scores[i - 1]!));
  }).length;
  const adversarial = judged.filter((j) => set.adversarial.includes(j.case.kind));
  const adversarialAbove = adversarial.flatMap((j) => {
    const weak = find(j.case.job, j.case.questionIndex, set.weak)?.score ?? 0;
    // A flagged answer without a score is not above anything: a human listens to it.
    return j.score !== null && j.score > weak ? [{ case: j.case, score: j.score, weak }] : [];
  });
  const gaps = questions.flatMap(({ job, q }) =>
    set.sameSubstance.flatMap(([a, b]) => {
      const x = find(job, q, a)?.score;
      const y = find(job, q, b)?.score;
      // A flagged version against a scored one is a gap of the whole score.
      if (x === undefined || y === undefined) return [];
      if (x === null && y === null) return [0];
      return [Math.abs((x ?? 0) - (y ?? 0))];
    }),
  );
  const scored = scoredPairs(judged);
  const meanByKind: Record<string, number> = {};
  for (const kind of new Set(judged.map((j) => j.case.kind))) {
    meanByKind[kind] = round(mean(scored.filter((j) => j.case.kind === kind).map((j) => j.score!)), 1);
  }
  const flagged = judged.filter((j) => j.concern !== null);
  return {
    answers: judged.length,
    spearmanPerAnswer: round(
      spearman(
        scored.map((j) => j.score!),
        scored.map((j) => j.case.grade),
      ),
    ),
    levelsInOrder,
    questions: questions.length,
    adversarialAbove,
    adversarialAnswers: adversarial.length,
    gapMean: round(mean(gaps), 1),
    gapMax: gaps.length ? Math.max(...gaps) : 0,
    crashes: judged.filter((j) => j.crashed).length,
    flagged: flagged.length,
    flaggedExpected: flagged.filter((j) => j.case.expectedConcern !== null).length,
    flaggedHonest: flagged.filter((j) => j.case.expectedConcern === null && j.case.grade >= 3).length,
    expectedConcerns: judged.filter((j) => j.case.expectedConcern !== null).length,
    meanByKind,
  };
}

async function interviewFigures(evaluator: Evaluator, interviews: readonly BenchInterview[]) {
  const scores: number[] = [];
  const expected: number[] = [];
  let identical = 0;
  let crashes = 0;
  for (const interview of interviews) {
    const input = interviewToScore(interview.job, interview.answers);
    try {
      const first = await scoreInterview(input, evaluator);
      const again = await scoreInterview(input, evaluator);
      if (JSON.stringify(first) === JSON.stringify(again)) identical += 1;
      const score = scoreAfterListen(first);
      if (score !== null) {
        scores.push(score);
        expected.push(expectedOverall(interview));
      }
    } catch {
      crashes += 1;
    }
  }
  return {
    interviews: interviews.length,
    spearmanPerInterview: round(spearman(scores, expected)),
    rescoreIdentical: interviews.length ? round(identical / interviews.length) : 1,
    crashes,
  };
}

/**
 * Measures an evaluator on a set, apart for its guided and its unguided jobs: every answer
 * alone, every interview twice (the re-score), and every non-anchor answer again with five graded
 * answers per question given as anchors (docs/scoring-rubric.md).
 */
export async function measureSet(
  evaluator: Evaluator,
  set: ScoringSet,
  options: { label?: string; anchors?: boolean } = {},
): Promise<{ figures: SetFigures[]; judged: JudgedCase[] }> {
  const judged: JudgedCase[] = [];
  for (const c of set.cases) judged.push(await judge(evaluator, c));
  const interviews = benchInterviews(set);
  const figures: SetFigures[] = [];
  for (const part of ['guided', 'unguided'] as const) {
    const jobs = set.jobs.filter((job) => isGuided(job) === (part === 'guided'));
    if (jobs.length === 0) continue;
    const mine = judged.filter((j) => jobs.includes(j.case.job));
    let anchoredSpearman: number | null = null;
    if (options.anchors !== false) {
      const rest: JudgedCase[] = [];
      for (const job of jobs) {
        const anchors = anchorsOf(set, job);
        for (const c of set.cases.filter((x) => x.job === job && !set.levels.includes(x.kind))) {
          rest.push(await judge(evaluator, c, anchors));
        }
      }
      const scored = scoredPairs(rest);
      // A rank correlation needs at least two grades among the rest (a set of only the graded levels
      // and plain/polished leaves only 5s): otherwise there is nothing to rank, and it is reported as such.
      if (new Set(scored.map((j) => j.case.grade)).size > 1)
        anchoredSpearman = round(
          spearman(
            scored.map((j) => j.score!),
            scored.map((j) => j.case.grade),
          ),
        );
    }
    const answers = answerFigures(set, mine);
    const whole = await interviewFigures(
      evaluator,
      interviews.filter((i) => jobs.includes(i.job)),
    );
    figures.push({
      evaluator: options.label ?? evaluator.version,
      set: set.name,
      part,
      ...answers,
      spearmanPerInterview: whole.spearmanPerInterview,
      interviews: whole.interviews,
      rescoreIdentical: whole.rescoreIdentical,
      crashes: answers.crashes + whole.crashes,
      anchoredSpearman,
    });
  }
  return { figures, judged };
}
