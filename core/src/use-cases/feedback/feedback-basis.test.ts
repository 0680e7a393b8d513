import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Evaluation } from '../../domain/evaluation.js';
import type { JsonObject } from '../../domain/json.js';
import { defaultCriteriaConfig } from '../../rules/criteria.js';
import { feedbackBasis, NOT_SCORED_REASON, type FeedbackSource } from './feedback-basis.js';
import { interviewFlags, isInterviewFlagged, storedConcernCount } from './interview-flags.js';

const pillars = defaultCriteriaConfig().pillars.filter((p) => p.enabled);

function anEvaluation(overrides: Partial<Evaluation> = {}, analysis: JsonObject = {}): Evaluation {
  return {
    id: 'evaluation-1',
    sessionId: 'session-1',
    overallScore: 74,
    strengths: 'Clear answers.',
    weaknesses: 'Short examples.',
    recommendation: 'Hire',
    detailedAnalysis: { scored: true, ...analysis },
    pillarScores: {
      communication: 85,
      problem_solving: 72,
      motivation: 60,
      adaptability: 80,
      collaboration: 65,
    },
    evaluatedAt: new Date('2025-01-15T09:00:00Z'),
    ...overrides,
  };
}

/** A calm interview: three answers of a minute or so, no tab switches. */
function source(evaluation: Evaluation | null, overrides: Partial<FeedbackSource> = {}): FeedbackSource {
  return {
    session: {
      tabSwitchCount: 0,
      startedAt: new Date('2025-01-15T08:00:00Z'),
      completedAt: new Date('2025-01-15T08:12:00Z'),
      timePerQuestion: [70, 95, 80],
    },
    responses: [{ duration: 60 }, { duration: 75 }, { duration: 70 }],
    evaluation,
    pillars,
    showScores: false,
    ...overrides,
  };
}

describe('feedbackBasis: who writes the feedback', () => {
  it('generates a draft for a scored, unflagged interview', () => {
    const basis = feedbackBasis(source(anEvaluation()));
    expect(basis.kind).toBe('generated');
    if (basis.kind !== 'generated') return;
    expect(basis.draft.strengths).toHaveLength(2);
    expect(basis.draft.strengths[0]).toMatch(/^Communication: /);
    expect(basis.draft.growth[0]).toMatch(/^Motivation: /);
  });

  it('leaves a "Not scored" interview to a person', () => {
    const basis = feedbackBasis(source(anEvaluation({ overallScore: null, pillarScores: null })));
    expect(basis).toEqual({ kind: 'human', reasons: [NOT_SCORED_REASON] });
  });

  it('leaves an interview with the evaluator’s concerns to a person', () => {
    const concerns = [{ kind: 'misconduct', questionIndex: 1, quote: 'I took the money' }];
    const evaluation = anEvaluation({}, { concerns });
    expect(storedConcernCount(evaluation)).toBe(1);
    expect(feedbackBasis(source(evaluation))).toEqual({
      kind: 'human',
      reasons: ['The scorer raised a concern about an answer'],
    });
  });

  it('leaves an interview with quality or anti-cheating flags to a person', () => {
    const tabs = source(anEvaluation(), {
      session: { ...source(null).session, tabSwitchCount: 6 },
    });
    expect(interviewFlags(tabs)).toEqual(['Switched tabs 6 times during the interview']);
    const fast = source(anEvaluation(), { session: { ...source(null).session, timePerQuestion: [4, 5, 6] } });
    expect(interviewFlags(fast)).toEqual([
      'Average response time under 10 seconds',
      'Response times vary by less than 5 seconds',
    ]);
    expect(feedbackBasis(fast).kind).toBe('human');
    expect(isInterviewFlagged(source(anEvaluation()))).toBe(false);
  });

  it('waits for the evaluation', () => {
    expect(feedbackBasis(source(null))).toEqual({ kind: 'awaiting_evaluation' });
  });

  it('never carries the evaluator’s text, a concern or a flag into the draft, whatever the evaluation holds', () => {
    const marker = fc.string({ minLength: 6, maxLength: 20 }).map((s) => `MARK${s}`);
    fc.assert(
      fc.property(
        marker,
        fc.dictionary(fc.constantFrom(...pillars.map((p) => p.id)), fc.integer({ min: 0, max: 100 })),
        fc.boolean(),
        (mark, scores, withConcern) => {
          const evaluation = anEvaluation(
            { strengths: mark, weaknesses: mark, pillarScores: scores, recommendation: mark },
            {
              summary: mark,
              feedback: mark,
              criteria: { communication: { quickTake: mark, rationale: mark } },
              ...(withConcern ? { concerns: [{ kind: 'misconduct', questionIndex: 0, quote: mark }] } : {}),
            },
          );
          const basis = feedbackBasis(source(evaluation, { showScores: false }));
          if (withConcern) expect(basis.kind).toBe('human');
          expect(JSON.stringify(basis.kind === 'generated' ? basis.draft : {})).not.toContain(mark);
        },
      ),
    );
  });
});
