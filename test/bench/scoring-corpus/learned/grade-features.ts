import type { AnswerGrade } from '@sauti/adapters/evaluation/signals/answer-grade';
import type { AnswerReading } from '@sauti/adapters/evaluation/signals/answer-reading';

/**
 * The job-independent signals of one answer that a learned combination weighs
 * (docs/scoring-rubric.md, "The combination learned after `local-signals@7`: tried and not kept"),
 * each 0-1 (the other-question margin -1 to 1). None is a word of any corpus
 * and none counts length or vocabulary by itself: own words count only log-scaled and capped, as
 * in the rules' specificity.
 */
export const GRADE_FEATURES = [
  /** The hand-set combination of `local-signals@7`, curved, before the gates. */
  'rules',
  'relevance',
  'specificity',
  'relevantSpecificity',
  'novel',
  'actions',
  'details',
  'outcomes',
  /** Share of the guide's points touched; 0 without a guide. */
  'guide',
  'guided',
  'focus',
  /** Words only its own question uses (capped at 3). */
  'ownTopic',
  /** How much better another question of the job fits its words (negative: its own fits better). */
  'otherMargin',
  'echo',
  'past',
  'general',
  'jobRelevance',
] as const;

export type GradeFeature = (typeof GRADE_FEATURES)[number];

const clamp = (x: number, lo = 0, hi = 1) => Math.max(lo, Math.min(hi, x));

/** The features of one answer, in the order of `GRADE_FEATURES`, from its reading and the rules' parts. */
export function gradeFeatures(reading: AnswerReading, rules: AnswerGrade): number[] {
  const other = reading.otherQuestion;
  const values: Record<GradeFeature, number> = {
    rules: rules.combined,
    relevance: rules.relevance,
    specificity: rules.specificity,
    relevantSpecificity: rules.relevance * rules.specificity,
    novel: clamp(Math.log1p(reading.novel.size) / Math.log1p(50)),
    actions: clamp(reading.actions.size / 5),
    details: clamp(reading.details.size / 4),
    outcomes: clamp(reading.outcomes / 2),
    guide: rules.guide ?? 0,
    guided: rules.guide === null ? 0 : 1,
    focus: rules.focus,
    ownTopic: clamp(reading.ownTopicWords / 3),
    otherMargin: other ? clamp((other.similarity - reading.ownSimilarity) / 0.2, -1, 1) : -1,
    echo: clamp(reading.echoShare),
    past: clamp(reading.pastShare),
    general: clamp(reading.generalShare),
    jobRelevance: clamp(reading.jobRelevance),
  };
  return GRADE_FEATURES.map((f) => values[f]);
}
