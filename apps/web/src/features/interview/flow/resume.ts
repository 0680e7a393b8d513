import { resumeStage, type InterviewState } from '@sauti/core/rules/interview';
import type { InterviewSession } from '../common/interview-api';

/**
 * Where a returning candidate continues (docs/behaviour/interview.md §4.3): a completed session at complete; one with
 * a voice warm-up on file at the first question with no answer (on the server or still waiting on
 * this device), or at submitting when every question has one; otherwise at enrollment — or at
 * verification when the job requires it and no verification is on file.
 */
export function resumePoint(input: {
  session: InterviewSession;
  /** Question indexes with an answer still waiting in this browser. */
  pendingIndexes: readonly number[];
  questionCount: number;
  requiresVerification: boolean;
}): InterviewState {
  const { session, questionCount } = input;
  const at = (stage: InterviewState['stage'], questionIndex = 0): InterviewState => ({
    stage,
    sessionId: session.id,
    questionIndex,
  });
  const stage = resumeStage(session);
  if (stage === 'complete') return at('complete');
  if (stage === 'enrollment') {
    const mustVerify = input.requiresVerification && !session.verificationFilePath;
    return at(mustVerify ? 'verification' : 'enrollment');
  }
  const answered = new Set([...(session.answeredQuestionIndexes ?? []), ...input.pendingIndexes]);
  for (let index = 0; index < questionCount; index += 1) {
    if (!answered.has(index)) return at('question', index);
  }
  return at('submitting', Math.max(0, questionCount - 1));
}
