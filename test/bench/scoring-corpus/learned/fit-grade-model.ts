import { GRADE_FEATURES, type GradeFeature } from './grade-features.js';
import type { GradeModel } from './grade-model.js';
import type { CaseFeatures } from './case-features.js';

/**
 * Which way each signal may move the score: more relevance, specificity or guide coverage never
 * lowers it, an answer that fits another question better or says the question back never raises
 * it. Signals not listed may go either way.
 */
const SIGN: Partial<Record<GradeFeature, 1 | -1>> = {
  rules: 1,
  relevance: 1,
  specificity: 1,
  relevantSpecificity: 1,
  novel: 1,
  actions: 1,
  details: 1,
  outcomes: 1,
  guide: 1,
  focus: 1,
  ownTopic: 1,
  otherMargin: -1,
  echo: -1,
};

export interface FitOptions {
  /** Ridge penalty on every weight but the intercept (per unit of total case weight). */
  ridge: number;
  /** Weight of a plain/polished pair's difference, relative to one answer's error. */
  sameSubstance: number;
  /** Weight of a recognised set relative to a written one. */
  recognised: number;
  /** Weight of an attack (an adversarial kind) relative to an honest answer. */
  adversarial: number;
  /** Weight of the differences between answers to one question (each pair), relative to one answer's error. */
  withinQuestion: number;
  /**
   * Stretch the fit so the graded levels' mean scores land on the rubric's expected scores (the
   * best level's mean at 90, the worst's at 10): least squares pulls every score towards the
   * middle, which would move the bands HR reads. A linear stretch keeps every ranking.
   */
  calibrate: boolean;
  /** Where the worst level's mean lands when calibrated (the rubric's 10, or higher to stretch less). */
  calibrateLow: number;
  /** Where the best level's mean lands when calibrated (the rubric's 90). */
  calibrateHigh: number;
  /** Signals left out (their weight held at 0). */
  drop: readonly GradeFeature[];
}

export const FIT: FitOptions = {
  ridge: 0.02,
  sameSubstance: 3,
  recognised: 0.5,
  adversarial: 1,
  withinQuestion: 0,
  calibrate: true,
  calibrateLow: 10,
  calibrateHigh: 90,
  drop: [],
};

/** Pairs of kinds with the same substance in other words (development: excellent vs plain). */
const SAME_SUBSTANCE: readonly (readonly [string, string])[] = [
  ['polished', 'plain'],
  ['excellent', 'plain'],
];

/** A case's row: its signals scaled by what the gates keep (the score is kept × the combination). */
const rowOf = (c: CaseFeatures) => [c.kept, ...c.features.map((x) => x * c.kept)];

/**
 * Weighted ridge regression of each answer's expected score on its signals, every weight held to
 * its sign (projected coordinate descent, deterministic), each set weighing the same, plus rows
 * asking plain and polished versions of one answer to score alike.
 */
export function fitGradeModel(cases: readonly CaseFeatures[], options: FitOptions = FIT): GradeModel {
  const n = GRADE_FEATURES.length + 1;
  const gram = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const rhs = new Array<number>(n).fill(0);
  const add = (row: readonly number[], y: number, w: number) => {
    for (let i = 0; i < n; i += 1) {
      rhs[i]! += w * y * row[i]!;
      for (let j = 0; j < n; j += 1) gram[i]![j]! += w * row[i]! * row[j]!;
    }
  };
  const usable = cases.filter((c) => !c.flagged);
  const sets = [...new Set(usable.map((c) => c.set))];
  let total = 0;
  for (const set of sets) {
    const mine = usable.filter((c) => c.set === set);
    const w = (set === mine[0]!.family ? 1 : options.recognised) / mine.length;
    for (const c of mine) add(rowOf(c), c.target, c.adversarial ? w * options.adversarial : w);
    total += w * mine.length;
    if (options.withinQuestion > 0) {
      for (const question of new Set(mine.map((c) => c.question))) {
        const answers = mine.filter((c) => c.question === question);
        const pw = (w * options.withinQuestion) / answers.length;
        for (let i = 0; i < answers.length; i += 1) {
          for (let j = i + 1; j < answers.length; j += 1) {
            const ra = rowOf(answers[i]!);
            const rb = rowOf(answers[j]!);
            add(
              ra.map((x, k) => x - rb[k]!),
              answers[i]!.target - answers[j]!.target,
              pw,
            );
          }
        }
      }
    }
    const byKey = new Map(mine.map((c) => [`${c.question}|${c.kind}`, c]));
    for (const c of mine) {
      for (const [a, b] of SAME_SUBSTANCE) {
        const other = c.kind === a ? byKey.get(`${c.question}|${b}`) : undefined;
        if (!other) continue;
        const ra = rowOf(c);
        const rb = rowOf(other);
        add(
          ra.map((x, i) => x - rb[i]!),
          0,
          w * options.sameSubstance,
        );
      }
    }
  }
  const beta = new Array<number>(n).fill(0);
  const sign = [0, ...GRADE_FEATURES.map((f) => SIGN[f] ?? 0)];
  const penalty = (i: number) => (i === 0 ? 0 : options.ridge * total);
  for (let sweep = 0; sweep < 2000; sweep += 1) {
    let moved = 0;
    for (let i = 0; i < n; i += 1) {
      let r = rhs[i]!;
      for (let j = 0; j < n; j += 1) if (j !== i) r -= gram[i]![j]! * beta[j]!;
      let next = r / (gram[i]![i]! + penalty(i) || 1);
      if (sign[i] === 1) next = Math.max(0, next);
      if (sign[i] === -1) next = Math.min(0, next);
      if (i > 0 && options.drop.includes(GRADE_FEATURES[i - 1]!)) next = 0;
      moved = Math.max(moved, Math.abs(next - beta[i]!));
      beta[i] = next;
    }
    if (moved < 1e-9) break;
  }
  if (options.calibrate) {
    const lin = (c: CaseFeatures) => beta[0]! + c.features.reduce((sum, x, i) => sum + x * beta[i + 1]!, 0);
    const levelMean = (target: number) => {
      const mine = usable.filter((c) => c.level && c.target === target).map(lin);
      return mine.reduce((a, b) => a + b, 0) / mine.length;
    };
    const [low, high] = [levelMean(10), levelMean(90)];
    if (high > low) {
      const slope = (options.calibrateHigh - options.calibrateLow) / (high - low);
      beta.forEach((b, i) => (beta[i] = b * slope));
      beta[0]! += options.calibrateLow - slope * low;
    }
  }
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    intercept: round(beta[0]!),
    weights: Object.fromEntries(GRADE_FEATURES.map((f, i) => [f, round(beta[i + 1]!)])) as Record<
      GradeFeature,
      number
    >,
  };
}
