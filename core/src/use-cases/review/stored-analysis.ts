import type { PillarId } from '../../domain/criteria.js';
import { PILLAR_IDS } from '../../domain/criteria.js';
import type { JsonObject, JsonValue } from '../../domain/json.js';
import type { MatchLevel } from '../../rules/scoring.js';
import type { AnswerConcernView, EvaluationConcernView } from '../../contract/review-views.js';
import type { ConcernKind } from '../../domain/answer-concern.js';
import { CONCERN_REASONS, concernMessage } from '../../rules/answer-concerns.js';

/** One criterion's stored details, every field defaulted when an old or partial row lacks it. */
export interface StoredCriterion {
  label: string | null;
  score: number | null;
  meets: boolean | null;
  quickTake: string;
  rationale: string;
  /** `english`: the quote rendered in English, for an interview in another language. */
  supportingEvidence: { quote: string; reasoning: string; questionIndex: number | null; english?: string }[];
  relatedQuestions: { questionIndex: number; feedback: string }[];
  subcriteria: { id: string; label: string; assessed: boolean }[];
}

/** The stored detailedAnalysis of an evaluation, read defensively. */
export interface StoredAnalysis {
  communicationSkills: number | null;
  problemSolving: number | null;
  motivation: number | null;
  feedback: string | null;
  summary: string | null;
  evaluatorVersion: string | null;
  needsHumanReview: boolean;
  flaggedEvidenceCount: number;
  notAssessable: { questionIndex: number; reason: string }[];
  /** Per-answer scores (evaluations since local-rubric@2; empty before). */
  answers: {
    questionIndex: number;
    score: number | null;
    assessable: boolean;
    reason: string | null;
    feedback: string | null;
    /** How many of the team's rated answers it was scored against (0: none). */
    anchors: number;
    concern: AnswerConcernView | null;
  }[];
  /** The questions scored against the team's rated answers: how many and their stamp (empty before). */
  anchors: { questionIndex: number; count: number; stamp: string }[];
  /** The evaluation's concerns (local-signals@3 and prompt-v3 on; empty before). */
  concerns: EvaluationConcernView[];
  /** A score and band held back for a human listen. */
  heldForListen: boolean;
  /** The match level stored with the evaluation, when it is one. */
  matchLevel: MatchLevel | null;
  /** Why the interview was not scored (empty for scored and old evaluations). */
  notScoredReasons: string[];
  criteria: Partial<Record<PillarId, StoredCriterion>>;
}

const MATCH_LEVELS: readonly MatchLevel[] = ['Strong Match', 'Partial Match', 'Poor Fit'];

const objectOr = (value: JsonValue | undefined): JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
const arrayOr = (value: JsonValue | undefined): JsonValue[] => (Array.isArray(value) ? value : []);
const numberOr = (value: JsonValue | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOr = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);
const indexOr = (value: JsonValue | undefined): number | null => {
  const n = numberOr(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
};

/** Evidence was stored as objects {quote, reasoning, questionIndex}; very old rows hold plain strings. */
function readEvidence(value: JsonValue | undefined): StoredCriterion['supportingEvidence'] {
  return arrayOr(value).flatMap((item) => {
    if (typeof item === 'string') return item ? [{ quote: item, reasoning: '', questionIndex: null }] : [];
    const o = objectOr(item);
    const quote = textOr(o.quote);
    const english = textOr(o.english);
    return quote
      ? [
          {
            quote,
            reasoning: textOr(o.reasoning) ?? '',
            questionIndex: indexOr(o.questionIndex),
            ...(english ? { english } : {}),
          },
        ]
      : [];
  });
}

function readCriterion(value: JsonValue | undefined): StoredCriterion {
  const o = objectOr(value);
  return {
    label: textOr(o.label),
    score: numberOr(o.score),
    meets: typeof o.meets === 'boolean' ? o.meets : null,
    quickTake: textOr(o.quickTake) ?? '',
    rationale: textOr(o.rationale) ?? '',
    supportingEvidence: readEvidence(o.supportingEvidence),
    relatedQuestions: arrayOr(o.relatedQuestions).flatMap((item) => {
      const q = objectOr(item);
      const questionIndex = indexOr(q.questionIndex);
      return questionIndex === null ? [] : [{ questionIndex, feedback: textOr(q.feedback) ?? '' }];
    }),
    subcriteria: arrayOr(o.subcriteria).flatMap((item) => {
      const s = objectOr(item);
      const label = textOr(s.label);
      return label === null ? [] : [{ id: textOr(s.id) ?? label, label, assessed: s.assessed === true }];
    }),
  };
}

const CONCERN_KINDS = Object.keys(CONCERN_REASONS) as ConcernKind[];

/** A stored answer's concern (evaluations since local-signals@3), null when none or unreadable. */
function readConcern(value: JsonValue | undefined): AnswerConcernView | null {
  const o = objectOr(value);
  const kind = CONCERN_KINDS.find((k) => k === o.kind);
  if (!kind) return null;
  return { kind, reason: textOr(o.reason) ?? CONCERN_REASONS[kind], quote: textOr(o.quote) };
}

/**
 * Reads any stored detailedAnalysis (null, an old legacy shape, or the criteria-v1 record of
 * `composeEvaluation`) without failing: what is missing or mistyped reads as null, empty or false.
 */
export function readStoredAnalysis(analysis: JsonValue | null): StoredAnalysis {
  const o = objectOr(analysis ?? undefined);
  const criteriaObject = objectOr(o.criteria);
  const criteria: Partial<Record<PillarId, StoredCriterion>> = {};
  for (const id of PILLAR_IDS) {
    if (id in criteriaObject) criteria[id] = readCriterion(criteriaObject[id]);
  }
  const notAssessable = arrayOr(o.notAssessable).flatMap((item) => {
    const a = objectOr(item);
    const questionIndex = indexOr(a.questionIndex);
    return questionIndex === null ? [] : [{ questionIndex, reason: textOr(a.reason) ?? 'not assessable' }];
  });
  const anchors = arrayOr(o.anchors).flatMap((item) => {
    const a = objectOr(item);
    const questionIndex = indexOr(a.questionIndex);
    const count = indexOr(a.count);
    const stamp = textOr(a.stamp);
    return questionIndex === null || count === null || stamp === null
      ? []
      : [{ questionIndex, count, stamp }];
  });
  const anchorCount = new Map(anchors.map((a) => [a.questionIndex, a.count]));
  const answers = arrayOr(o.answers).flatMap((item) => {
    const a = objectOr(item);
    const questionIndex = indexOr(a.questionIndex);
    if (questionIndex === null) return [];
    const score = numberOr(a.score);
    return [
      {
        questionIndex,
        score: score === null ? null : Math.round(Math.min(100, Math.max(0, score))),
        assessable: a.assessable === true,
        reason: textOr(a.reason),
        feedback: textOr(a.feedback),
        anchors: anchorCount.get(questionIndex) ?? 0,
        concern: readConcern(a.concern),
      },
    ];
  });
  const concerns = arrayOr(o.concerns).flatMap((item): EvaluationConcernView[] => {
    const c = objectOr(item);
    const concern = readConcern(item);
    const questionIndex = indexOr(c.questionIndex);
    if (!concern || questionIndex === null) return [];
    const listened = objectOr(c.listened);
    return [
      {
        ...concern,
        questionIndex,
        message: textOr(c.message) ?? concernMessage({ ...concern, questionIndex }),
        listened:
          typeof listened.userId === 'string' && typeof listened.at === 'string'
            ? { userId: listened.userId, at: listened.at }
            : null,
      },
    ];
  });
  return {
    answers,
    anchors,
    concerns,
    heldForListen: typeof objectOr(o.held).overallScore === 'number',
    matchLevel: MATCH_LEVELS.find((level) => level === o.matchLevel) ?? null,
    notScoredReasons: arrayOr(o.notScoredReasons).filter((r): r is string => typeof r === 'string'),
    communicationSkills: numberOr(o.communicationSkills),
    problemSolving: numberOr(o.problemSolving),
    motivation: numberOr(o.motivation),
    feedback: textOr(o.feedback),
    summary: textOr(o.summary),
    evaluatorVersion: textOr(o.evaluatorVersion),
    needsHumanReview: o.needsHumanReview === true,
    flaggedEvidenceCount: Math.max(0, Math.round(numberOr(o.flaggedEvidenceCount) ?? 0)),
    notAssessable,
    criteria,
  };
}
