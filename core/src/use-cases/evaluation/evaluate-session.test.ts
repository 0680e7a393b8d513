import { describe, expect, it } from 'vitest';
import { transcribeKey } from '../../ports/job-queue.js';
import { overallScore } from '../../rules/scoring.js';
import { evaluationTestbed } from '../../testing/evaluation-testbed.js';
import { RecordingQueue } from '../../testing/recording-queue.js';
import { REQUEUE_AFTER_MS } from './evaluate-session.js';
import { ScriptedEvaluator } from '../../testing/scripted-evaluator.js';

const GOOD = 'I listened to the customer, explained the refund policy clearly and solved the problem.';
const OTHER = 'I enjoy working with people and I want to grow in customer service.';

async function world(options: { transcriberConfigured?: boolean; queue?: RecordingQueue } = {}) {
  const evaluator = new ScriptedEvaluator({ communication: 90, problem_solving: 50, leadership: 100 }, [
    { quote: 'explained the REFUND policy, clearly', reasoning: 'clear', questionIndex: 0 },
    { quote: 'I managed a team of forty', reasoning: 'invented', questionIndex: 1 },
  ]);
  const bed = await evaluationTestbed(evaluator, options);
  const session = await bed.sessions.create({ id: 's-1', jobId: bed.job.id, startedAt: bed.clock.now() });
  await bed.sessions.update(session.id, { status: 'completed' });
  bed.addAnswer('s-1', 0, { transcribedText: OTHER, transcriptionConfidence: 0.9 });
  bed.addAnswer('s-1', 1, { transcribedText: GOOD, transcriptionConfidence: 0.8 });
  return { ...bed, evaluator };
}

describe('EvaluateSession', () => {
  it('stores the core overall score from the enabled criteria and the job weights, never the model', async () => {
    const bed = await world();
    const { outcome, evaluation } = await bed.evaluate.execute({ sessionId: 's-1' });
    expect(outcome).toBe('evaluated');
    const pillars = bed.job.criteriaConfig!.pillars;
    expect(evaluation!.pillarScores).toEqual({ communication: 90, problem_solving: 50 });
    expect(evaluation!.overallScore).toBe(overallScore({ communication: 90, problem_solving: 50 }, pillars));
    expect(evaluation!.overallScore).toBe(74); // 90 * 0.6 + 50 * 0.4
    expect(evaluation!.recommendation).toBe('Hire');
    expect(evaluation!.strengths).toBe('Explains clearly. Calm under pressure.');
    // The evaluator named no weakness; the unmet criterion is named so no screen contradicts itself.
    expect(evaluation!.weaknesses).toBe('Problem Solving is below the bar (50%).');
    expect(evaluation!.detailedAnalysis).toMatchObject({
      communicationSkills: 7.5,
      problemSolving: 10,
      motivation: 0,
      recommendation: 'hire',
      matchLevel: 'Partial Match',
      evaluatorVersion: 'scripted@1',
      needsHumanReview: false,
      notAssessable: [],
      summary: 'A summary.',
      feedback: 'Some feedback.',
    });
  });

  it('keeps quotes found in the transcripts and drops invented ones, counting them', async () => {
    const bed = await world();
    const { evaluation } = await bed.evaluate.execute({ sessionId: 's-1' });
    const analysis = evaluation!.detailedAnalysis as unknown as {
      flaggedEvidenceCount: number;
      criteria: { communication: Record<string, unknown>; leadership?: unknown };
    };
    expect(analysis.flaggedEvidenceCount).toBe(2); // one invented quote, in each of the 2 criteria
    expect(analysis.criteria.communication.supportingEvidence).toEqual([
      { quote: 'explained the REFUND policy, clearly', reasoning: 'clear', questionIndex: 1 },
    ]);
    expect(analysis.criteria.communication).toMatchObject({
      score: 90,
      meets: true,
      quickTake: 'communication quick take',
      relatedQuestions: [{ questionIndex: 1, feedback: 'ok' }],
    });
    expect(analysis.criteria.communication.subcriteria).toContainEqual({
      id: 'clarity',
      label: 'Clarity',
      assessed: true,
    });
    expect(analysis.criteria.leadership).toBeUndefined();
  });

  it('sends no personal data and keeps answers the gate rejects out of scoring', async () => {
    const bed = await world();
    bed.addAnswer('s-1', 2, { transcribedText: 'um yes', transcriptionConfidence: 0.9 });
    bed.addAnswer('s-1', 3, { transcribedText: GOOD, transcriptionConfidence: 0.2 });
    const { evaluation } = await bed.evaluate.execute({ sessionId: 's-1' });
    const input = bed.evaluator.inputs[0]!;
    const sent = JSON.stringify(input);
    for (const personal of ['Wanjiru', 'wanjiru@example.com', '+254700000001'])
      expect(sent).not.toContain(personal);
    expect(input.answers.map((a) => a.transcript)).toEqual([OTHER, GOOD, null, null]);
    expect(input.job.criteria.map((c) => [c.id, c.weight])).toEqual([
      ['communication', 60],
      ['problem_solving', 40],
    ]);
    expect(input.job.questions[1]).toEqual({
      index: 1,
      text: 'Describe a difficult call.',
      pillarId: 'communication',
      scoringGuide: null,
    });
    expect(evaluation!.detailedAnalysis).toMatchObject({
      needsHumanReview: true,
      notAssessable: [
        { questionIndex: 2, reason: 'too short to assess' },
        { questionIndex: 3, reason: 'low transcription confidence' },
      ],
    });
  });

  it('does nothing for the same version and answers, adds a row when forced or when answers change', async () => {
    const bed = await world();
    await bed.evaluate.execute({ sessionId: 's-1' });
    expect((await bed.evaluate.execute({ sessionId: 's-1' })).outcome).toBe('unchanged');
    expect(bed.evaluations.rows).toHaveLength(1);
    expect(bed.evaluator.inputs).toHaveLength(1);

    bed.clock.advance(1_000);
    expect((await bed.evaluate.execute({ sessionId: 's-1', force: true })).outcome).toBe('evaluated');
    expect(bed.evaluations.rows).toHaveLength(2);

    bed.clock.advance(1_000);
    bed.evaluator.scores = { communication: 40, problem_solving: 40 };
    await bed.responses.saveTranscript('answer-2', { text: `${GOOD} Then I followed up.`, confidence: 0.8 });
    expect((await bed.evaluate.execute({ sessionId: 's-1' })).outcome).toBe('evaluated');
    expect(bed.evaluations.rows).toHaveLength(3);
    expect((await bed.evaluations.findLatestBySession('s-1'))!.overallScore).toBe(40);
  });

  it('re-evaluates when the evaluator version changes', async () => {
    const bed = await world();
    await bed.evaluate.execute({ sessionId: 's-1' });
    bed.evaluator.version = 'scripted@2';
    expect((await bed.evaluate.execute({ sessionId: 's-1' })).outcome).toBe('evaluated');
    expect(
      bed.evaluations.rows.map((e) => (e.detailedAnalysis as Record<string, unknown>).evaluatorVersion),
    ).toEqual(['scripted@1', 'scripted@2']);
  });

  it('waits for pending transcripts while speech-to-text is configured', async () => {
    const bed = await world();
    bed.addAnswer('s-1', 2); // audio, no transcript yet
    await expect(bed.evaluate.execute({ sessionId: 's-1' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(bed.evaluations.rows).toHaveLength(0);
    const last = await bed.evaluate.execute({ sessionId: 's-1', evaluatePendingTranscripts: true });
    expect(last.evaluation!.detailedAnalysis).toMatchObject({
      needsHumanReview: true,
      notAssessable: [{ questionIndex: 2, reason: 'transcript missing' }],
    });
  });

  it('queues again the transcription of answers pending past the threshold, and still waits when the queue fails', async () => {
    const queue = new RecordingQueue();
    const bed = await world({ queue });
    bed.addAnswer('s-1', 2);
    bed.addAnswer('s-1', 3);
    // Just stored: their jobs are most likely running; a second job would ask the provider twice.
    await expect(bed.evaluate.execute({ sessionId: 's-1' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(queue.sent).toEqual([]);
    bed.clock.advance(REQUEUE_AFTER_MS);
    bed.addAnswer('s-1', 4); // stored now: not re-queued yet
    await expect(bed.evaluate.execute({ sessionId: 's-1' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    const pendingIds = bed.responses.rows
      .filter((r) => r.transcribedText === null && r.questionIndex !== 4)
      .map((r) => r.id);
    expect(queue.sent).toEqual(
      pendingIds.map((responseId) => ({
        queue: 'transcribe',
        payload: { responseId },
        options: { singletonKey: transcribeKey(responseId) },
      })),
    );
    queue.failWith = new Error('database unavailable');
    await expect(bed.evaluate.execute({ sessionId: 's-1' })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(bed.evaluations.rows).toHaveLength(0);
  });

  it('evaluates at once without speech-to-text, marking untranscribed answers not assessable', async () => {
    const bed = await world({ transcriberConfigured: false });
    bed.addAnswer('s-1', 2);
    const { outcome, evaluation } = await bed.evaluate.execute({ sessionId: 's-1' });
    expect(outcome).toBe('evaluated');
    expect(evaluation!.detailedAnalysis).toMatchObject({ needsHumanReview: true });
  });

  it('gives no score and no band when too few answers are assessable, saying why', async () => {
    const bed = await world({ transcriberConfigured: false });
    await bed.jobs.replaceQuestions(
      bed.job.id,
      ['One?', 'Two?', 'Three?', 'Four?'].map((text) => ({ text, pillarId: null })),
      bed.clock.now(),
    );
    bed.addAnswer('s-1', 2, { transcribedText: 'um yes', transcriptionConfidence: 0.9 });
    bed.addAnswer('s-1', 3, { transcribedText: GOOD, transcriptionConfidence: 0.1 });
    const { evaluation } = await bed.evaluate.execute({ sessionId: 's-1' });
    expect(evaluation).toMatchObject({ overallScore: null, recommendation: null, pillarScores: null });
    expect(evaluation!.detailedAnalysis).toMatchObject({
      scored: false,
      matchLevel: null,
      recommendation: null,
      communicationSkills: null,
      notScoredReasons: ['Only 2 of 4 answers could be assessed; a score needs at least 3.'],
      needsHumanReview: true,
      answers: [
        { questionIndex: 0, assessable: true },
        { questionIndex: 1, assessable: true },
        { questionIndex: 2, assessable: false, score: null, reason: 'too short to assess' },
        { questionIndex: 3, assessable: false, score: null, reason: 'low transcription confidence' },
      ],
    });
    const criteria = (evaluation!.detailedAnalysis as { criteria: Record<string, { score: unknown }> })
      .criteria;
    expect(criteria.communication!.score).toBeNull();
  });

  it('stores the per-answer scores the evaluator gives, and does not ask it when nothing is assessable', async () => {
    const bed = await world();
    bed.evaluator.answerScores = [
      { questionIndex: 0, score: 41.6, feedback: 'Vague.' },
      { questionIndex: 1, score: 140, feedback: 'Specific.' },
    ];
    const { evaluation } = await bed.evaluate.execute({ sessionId: 's-1' });
    expect((evaluation!.detailedAnalysis as { answers: unknown }).answers).toEqual([
      { questionIndex: 0, assessable: true, score: 42, feedback: 'Vague.' },
      { questionIndex: 1, assessable: true, score: 100, feedback: 'Specific.' },
    ]);
    for (const row of bed.responses.rows) row.transcribedText = 'hm';
    const silent = await bed.evaluate.execute({ sessionId: 's-1' });
    expect(bed.evaluator.inputs).toHaveLength(1);
    expect(silent.evaluation).toMatchObject({ overallScore: null, recommendation: null });
  });

  it('uses the default criteria for a legacy job without criteriaConfig', async () => {
    const bed = await world();
    await bed.jobs.update(bed.job.id, { criteriaConfig: null });
    await bed.evaluate.execute({ sessionId: 's-1' });
    expect(bed.evaluator.inputs[0]!.job.criteria.map((c) => c.id)).toEqual([
      'communication',
      'problem_solving',
      'motivation',
      'adaptability',
      'collaboration',
    ]);
  });

  it('skips missing and unfinished sessions', async () => {
    const bed = await world();
    expect((await bed.evaluate.execute({ sessionId: 'nope' })).outcome).toBe('session-missing');
    await bed.sessions.update('s-1', { status: 'in_progress' });
    expect((await bed.evaluate.execute({ sessionId: 's-1' })).outcome).toBe('not-completed');
    expect(bed.evaluator.inputs).toHaveLength(0);
  });
});
