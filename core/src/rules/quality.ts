/** Quality-check limits of the legacy dashboard (docs/behaviour/review.md §9). Durations are in seconds. */
export const QUALITY_LIMITS = {
  /** More than this many tab switches is flagged. */
  maxTabSwitches: 3,
  /** A response shorter than this is short… */
  shortResponseSeconds: 10,
  /** …and more than this many short responses is flagged. */
  maxShortResponses: 1,
  /** Any response longer than this is flagged. */
  longResponseSeconds: 300,
  /** Total interview time above this many minutes per response is flagged. */
  minutesPerResponse: 10,
  /** Timing consistency is judged only with more than this many responses. */
  timingMinResponses: 2,
  /** A response above this multiple of the average is inconsistent. */
  highOutlierFactor: 3,
  /** More than `maxLowOutliers` responses below this multiple of the average is inconsistent. */
  lowOutlierFactor: 0.3,
  maxLowOutliers: 1,
} as const;

/** Anti-cheating limits of the interview side (docs/behaviour/interview.md §9). Times in seconds. */
export const ANTI_CHEATING_LIMITS = {
  maxTabSwitches: 3,
  minAverageResponseSeconds: 10,
  /** The spread is judged only with more than this many answers. */
  spreadMinAnswers: 2,
  /** A spread (slowest minus fastest) under this looks scripted. */
  minSpreadSeconds: 5,
} as const;

export type QualityFlagCode =
  'tab_switching' | 'short_responses' | 'long_response' | 'long_interview' | 'inconsistent_timing';

export type AntiCheatingFlagCode = 'tab_switching' | 'fast_responses' | 'uniform_timing';

/** A named flag with the text HR reads in the Quality Check Needed box. */
export interface Flag<Code extends string> {
  code: Code;
  message: string;
}

export interface QualityInput {
  tabSwitchCount: number;
  /** Duration of each response in seconds. */
  responseDurations: readonly number[];
  /**
   * Wall-clock interview time in seconds (completedAt − startedAt). When unknown the sum of the
   * response durations stands in for it.
   */
  totalSeconds?: number;
}

const average = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The quality-check flags of one interview, in the order of docs/behaviour/review.md §9. */
export function qualityFlags(input: QualityInput): Flag<QualityFlagCode>[] {
  const L = QUALITY_LIMITS;
  const durations = input.responseDurations;
  const flags: Flag<QualityFlagCode>[] = [];
  if (input.tabSwitchCount > L.maxTabSwitches) {
    flags.push({
      code: 'tab_switching',
      message: `Switched tabs ${input.tabSwitchCount} times during the interview`,
    });
  }
  const short = durations.filter((d) => d < L.shortResponseSeconds).length;
  if (short > L.maxShortResponses) {
    flags.push({
      code: 'short_responses',
      message: `${short} responses were shorter than ${L.shortResponseSeconds} seconds`,
    });
  }
  if (durations.some((d) => d > L.longResponseSeconds)) {
    flags.push({
      code: 'long_response',
      message: `A response lasted longer than ${L.longResponseSeconds / 60} minutes`,
    });
  }
  const total = input.totalSeconds ?? durations.reduce((sum, d) => sum + d, 0);
  if (durations.length > 0 && total > durations.length * L.minutesPerResponse * 60) {
    flags.push({
      code: 'long_interview',
      message: `The interview took more than ${L.minutesPerResponse} minutes per response`,
    });
  }
  if (durations.length > L.timingMinResponses && hasInconsistentTiming(durations)) {
    flags.push({ code: 'inconsistent_timing', message: 'Response times were inconsistent' });
  }
  return flags;
}

function hasInconsistentTiming(durations: readonly number[]): boolean {
  const L = QUALITY_LIMITS;
  const mean = average(durations);
  const high = durations.some((d) => d > mean * L.highOutlierFactor);
  const low = durations.filter((d) => d < mean * L.lowOutlierFactor).length;
  return high || low > L.maxLowOutliers;
}

/** The anti-cheating flags recorded for a session (docs/behaviour/interview.md §9). */
export function antiCheatingFlags(input: {
  tabSwitchCount: number;
  /** Seconds spent on each answered question. */
  timePerQuestion: readonly number[];
}): Flag<AntiCheatingFlagCode>[] {
  const L = ANTI_CHEATING_LIMITS;
  const times = input.timePerQuestion;
  const flags: Flag<AntiCheatingFlagCode>[] = [];
  if (input.tabSwitchCount > L.maxTabSwitches) {
    flags.push({ code: 'tab_switching', message: `Excessive tab switching (${input.tabSwitchCount})` });
  }
  if (times.length > 0 && average(times) < L.minAverageResponseSeconds) {
    flags.push({
      code: 'fast_responses',
      message: `Average response time under ${L.minAverageResponseSeconds} seconds`,
    });
  }
  if (times.length > L.spreadMinAnswers && Math.max(...times) - Math.min(...times) < L.minSpreadSeconds) {
    flags.push({
      code: 'uniform_timing',
      message: `Response times vary by less than ${L.minSpreadSeconds} seconds`,
    });
  }
  return flags;
}
