import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { JsonValue } from '../../domain/json.js';
import { antiCheatingFlags } from '../../rules/quality.js';
import { qualityFlagsOf } from '../review/interview-quality.js';

/** What the flag check reads of an interview: the session, its answers and its latest stored evaluation. */
export interface FlaggableInterview {
  session: Pick<CandidateSession, 'tabSwitchCount' | 'startedAt' | 'completedAt' | 'timePerQuestion'>;
  responses: readonly Pick<CandidateResponse, 'duration'>[];
  evaluation: Pick<Evaluation, 'detailedAnalysis'> | null;
}

/**
 * The concerns the evaluator raised, as stored with the evaluation (`EvaluatorOutput.concerns`,
 * kept under `detailedAnalysis.concerns`). Read leniently: anything but a non-empty list counts as
 * none. The one place that knows where concerns are stored.
 */
export function storedConcernCount(evaluation: Pick<Evaluation, 'detailedAnalysis'> | null): number {
  const analysis = evaluation?.detailedAnalysis;
  if (typeof analysis !== 'object' || analysis === null || Array.isArray(analysis)) return 0;
  const concerns = analysis.concerns;
  return Array.isArray(concerns) ? concerns.filter(isObject).length : 0;
}

const isObject = (value: JsonValue): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Seconds per question as the interview page stored them; anything else is left out. */
function secondsPerQuestion(value: JsonValue | null): number[] {
  return Array.isArray(value)
    ? value.filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
    : [];
}

/**
 * Why an interview is flagged, in HR's words; empty when it is not. Flagged means the evaluation
 * raised concerns about an answer, or the quality check (docs/behaviour/review.md §9) or the
 * anti-cheating check (docs/behaviour/interview.md §9) raised a flag. A flagged interview gets no
 * generated feedback: a person writes it (docs/behaviour/interview.md §17). These reasons are for
 * HR only and never reach the candidate.
 */
export function interviewFlags(interview: FlaggableInterview): string[] {
  const concerns = storedConcernCount(interview.evaluation);
  const reasons: string[] = [];
  if (concerns > 0)
    reasons.push(
      concerns === 1
        ? 'The scorer raised a concern about an answer'
        : `The scorer raised concerns about ${concerns} answers`,
    );
  reasons.push(...qualityFlagsOf(interview.session, interview.responses).map((f) => f.message));
  const cheating = antiCheatingFlags({
    tabSwitchCount: interview.session.tabSwitchCount,
    timePerQuestion: secondsPerQuestion(interview.session.timePerQuestion),
  });
  // Tab switching is in both checks: say it once.
  reasons.push(...cheating.filter((f) => f.code !== 'tab_switching').map((f) => f.message));
  return reasons;
}

/** True when the interview is flagged (see `interviewFlags`). */
export function isInterviewFlagged(interview: FlaggableInterview): boolean {
  return interviewFlags(interview).length > 0;
}
