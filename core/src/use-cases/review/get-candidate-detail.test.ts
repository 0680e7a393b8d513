import { describe, expect, it } from 'vitest';
import { anActor } from '../../testing/jobs-testbed.js';
import { reviewTestbed } from '../../testing/review-testbed.js';

const ANALYSIS = {
  feedback: 'Calm and clear.',
  notAssessable: [{ questionIndex: 2, reason: 'no speech detected' }],
  criteria: {
    communication: {
      label: 'Communication',
      score: 85,
      meets: true,
      quickTake: 'Clear',
      rationale: 'Explains steps',
      supportingEvidence: [{ quote: 'I listened', reasoning: 'Shows listening', questionIndex: 1 }],
      relatedQuestions: [{ questionIndex: 1, feedback: 'Good structure' }],
      subcriteria: [{ id: 'Clarity', label: 'Clarity', assessed: true }],
    },
  },
};

describe('GetCandidateDetail', () => {
  it('joins the stored criterion details with the answers and their audio', async () => {
    const bed = await reviewTestbed();
    await bed.seed({
      id: 's1',
      scores: bed.scores(85, 60),
      analysis: ANALYSIS,
      answers: [{ duration: 30 }, { duration: 45 }],
    });
    const detail = await bed.detail.execute(anActor(), 'job-1', 's1');
    expect(detail.criteriaEvaluations).toEqual([
      {
        pillarId: 'communication',
        pillarLabel: 'Communication',
        description: expect.any(String),
        score: 85,
        meets: true,
        subcriteria: [{ id: 'Clarity', label: 'Clarity', assessed: true }],
        relatedQuestions: [
          {
            questionIndex: 1,
            questionText: 'Question 1',
            answerText: 'Answer 1 of s1.', // the readable form of 'Answer 1 of s1'
            feedback: 'Good structure',
            audioFilename: '1-abc.webm',
            audioUrl: '/api/audio/s1/1-abc.webm',
            duration: 45,
          },
        ],
      },
      expect.objectContaining({ pillarId: 'problem_solving', score: 60, meets: false, relatedQuestions: [] }),
    ]);
    expect(detail.pillarDetails[0]).toEqual({
      pillarId: 'communication',
      quickTake: 'Clear',
      rationale: 'Explains steps',
      supportingEvidence: [{ quote: 'I listened', reasoning: 'Shows listening', questionIndex: 1 }],
    });
    expect(detail).toMatchObject({
      matchLevel: 'Partial Match',
      criteriaMet: { met: 1, total: 2 },
      durationMinutes: 20,
      questionsAnswered: 2,
      mainConcern: { pillar: 'problem_solving', score: 60 },
    });
    expect(detail.evaluation!.notAssessable[0]!.message).toBe(
      'Question 3 not assessable: no speech detected',
    );
    expect(detail.job.interviewUrl).toBe('https://hire.example.test/interview/job-1');
  });

  it('answers for an unevaluated candidate and an old evaluation without details', async () => {
    const bed = await reviewTestbed();
    await bed.seed({ id: 'plain' });
    await bed.seed({ id: 'old', scores: bed.scores(75, 75), analysis: 'legacy text' });
    const plain = await bed.detail.execute(anActor(), 'job-1', 'plain');
    expect(plain).toMatchObject({ evaluation: null, criteriaEvaluations: [], matchLevel: null });
    const old = await bed.detail.execute(anActor(), 'job-1', 'old');
    expect(old.criteriaEvaluations.map((c) => [c.pillarId, c.score, c.meets])).toEqual([
      ['communication', 75, true],
      ['problem_solving', 75, true],
    ]);
    expect(old.pillarDetails[0]).toMatchObject({ quickTake: '', supportingEvidence: [] });
  });

  it('answers for an interview not scored with its reasons, and no criterion score, band or concern', async () => {
    const bed = await reviewTestbed();
    const reasons = ['Only 1 of 2 answers could be assessed; a score needs at least 2.'];
    await bed.seed({ id: 'unscored', notScored: reasons, answers: [{}, { transcribedText: null }] });
    const detail = await bed.detail.execute(anActor(), 'job-1', 'unscored');
    expect(detail).toMatchObject({
      criteriaEvaluations: [],
      pillarDetails: [],
      pillarScores: {},
      matchLevel: null,
      mainConcern: null,
      topStrength: null,
      criteriaMet: { met: 0, total: 2 },
      questionsAnswered: 2,
    });
    expect(detail.evaluation).toMatchObject({ scored: false, overallScore: null, notScoredReasons: reasons });
  });

  it('is not found for another job, another organisation or no such session', async () => {
    const bed = await reviewTestbed();
    await bed.seed({ id: 's1' });
    await expect(bed.detail.execute(anActor(), 'job-1', 'nope')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Candidate not found',
    });
    await expect(
      bed.detail.execute(anActor({ organisationId: 'org-x' }), 'job-1', 's1'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
