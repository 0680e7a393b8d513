import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { prepareEvaluation } from '@sauti/core/use-cases/evaluation/evaluation-input';
import { interviewToScore } from '../interviews.js';
import { gradeFeatures } from './grade-features.js';
import { expectedScore, type ScoringSet } from '../scoring-set.js';

/** One answer of a set as the learned combination sees it: its signals and what it should score. */
export interface CaseFeatures {
  set: string;
  /** The written set it belongs to (a recognised set's written set), for leaving a set out. */
  family: string;
  question: string;
  kind: string;
  /** The grade's expected score (10-90). */
  target: number;
  features: number[];
  kept: number;
  rulesScore: number;
  /** One of the five graded levels of its question (excellent … not an answer). */
  level: boolean;
  /** An attack on the scorer (one of the set's adversarial kinds). */
  adversarial: boolean;
  /** Held for a listen: never scored, so never fitted. */
  flagged: boolean;
}

/** The written set a set's answers come from ("held-out-5, recognised" → "held-out-5"). */
export const familyOf = (set: string) => set.replace(/, recognised$/, '');

/** Reads every answer of `set` alone, as the benchmark scores it, and keeps its signals. */
export function caseFeatures(set: ScoringSet): CaseFeatures[] {
  const evaluator = new SignalsEvaluator();
  return set.cases.map((c) => {
    const input = prepareEvaluation(interviewToScore(c.job, [c])).input;
    const verdict = evaluator.read(input).find((v) => v.questionIndex === c.questionIndex)!;
    return {
      set: set.name,
      family: familyOf(set.name),
      question: `${c.job.id}|${c.questionIndex}`,
      kind: c.kind,
      adversarial: set.adversarial.includes(c.kind),
      level: set.levels.includes(c.kind),
      target: expectedScore(c.grade),
      features: gradeFeatures(verdict.reading, verdict.grade),
      kept: verdict.grade.kept,
      rulesScore: verdict.grade.score,
      flagged: verdict.concerns.length > 0,
    };
  });
}
