import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { Pillar } from '../../domain/criteria.js';
import type { Job, JobQuestion } from '../../domain/job.js';
import type { EvaluationInput } from '../../ports/evaluator.js';
import { defaultCriteriaConfig } from '../../rules/criteria.js';
import type { QuotableAnswer } from '../../rules/evidence.js';
import { judgeTranscript, type NotAssessableReason } from '../../rules/transcript-quality.js';

/** An answer the gate kept out of scoring, as stored with the evaluation. */
export interface NotAssessableAnswer {
  questionIndex: number;
  reason: NotAssessableReason;
}

/** The evaluator's input plus what the core keeps to check and explain its output. */
export interface PreparedEvaluation {
  input: EvaluationInput;
  /** The enabled criteria with their weights, for the core's overall score. */
  pillars: Pillar[];
  notAssessable: NotAssessableAnswer[];
  /** The transcripts evidence quotes must come from (assessable answers only). */
  quotable: QuotableAnswer[];
}

/** The job's enabled criteria; a legacy job without criteriaConfig uses the default criteria. */
export function enabledPillars(job: Pick<Job, 'criteriaConfig'>): Pillar[] {
  return (job.criteriaConfig ?? defaultCriteriaConfig()).pillars.filter((p) => p.enabled);
}

/**
 * Builds what the evaluator sees. Only the job and the answers go in: never the candidate's name,
 * email, phone or CV. An answer the transcript-quality gate rejects is still listed (so the
 * evaluator knows the question was asked) but with `transcript: null`, so it is never scored as
 * content, and it is reported as not assessable.
 */
export function prepareEvaluation(
  job: Job,
  questions: readonly JobQuestion[],
  responses: readonly CandidateResponse[],
): PreparedEvaluation {
  const pillars = enabledPillars(job);
  const ordered = [...questions].sort((a, b) => a.orderIndex - b.orderIndex);
  const notAssessable: NotAssessableAnswer[] = [];
  const quotable: QuotableAnswer[] = [];
  const answers = [...responses]
    .sort((a, b) => a.questionIndex - b.questionIndex)
    .map((response) => {
      const verdict = judgeTranscript({
        transcript: response.transcribedText,
        confidence: response.transcriptionConfidence,
      });
      if (verdict.assessable) {
        quotable.push({ questionIndex: response.questionIndex, transcript: response.transcribedText ?? '' });
      } else {
        notAssessable.push({ questionIndex: response.questionIndex, reason: verdict.reason });
      }
      return {
        questionIndex: response.questionIndex,
        questionText: response.questionText,
        transcript: verdict.assessable ? response.transcribedText : null,
        durationSeconds: response.duration,
        transcriptConfidence: response.transcriptionConfidence,
      };
    });
  const input: EvaluationInput = {
    job: {
      title: job.title,
      description: job.description,
      skills: [...job.skills],
      criteria: pillars.map((p) => ({
        id: p.id,
        label: p.label,
        description: p.description,
        weight: p.weight,
        subcriteria: p.subcriteria.filter((s) => s.enabled).map((s) => ({ id: s.id, label: s.label })),
      })),
      questions: (ordered.length ? ordered.map((q) => q.text) : job.questions).map((text, index) => ({
        index,
        text,
        pillarId: ordered[index]?.pillarId ?? null,
      })),
    },
    answers,
  };
  return { input, pillars, notAssessable, quotable };
}
