import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatedMinutes, INITIAL_INTERVIEW_STATE, interviewTransition, resumeStage } from './interview.js';
import type { InterviewEvent, InterviewState } from './interview.js';

const event: fc.Arbitrary<InterviewEvent> = fc.oneof(
  fc.record({
    type: fc.constant('sessionCreated' as const),
    sessionId: fc.uuid(),
    verificationRequired: fc.boolean(),
    hasVerificationFile: fc.boolean(),
  }),
  fc.record({ type: fc.constant('verificationRequired409' as const), sessionId: fc.uuid() }),
  fc.constant({ type: 'verified' as const }),
  fc.constant({ type: 'enrolled' as const }),
  fc.record({ type: fc.constant('answered' as const), isLast: fc.boolean() }),
  fc.constant({ type: 'completionFailed' as const }),
  fc.constant({ type: 'completed' as const }),
);

const ORDER = ['instructions', 'verification', 'enrollment', 'question', 'submitting', 'complete'];

describe('interviewTransition', () => {
  it('goes to verification only when required and no file is on record', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.boolean(), fc.boolean(), (sessionId, required, hasFile) => {
        const next = interviewTransition(INITIAL_INTERVIEW_STATE, {
          type: 'sessionCreated',
          sessionId,
          verificationRequired: required,
          hasVerificationFile: hasFile,
        });
        expect(next.stage).toBe(required && !hasFile ? 'verification' : 'enrollment');
        expect(next.sessionId).toBe(sessionId);
      }),
    );
  });

  it('walks the happy path and advances the question index on each answer', () => {
    let state: InterviewState = interviewTransition(INITIAL_INTERVIEW_STATE, {
      type: 'verificationRequired409',
      sessionId: 's1',
    });
    expect(state).toEqual({ stage: 'verification', sessionId: 's1', questionIndex: 0 });
    state = interviewTransition(state, { type: 'verified' });
    state = interviewTransition(state, { type: 'enrolled' });
    state = interviewTransition(state, { type: 'answered', isLast: false });
    expect(state).toEqual({ stage: 'question', sessionId: 's1', questionIndex: 1 });
    state = interviewTransition(state, { type: 'answered', isLast: true });
    expect(state.stage).toBe('submitting');
    expect(interviewTransition(state, { type: 'completionFailed' }).stage).toBe('question');
    expect(interviewTransition(state, { type: 'completed' }).stage).toBe('complete');
  });

  it('only moves forward, except a completion failure back to question; complete is final', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = INITIAL_INTERVIEW_STATE;
        for (const e of events) {
          const next = interviewTransition(state, e);
          if (next === state) continue;
          const back = ORDER.indexOf(next.stage) < ORDER.indexOf(state.stage);
          if (back) {
            expect(e.type).toBe('completionFailed');
            expect(next.stage).toBe('question');
          }
          expect(state.stage).not.toBe('complete');
          expect(next.questionIndex).toBeGreaterThanOrEqual(state.questionIndex);
          expect(next.questionIndex - state.questionIndex).toBeLessThanOrEqual(1);
          state = next;
        }
      }),
    );
  });

  it('reaches complete only through submitting', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = INITIAL_INTERVIEW_STATE;
        for (const e of events) {
          const next = interviewTransition(state, e);
          if (next.stage === 'complete' && state.stage !== 'complete') {
            expect(state.stage).toBe('submitting');
            expect(e.type).toBe('completed');
          }
          state = next;
        }
      }),
    );
  });
});

describe('resumeStage', () => {
  it('resumes completed at complete, with a warm-up at question, else at enrollment', () => {
    expect(resumeStage({ status: 'completed' })).toBe('complete');
    expect(resumeStage({ status: 'in_progress', completedAt: '2026-01-01' })).toBe('complete');
    expect(resumeStage({ status: 'in_progress', enrollmentRecordingUrl: 'enrol/a.webm' })).toBe('question');
    expect(resumeStage({ status: 'in_progress', enrollmentRecordingUrl: null })).toBe('enrollment');
  });
});

describe('estimatedMinutes', () => {
  it('is ceil(n × 2.5)', () => {
    fc.assert(
      fc.property(fc.nat(200), (n) => {
        const minutes = estimatedMinutes(n);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(n * 2.5);
        expect(minutes - n * 2.5).toBeLessThan(1);
      }),
    );
    expect([estimatedMinutes(1), estimatedMinutes(7), estimatedMinutes(8)]).toEqual([3, 18, 20]);
  });
});
