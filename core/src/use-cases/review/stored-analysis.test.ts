import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../../domain/json.js';
import { notAssessableMessage, presentReviewEvaluation } from './present-evaluation.js';
import { readStoredAnalysis } from './stored-analysis.js';

describe('readStoredAnalysis', () => {
  it('reads the criteria-v1 record written by composeEvaluation', () => {
    const analysis = readStoredAnalysis({
      communicationSkills: 7.5,
      problemSolving: 6,
      motivation: 8,
      feedback: 'Clear speaker.',
      summary: 'Good fit.',
      evaluatorVersion: 'local-heuristic@1',
      needsHumanReview: true,
      flaggedEvidenceCount: 2,
      notAssessable: [{ questionIndex: 2, reason: 'no speech detected' }],
      criteria: {
        communication: {
          label: 'Communication',
          score: 80,
          meets: true,
          quickTake: 'Clear',
          rationale: 'Explained well',
          supportingEvidence: [{ quote: 'I listened', reasoning: 'empathy', questionIndex: 1 }],
          relatedQuestions: [{ questionIndex: 1, feedback: 'Good example' }],
          subcriteria: [{ id: 'clarity', label: 'Clarity', assessed: true }],
        },
        not_a_pillar: { score: 1 },
      },
    });
    expect(analysis).toMatchObject({
      communicationSkills: 7.5,
      feedback: 'Clear speaker.',
      evaluatorVersion: 'local-heuristic@1',
      needsHumanReview: true,
      flaggedEvidenceCount: 2,
      notAssessable: [{ questionIndex: 2, reason: 'no speech detected' }],
    });
    expect(Object.keys(analysis.criteria)).toEqual(['communication']);
    expect(analysis.criteria.communication).toEqual({
      label: 'Communication',
      score: 80,
      meets: true,
      quickTake: 'Clear',
      rationale: 'Explained well',
      supportingEvidence: [{ quote: 'I listened', reasoning: 'empathy', questionIndex: 1 }],
      relatedQuestions: [{ questionIndex: 1, feedback: 'Good example' }],
      subcriteria: [{ id: 'clarity', label: 'Clarity', assessed: true }],
    });
  });

  it('reads old and partial rows as empty values (plain-string evidence kept as quotes)', () => {
    expect(readStoredAnalysis(null)).toMatchObject({ feedback: null, criteria: {}, notAssessable: [] });
    const old = readStoredAnalysis({
      communicationSkills: '8',
      criteria: {
        motivation: { supportingEvidence: ['I love this job', 3], relatedQuestions: [{ feedback: 'x' }] },
      },
    });
    expect(old.communicationSkills).toBeNull();
    expect(old.criteria.motivation).toMatchObject({
      score: null,
      quickTake: '',
      supportingEvidence: [{ quote: 'I love this job', reasoning: '', questionIndex: null }],
      relatedQuestions: [],
    });
  });

  it('never throws, whatever JSON is stored', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const analysis = readStoredAnalysis(value as JsonValue);
        expect(analysis.flaggedEvidenceCount).toBeGreaterThanOrEqual(0);
        expect(Array.isArray(analysis.notAssessable)).toBe(true);
      }),
    );
  });
});

describe('presentReviewEvaluation', () => {
  it('numbers not-assessable questions from 1 and bands the recommendation by score', () => {
    expect(notAssessableMessage(2, 'no speech detected')).toBe(
      'Question 3 not assessable: no speech detected',
    );
    const view = presentReviewEvaluation({
      id: 'e1',
      sessionId: 's1',
      overallScore: 80,
      strengths: null,
      weaknesses: null,
      recommendation: null,
      detailedAnalysis: { notAssessable: [{ questionIndex: 0, reason: 'transcript missing' }] },
      pillarScores: null,
      evaluatedAt: new Date('2025-01-15T09:00:00.000Z'),
    });
    expect(view.recommendationSlug).toBe('strong-hire');
    expect(view.needsHumanReview).toBe(true);
    expect(view.notAssessable).toEqual([
      {
        questionIndex: 0,
        reason: 'transcript missing',
        message: 'Question 1 not assessable: transcript missing',
      },
    ]);
    expect(view.detailedAnalysis).toEqual({
      communicationSkills: null,
      problemSolving: null,
      motivation: null,
    });
  });
});
