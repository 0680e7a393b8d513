import type { AnswerReading } from './answer-reading.js';

/**
 * Where each feature of an answer reaches its full value. Set once against the rubric's picture
 * of an excellent spoken answer (about a minute: a dozen or more new facts, five or so things the
 * candidate did, a few figures, names or times, an outcome and a lesson); not fitted per answer.
 */
export const FULL_AT = {
  /** Weighted share of the question's and guide's concepts covered. */
  coverage: 0.35,
  /** Weighted share of the question's own words taken up. */
  echo: 0.5,
  /** New on-question concepts. */
  novel: 15,
  /** Distinct actions of the candidate. */
  actions: 5,
  /** Figures, names, times. */
  details: 4,
  /** Outcome or lesson clauses. */
  outcomes: 2,
  /** Share of the content on the job's subject below which padding costs. */
  focus: 0.6,
} as const;

/** How much each part of substance counts (they total 1). */
export const SUBSTANCE_WEIGHTS = { novel: 0.4, actions: 0.2, details: 0.25, outcomes: 0.15 } as const;
/** Relevance to the question and substance: relevance carries this share, substance the rest. */
export const RELEVANCE_SHARE = 0.35;
/**
 * Talking about the question's own subject, without the guide's points, shows at most this much
 * relevance: a general but honest answer is on the question, just thin.
 */
export const ECHO_RELEVANCE = 0.6;

/** Highest score of an answer that… */
export const CAPS = {
  /** …describes conduct the job would reject. */
  conduct: 10,
  /** …is a list of words, not speech. */
  list: 5,
  /** …repeats another answer of the interview. */
  repeat: 10,
  /** …only restates the question (an empty situation-task-action-result shell). */
  restates: 10,
  /** …declines to answer. */
  declines: 5,
} as const;

/**
 * The curve from the weighted features (0-1) to the score: a rubric grade's answers sit at
 * roughly the middle of its band (a general but honest answer near 40-50, an excellent one near
 * 90), and 100 stays out of reach of all but a complete answer.
 */
export const CURVE_EXPONENT = 0.55;

/**
 * 100 is earned: above this score an answer climbs only with the share of the scoring guide's
 * points it touches (every point for 100), and without a guide it stops at `UNGUIDED_TOP`, since
 * nothing says what a complete answer holds. Full substance and relevance reach 100 easily on a
 * long, specific answer; they do not show it covers everything the question asks.
 */
export const EARNED_FROM = 90;
export const UNGUIDED_TOP = 95;

/** The parts of an answer's score, kept so the feedback can explain it. */
export interface AnswerScoreParts {
  relevance: number;
  substance: number;
  focus: number;
  score: number;
  /** Which cap applied, if any ('otherQuestion': the score was lowered for fitting another question). */
  capped: keyof typeof CAPS | 'otherQuestion' | null;
}

const part = (value: number, full: number) => Math.max(0, Math.min(1, value / full));

/**
 * One answer's score 0-100 from what was read in it: relevance to its own question (coverage of
 * the question and its guide) and substance (new facts, the candidate's actions, details,
 * outcomes), substance counting fully only when the answer is on the question; padding with
 * unrelated talk scales it down; conduct the job would reject, word lists, answers to another
 * question and repeats are capped. Length, vocabulary and cue words earn nothing by themselves.
 */
export function scoreAnswer(
  reading: AnswerReading,
  context: { otherQuestion: number; repeatsAnswer: boolean },
): AnswerScoreParts {
  const relevance = Math.max(
    part(reading.coverage, FULL_AT.coverage),
    ECHO_RELEVANCE * part(reading.echoCoverage, FULL_AT.echo),
  );
  const w = SUBSTANCE_WEIGHTS;
  const substance =
    w.novel * part(reading.novel.size, FULL_AT.novel) +
    w.actions * part(reading.actions.size, FULL_AT.actions) +
    w.details * part(reading.details.size, FULL_AT.details) +
    w.outcomes * part(reading.outcomes, FULL_AT.outcomes);
  const focus = part(reading.focus, FULL_AT.focus);
  const raw = RELEVANCE_SHARE * relevance + (1 - RELEVANCE_SHARE) * substance * (0.5 + 0.5 * relevance);
  const top =
    reading.guideShare === null ? UNGUIDED_TOP : EARNED_FROM + (100 - EARNED_FROM) * reading.guideShare;
  const full = Math.min(100 * raw ** CURVE_EXPONENT * focus, top);
  let score = Math.round(full * context.otherQuestion);
  let capped: AnswerScoreParts['capped'] = null;
  const cap = (reason: keyof typeof CAPS, applies: boolean) => {
    if (applies && score > CAPS[reason]) {
      score = CAPS[reason];
      capped = reason;
    }
  };
  if (context.otherQuestion < 1 && score < full) capped = 'otherQuestion';
  cap('conduct', reading.conduct.length > 0);
  cap('repeat', context.repeatsAnswer);
  cap('restates', reading.restatesQuestion);
  cap('declines', reading.declines);
  cap('list', reading.list);
  return { relevance, substance, focus, score, capped };
}
