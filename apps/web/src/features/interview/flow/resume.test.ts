import { describe, expect, it } from 'vitest';
import type { InterviewSession } from '../common/interview-api';
import { resumePoint } from './resume';

function session(patch: Partial<InterviewSession> = {}): InterviewSession {
  return {
    id: 's1',
    jobId: 'j1',
    status: 'in_progress',
    candidateName: 'Ama',
    completedAt: null,
    verificationFilePath: null,
    verificationStatus: 'not_required',
    enrollmentRecordingUrl: null,
    answeredQuestionIndexes: [],
    ...patch,
  };
}

const resume = (s: InterviewSession, pendingIndexes: number[] = [], requiresVerification = false) =>
  resumePoint({ session: s, pendingIndexes, questionCount: 4, requiresVerification });

describe('resumePoint (docs/behaviour/interview.md §4.3)', () => {
  it('sends a completed session to complete', () => {
    expect(resume(session({ status: 'completed' })).stage).toBe('complete');
    expect(resume(session({ completedAt: '2026-01-01T00:00:00Z' })).stage).toBe('complete');
  });

  it('resumes at enrollment when no warm-up is on file', () => {
    expect(resume(session())).toEqual({ stage: 'enrollment', sessionId: 's1', questionIndex: 0 });
  });

  it('resumes at verification when the job requires it and none is on file', () => {
    expect(resume(session(), [], true).stage).toBe('verification');
    expect(resume(session({ verificationFilePath: 'v/s1.webm' }), [], true).stage).toBe('enrollment');
  });

  it('resumes at the first question without an answer on the server or on this device', () => {
    const enrolled = { enrollmentRecordingUrl: '/api/audio/e.webm' };
    expect(resume(session(enrolled))).toEqual({ stage: 'question', sessionId: 's1', questionIndex: 0 });
    expect(resume(session({ ...enrolled, answeredQuestionIndexes: [0, 1] })).questionIndex).toBe(2);
    expect(resume(session({ ...enrolled, answeredQuestionIndexes: [0] }), [1, 2]).questionIndex).toBe(3);
    // A gap is filled first: the answer to question 2 is safe, question 1 has none.
    expect(resume(session({ ...enrolled, answeredQuestionIndexes: [0, 2] })).questionIndex).toBe(1);
  });

  it('goes to submitting when every question has an answer', () => {
    const s = session({ enrollmentRecordingUrl: 'e', answeredQuestionIndexes: [0, 1] });
    expect(resume(s, [2, 3])).toEqual({ stage: 'submitting', sessionId: 's1', questionIndex: 3 });
  });
});
