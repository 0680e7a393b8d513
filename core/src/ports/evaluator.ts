import type { AnswerRating } from '../domain/answer-rating.js';
import type { AnswerConcern } from '../domain/answer-concern.js';
import type { PillarId } from '../domain/criteria.js';

export type { AnswerRating };

/**
 * What an evaluator is given: the job's enabled criteria and questions, and the answers. Never the
 * candidate's name, email, phone or CV: personal data is not sent to a language model.
 */
export interface EvaluationInput {
  job: {
    title: string;
    description: string;
    skills: string[];
    /**
     * The interview's language (base code, e.g. 'sw'): the questions and transcripts are in it
     * (docs/behaviour/interview.md §22). Absent in inputs of older callers: English.
     */
    language?: string;
    criteria: {
      id: PillarId;
      label: string;
      description: string;
      /** Percentage; enabled criteria total 100. */
      weight: number;
      subcriteria: { id: string; label: string }[];
    }[];
    questions: {
      index: number;
      text: string;
      pillarId: string | null;
      /** What a strong answer covers, written by HR or drafted with the question; null when none. */
      scoringGuide: string | null;
      /**
       * Answers to this question that the hiring team rated (calibration, docs/behaviour/review.md):
       * the team's own standard, for the evaluator to score against. Absent or empty when none.
       * Never the answer being scored.
       */
      anchors?: RatedAnswer[];
    }[];
  };
  answers: {
    questionIndex: number;
    questionText: string;
    /** The transcript, or null when none exists (no speech-to-text, or still pending). */
    transcript: string | null;
    /** Seconds, or null when unknown. */
    durationSeconds: number | null;
    /** Speech-to-text confidence 0-1, or null when the provider gives none. */
    transcriptConfidence: number | null;
  }[];
}

/** An answer the hiring team rated: an anchor of the team's standard for its question. */
export interface RatedAnswer {
  transcript: string;
  rating: AnswerRating;
}

export type { AnswerConcern, ConcernKind } from '../domain/answer-concern.js';

/** One piece of evidence: a quote that must occur in the candidate's transcript, and why it matters. */
export interface EvidenceItem {
  quote: string;
  reasoning: string;
  /** The answer the quote was taken from (so HR can play it). */
  questionIndex: number;
  /**
   * The quote rendered in English, for an interview in another language: the quote itself stays
   * in the original, as said (docs/behaviour/interview.md §22).
   */
  english?: string;
}

/** The evaluator's judgement of one enabled criterion. */
export interface CriterionAssessment {
  criterionId: PillarId;
  /** 0-100. Met at 70 or more (decided by the core, not the model). */
  score: number;
  quickTake: string;
  rationale: string;
  evidence: EvidenceItem[];
  relatedQuestions: { questionIndex: number; feedback: string }[];
  subcriteriaAssessed: string[];
}

/** The evaluator's judgement of one assessable answer against its own question. */
export interface AnswerAssessment {
  questionIndex: number;
  /** 0-100: how well the answer answers its question (the criterion scores come from these). */
  score: number;
  /** Strengths and gaps of the answer in a recruiter's words. */
  feedback: string;
}

/**
 * An evaluator's raw output. The overall score, bands and match level are NOT here: the core
 * computes them from the criterion scores and the job's weights.
 */
export interface EvaluatorOutput {
  criteria: CriterionAssessment[];
  /**
   * Per-answer scores, for evaluators that score each answer against its question (the criterion
   * scores are then aggregated from them). Absent for older evaluators, which score criteria only.
   */
  answers?: AnswerAssessment[];
  /** Answers a human must listen to before the interview gets a band; absent or empty when none. */
  concerns?: AnswerConcern[];
  strengths: string[];
  weaknesses: string[];
  summary: string;
  feedback: string;
  /** Legacy dashboard scores, each 0-10. */
  legacy: { communicationSkills: number; problemSolving: number; motivation: number };
}

/** Whether `evaluator` reads `language` (docs/behaviour/interview.md §22): absent languages mean English only. */
export function readsLanguage(evaluator: Pick<Evaluator, 'languages'>, language: string): boolean {
  const languages = evaluator.languages ?? ['en'];
  return languages === 'any' || languages.includes(language);
}

/** Scores a candidate's answers against a job's criteria (LLM-backed or the built-in local evaluator). */
export interface Evaluator {
  /** e.g. 'local-heuristic@1' or 'openai:gpt-4o-mini@prompt-v1', stored with every evaluation. */
  readonly version: string;
  /**
   * The languages it can read ('any' for a language model; docs/behaviour/interview.md §22).
   * Absent: English only. An interview in another language is never given to it.
   */
  readonly languages?: readonly string[] | 'any';
  evaluate(input: EvaluationInput): Promise<EvaluatorOutput>;
}
