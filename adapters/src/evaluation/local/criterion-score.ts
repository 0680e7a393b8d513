import type { PillarId } from '@sauti/core/domain/criteria';
import type { MeasuredAnswer } from './answer-features.js';
import { sentences, termsIn } from './text.js';
import { CRITERION_VOCABULARY } from './vocabulary.js';
import { wordsPerMinute } from './answer-features.js';

/**
 * Points of each feature of a criterion score (they total 100). A feature that cannot be measured
 * (no question probes the criterion, no duration known) is left out and the others are scaled up.
 */
export const FEATURE_POINTS = {
  vocabulary: 30,
  evidence: 10,
  relevance: 15,
  substance: 15,
  structure: 15,
  focus: 10,
  pace: 5,
} as const;

/** Where each feature reaches full points. */
export const SATURATION = {
  /** Distinct criterion terms. */
  terms: 5,
  /** Sentences showing the criterion. */
  evidenceSentences: 3,
  /** Distinct job words used. */
  jobWords: 6,
  /** Average words per answer. */
  wordsPerAnswer: 70,
  examples: 2,
  figures: 2,
  structureCues: 3,
  /** Words in the answers to questions that probe this criterion. */
  focusWords: 60,
  /** Words a minute; slower speech is mostly silence. */
  wordsPerMinute: 80,
} as const;

/** A sentence chosen as evidence of a criterion. */
export interface EvidenceSentence {
  quote: string;
  questionIndex: number;
  terms: string[];
}

/** Everything measured for one criterion, with its score; the narrative explains these numbers. */
export interface CriterionMeasure {
  score: number;
  terms: string[];
  evidence: EvidenceSentence[];
  jobWords: string[];
  averageWords: number;
  examples: number;
  figures: number;
  structureCues: number;
  focusWords: number | null;
  wordsPerMinute: number | null;
  /** Points earned per feature (only the measured ones). */
  points: Partial<Record<keyof typeof FEATURE_POINTS, number>>;
}

const part = (value: number, full: number) => Math.min(1, value / full);
const MAX_EVIDENCE = 3;

/** The sentences that show the criterion, most terms first (earlier first on a tie). */
function evidenceFor(answers: readonly MeasuredAnswer[], vocabulary: readonly string[]): EvidenceSentence[] {
  return answers
    .flatMap((a) =>
      sentences(a.transcript).map((quote) => ({
        quote,
        questionIndex: a.questionIndex,
        terms: termsIn(quote, vocabulary),
      })),
    )
    .filter((s) => s.terms.length > 0)
    .map((s, order) => ({ s, order }))
    .sort((x, y) => y.s.terms.length - x.s.terms.length || x.order - y.order)
    .map(({ s }) => s);
}

/**
 * Scores one criterion 0-100 from the measured answers. Every feature only grows when content is
 * added, so adding relevant, substantive sentences never lowers a score.
 */
export function measureCriterion(
  criterion: PillarId,
  answers: readonly MeasuredAnswer[],
  focusQuestions: ReadonlySet<number>,
  /** Answers given, assessable or not: short or missing answers pull the average length down. */
  answerCount: number,
): CriterionMeasure {
  const vocabulary = CRITERION_VOCABULARY[criterion];
  const terms = termsIn(answers.map((a) => a.transcript).join(' \n '), vocabulary);
  const allEvidence = evidenceFor(answers, vocabulary);
  // One word per stem (the first spoken), so 'customer' and 'customers' count once.
  const byStem = new Map<string, string>();
  for (const a of answers) for (const [s, w] of a.jobWords) if (!byStem.has(s)) byStem.set(s, w);
  const jobWords = [...byStem.values()].sort();
  const totalWords = answers.reduce((sum, a) => sum + a.words, 0);
  const averageWords = totalWords / Math.max(1, answerCount, answers.length);
  const examples = answers.reduce((sum, a) => sum + a.examples.length, 0);
  const figures = answers.reduce((sum, a) => sum + a.figures, 0);
  const structureCues = new Set(answers.flatMap((a) => a.structureCues)).size;
  const focusWords = focusQuestions.size
    ? answers.filter((a) => focusQuestions.has(a.questionIndex)).reduce((sum, a) => sum + a.words, 0)
    : null;
  const wpm = wordsPerMinute(answers);
  const earned: CriterionMeasure['points'] = {
    vocabulary: part(terms.length, SATURATION.terms),
    evidence: part(allEvidence.length, SATURATION.evidenceSentences),
    relevance: part(jobWords.length, SATURATION.jobWords),
    substance: part(averageWords, SATURATION.wordsPerAnswer),
    structure:
      (part(examples, SATURATION.examples) +
        part(figures, SATURATION.figures) +
        part(structureCues, SATURATION.structureCues)) /
      3,
    ...(focusWords !== null ? { focus: part(focusWords, SATURATION.focusWords) } : {}),
    ...(wpm !== null ? { pace: part(wpm, SATURATION.wordsPerMinute) } : {}),
  };
  const keys = Object.keys(earned) as (keyof typeof FEATURE_POINTS)[];
  const possible = keys.reduce((sum, k) => sum + FEATURE_POINTS[k], 0);
  const points: CriterionMeasure['points'] = {};
  for (const k of keys) points[k] = Math.round((earned[k] ?? 0) * FEATURE_POINTS[k] * 10) / 10;
  const raw = keys.reduce((sum, k) => sum + (earned[k] ?? 0) * FEATURE_POINTS[k], 0);
  return {
    score: answers.length ? Math.round((raw / possible) * 100) : 0,
    terms,
    evidence: allEvidence.slice(0, MAX_EVIDENCE),
    jobWords,
    averageWords: Math.round(averageWords),
    examples,
    figures,
    structureCues,
    focusWords,
    wordsPerMinute: wpm === null ? null : Math.round(wpm),
    points,
  };
}
