import type { RatedAnswerRecord } from '../../domain/answer-rating.js';
import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { Pillar } from '../../domain/criteria.js';
import type { Job, JobQuestion } from '../../domain/job.js';
import type { EvaluationInput, RatedAnswer } from '../../ports/evaluator.js';
import { anchorsOf } from '../../rules/anchors.js';
import { defaultCriteriaConfig } from '../../rules/criteria.js';
import { DEFAULT_INTERVIEW_LANGUAGE } from '../../rules/interview-languages.js';
import type { QuotableAnswer } from '../../rules/evidence.js';
import { judgeTranscript, type NotAssessableReason } from '../../rules/transcript-quality.js';

/** An answer the gate kept out of scoring, as stored with the evaluation. */
export interface NotAssessableAnswer {
  questionIndex: number;
  reason: NotAssessableReason;
}

/**
 * One interview as scoring needs it, whatever it comes from (stored rows, or a JSON file given to
 * `sauti score`). Never the candidate's name, email, phone or CV.
 */
export interface InterviewToScore {
  job: {
    title: string;
    description: string;
    skills: string[];
    /** The interview's language (base code); English when absent (docs/behaviour/interview.md §22). */
    language?: string;
    /** The enabled criteria with their weights. */
    pillars: Pillar[];
    /**
     * In interview order: the position is the question index. `anchors`: the team's rated answers
     * to the question, never the answer being scored (docs/behaviour/review.md §15).
     */
    questions: {
      text: string;
      pillarId: Pillar['id'] | null;
      scoringGuide: string | null;
      anchors?: RatedAnswer[];
    }[];
  };
  answers: {
    questionIndex: number;
    /** The question as the candidate heard it, when recorded with the answer. */
    questionText?: string;
    transcript: string | null;
    durationSeconds: number | null;
    /** The recogniser's confidence 0-1, null when it gives none. */
    confidence: number | null;
  }[];
}

/** The evaluator's input plus what the core keeps to check and explain its output. */
export interface PreparedEvaluation {
  input: EvaluationInput;
  /** The enabled criteria with their weights, for the core's overall score. */
  pillars: Pillar[];
  notAssessable: NotAssessableAnswer[];
  /** The transcripts evidence quotes must come from (assessable answers only). */
  quotable: QuotableAnswer[];
  /** Questions asked: the denominator of the scoring gate. */
  asked: number;
}

/** The job's enabled criteria; a legacy job without criteriaConfig uses the default criteria. */
export function enabledPillars(job: Pick<Job, 'criteriaConfig'>): Pillar[] {
  return (job.criteriaConfig ?? defaultCriteriaConfig()).pillars.filter((p) => p.enabled);
}

/** The team's ratings of a job's answers, and the session being scored (its answers are never anchors). */
export interface Calibration {
  rated: readonly RatedAnswerRecord[];
  sessionId: string;
}

/**
 * The interview of stored rows: the job's stored questions (or its legacy texts), each with its
 * anchors when `calibration` is given and the question has enough other rated answers, and the
 * answers.
 */
export function interviewFromRecords(
  job: Job,
  questions: readonly JobQuestion[],
  responses: readonly CandidateResponse[],
  calibration?: Calibration,
): InterviewToScore {
  const ordered = [...questions].sort((a, b) => a.orderIndex - b.orderIndex);
  const asked = ordered.length
    ? ordered.map((q) => ({ text: q.text, pillarId: q.pillarId, scoringGuide: q.scoringGuide }))
    : job.questions.map((text) => ({ text, pillarId: null, scoringGuide: null }));
  return {
    job: {
      title: job.title,
      description: job.description,
      skills: [...job.skills],
      language: job.language,
      pillars: enabledPillars(job),
      questions: asked.map((question, index) => {
        const anchors = calibration
          ? anchorsOf(calibration.rated, { index, text: question.text }, calibration.sessionId)
          : [];
        return anchors.length > 0 ? { ...question, anchors } : question;
      }),
    },
    answers: responses.map((r) => ({
      questionIndex: r.questionIndex,
      questionText: r.questionText,
      transcript: r.transcribedText,
      durationSeconds: r.duration,
      confidence: r.transcriptionConfidence,
    })),
  };
}

/** The enabled criteria as the evaluator reads them: words, weight and enabled sub-criteria only. */
export function criteriaAsRead(pillars: readonly Pillar[]): EvaluationInput['job']['criteria'] {
  return pillars.map((p) => ({
    id: p.id,
    label: p.label,
    description: p.description,
    weight: p.weight,
    subcriteria: p.subcriteria.filter((s) => s.enabled).map((s) => ({ id: s.id, label: s.label })),
  }));
}

/**
 * Builds what the evaluator sees. An answer the transcript-quality gate rejects is still listed
 * (so the evaluator knows the question was asked) but with `transcript: null`, so it is never
 * scored as content, and it is reported as not assessable; so is a question with no answer.
 */
export function prepareEvaluation(interview: InterviewToScore): PreparedEvaluation {
  const { job } = interview;
  const notAssessable: NotAssessableAnswer[] = [];
  const quotable: QuotableAnswer[] = [];
  const byIndex = new Map(interview.answers.map((a) => [a.questionIndex, a]));
  const answers = [...byIndex.values()]
    .sort((a, b) => a.questionIndex - b.questionIndex)
    .map((answer) => {
      const verdict = judgeTranscript({
        transcript: answer.transcript,
        confidence: answer.confidence,
        durationSeconds: answer.durationSeconds,
      });
      if (verdict.assessable) {
        quotable.push({ questionIndex: answer.questionIndex, transcript: answer.transcript ?? '' });
      } else {
        notAssessable.push({ questionIndex: answer.questionIndex, reason: verdict.reason });
      }
      return {
        questionIndex: answer.questionIndex,
        questionText:
          answer.questionText ??
          job.questions[answer.questionIndex]?.text ??
          `Question ${answer.questionIndex + 1}`,
        transcript: verdict.assessable ? answer.transcript : null,
        durationSeconds: answer.durationSeconds,
        transcriptConfidence: answer.confidence,
      };
    });
  job.questions.forEach((_, index) => {
    if (!byIndex.has(index)) notAssessable.push({ questionIndex: index, reason: 'no answer recorded' });
  });
  notAssessable.sort((a, b) => a.questionIndex - b.questionIndex);
  const input: EvaluationInput = {
    job: {
      title: job.title,
      description: job.description,
      skills: [...job.skills],
      // Only a language other than English is named, so the fingerprints of English interviews
      // evaluated before languages existed stay the same (no needless re-evaluation).
      ...(job.language && job.language !== DEFAULT_INTERVIEW_LANGUAGE ? { language: job.language } : {}),
      criteria: criteriaAsRead(job.pillars),
      questions: job.questions.map((q, index) => ({
        index,
        text: q.text,
        pillarId: q.pillarId,
        scoringGuide: q.scoringGuide,
        ...(q.anchors?.length ? { anchors: q.anchors.map((a) => ({ ...a })) } : {}),
      })),
    },
    answers,
  };
  const asked = Math.max(job.questions.length, byIndex.size);
  return { input, pillars: job.pillars, notAssessable, quotable, asked };
}
