/**
 * How long an answer is (docs/behaviour/platform.md §1): the landing page and the question page say
 * the same because both read this. Recording stops by itself at `limitSeconds`.
 */
export const ANSWER_TIME = { rangeSeconds: '30-90', recommendedSeconds: '60-90', limitSeconds: 90 } as const;

/** Minutes the instructions promise per question; the estimate is ceil(n × 2.5). */
export const MINUTES_PER_QUESTION = 2.5;

/** The candidate interview stages of docs/behaviour/interview.md §4.3, in their usual order. */
export type InterviewStage =
  'instructions' | 'verification' | 'enrollment' | 'question' | 'submitting' | 'complete';

export interface InterviewState {
  stage: InterviewStage;
  /** The session, once created (or named by a 409 VERIFICATION_REQUIRED answer). */
  sessionId: string | null;
  /** Index of the question being answered. */
  questionIndex: number;
}

export type InterviewEvent =
  | {
      type: 'sessionCreated';
      sessionId: string;
      verificationRequired: boolean;
      hasVerificationFile: boolean;
    }
  | { type: 'verificationRequired409'; sessionId: string }
  | { type: 'verified' }
  | { type: 'enrolled' }
  | { type: 'answered'; isLast: boolean }
  | { type: 'completionFailed' }
  | { type: 'completed' };

/** The state of a fresh visit to an interview link. */
export const INITIAL_INTERVIEW_STATE: InterviewState = {
  stage: 'instructions',
  sessionId: null,
  questionIndex: 0,
};

/**
 * The next state after `event`. An event that does not apply to the current stage (a late
 * 'answered' after submitting, a double click) leaves the state unchanged and is returned as is.
 */
export function interviewTransition(state: InterviewState, event: InterviewEvent): InterviewState {
  switch (state.stage) {
    case 'instructions':
      if (event.type === 'sessionCreated') {
        const verify = event.verificationRequired && !event.hasVerificationFile;
        return { ...state, sessionId: event.sessionId, stage: verify ? 'verification' : 'enrollment' };
      }
      if (event.type === 'verificationRequired409') {
        return { ...state, sessionId: event.sessionId, stage: 'verification' };
      }
      return state;
    case 'verification':
      return event.type === 'verified' ? { ...state, stage: 'enrollment' } : state;
    case 'enrollment':
      return event.type === 'enrolled' ? { ...state, stage: 'question' } : state;
    case 'question':
      if (event.type !== 'answered') return state;
      return event.isLast
        ? { ...state, stage: 'submitting' }
        : { ...state, questionIndex: state.questionIndex + 1 };
    case 'submitting':
      if (event.type === 'completed') return { ...state, stage: 'complete' };
      if (event.type === 'completionFailed') return { ...state, stage: 'question' };
      return state;
    case 'complete':
      return state;
  }
}

/** What a returning candidate's stored session says about where to resume. */
export interface ResumableSession {
  status: string;
  completedAt?: Date | string | null;
  enrollmentRecordingUrl?: string | null;
}

/**
 * Where a returning session resumes: a completed one at complete, one with a voice warm-up on
 * file at question, otherwise at enrollment.
 */
export function resumeStage(session: ResumableSession): InterviewStage {
  if (session.status === 'completed' || session.completedAt) return 'complete';
  return session.enrollmentRecordingUrl ? 'question' : 'enrollment';
}

/** The estimated interview length in whole minutes: ceil(questions × 2.5). */
export function estimatedMinutes(questionCount: number): number {
  return Math.ceil(Math.max(0, questionCount) * MINUTES_PER_QUESTION);
}
