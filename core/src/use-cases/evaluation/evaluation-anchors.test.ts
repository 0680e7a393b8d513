import { describe, expect, it } from 'vitest';
import { scoreInputSchema } from '../../contract/score-input.js';
import type { AnswerRating } from '../../domain/answer-rating.js';
import { anchorStamp } from '../../rules/anchors.js';
import { evaluationTestbed } from '../../testing/evaluation-testbed.js';
import { ScriptedEvaluator } from '../../testing/scripted-evaluator.js';

const CALL = 'Describe a difficult call.';

/**
 * A job whose second question has answers from `rated.length` candidates, rated by Amina with
 * those ratings, and one candidate nobody rated ('s-new').
 */
async function world(rated: AnswerRating[]) {
  const evaluator = new ScriptedEvaluator({ communication: 70, problem_solving: 60 });
  const bed = await evaluationTestbed(evaluator, { transcriberConfigured: false });
  const answer = (sessionId: string, index: number, text: string) =>
    bed.addAnswer(sessionId, index, {
      questionText: index === 1 ? CALL : 'Tell us about yourself.',
      transcribedText: text,
      transcriptionConfidence: 0.9,
    });
  for (const id of [...rated.map((_, i) => `s-${i}`), 's-new']) {
    await bed.sessions.create({ id, jobId: bed.job.id, startedAt: bed.clock.now() });
    answer(id, 0, `I grew up in Kisumu and I like helping people, says ${id}.`);
    answer(id, 1, `The customer shouted about a double charge and I listened and refunded it, says ${id}.`);
  }
  let change = 0;
  for (const [i, rating] of rated.entries()) {
    const responseId = bed.responses.rows.find((r) => r.sessionId === `s-${i}` && r.questionIndex === 1)!.id;
    change += 1;
    await bed.ratings.set({
      id: `c-${change}`,
      responseId,
      raterId: 'u-amina',
      impersonatorId: null,
      rating,
      at: bed.clock.now(),
    });
  }
  return { ...bed, evaluator };
}

const anchorsOfCall = (evaluator: ScriptedEvaluator) =>
  evaluator.inputs.at(-1)!.job.questions[1]!.anchors ?? [];

describe('EvaluateSession with the team’s ratings', () => {
  it('gives the evaluator the rated answers of a question as anchors, and records them with the evaluation', async () => {
    const bed = await world([5, 4, 3, 2, 1, 3]);
    const { evaluation } = await bed.evaluate.execute({ sessionId: 's-new' });
    const anchors = anchorsOfCall(bed.evaluator);
    expect(anchors.map((a) => a.rating)).toEqual([5, 4, 3, 3, 2, 1]);
    expect(anchors[0]!.transcript).toContain('says s-0');
    expect(bed.evaluator.inputs.at(-1)!.job.questions[0]!.anchors).toBeUndefined();
    expect(evaluation!.detailedAnalysis).toMatchObject({
      anchors: [{ questionIndex: 1, count: 6, stamp: anchorStamp(anchors) }],
    });
    // The stored input re-runs with the same anchors (docs/behaviour/review.md §14).
    const stored = scoreInputSchema.parse((await bed.evaluations.find(evaluation!.id))!.scoreInput);
    expect(stored.job.questions[1]!.anchors).toEqual(
      anchors.map((a) => ({ transcript: a.transcript, rating: a.rating })),
    );
    expect(stored.job.questions[0]!.anchors).toBeUndefined();
  });

  it('never gives a rated answer its own rating: the others only, and none when fewer than five others', async () => {
    const bed = await world([5, 4, 3, 2, 1, 3]);
    await bed.evaluate.execute({ sessionId: 's-0' });
    const anchors = anchorsOfCall(bed.evaluator);
    expect(anchors).toHaveLength(5);
    expect(anchors.map((a) => a.transcript).join(' ')).not.toContain('says s-0');

    const few = await world([5, 4, 3, 2, 1]);
    await few.evaluate.execute({ sessionId: 's-0' });
    expect(anchorsOfCall(few.evaluator)).toEqual([]);
    const { evaluation } = await few.evaluate.execute({ sessionId: 's-new' });
    expect(anchorsOfCall(few.evaluator)).toHaveLength(5);
    expect(evaluation!.detailedAnalysis).toMatchObject({ anchors: [{ questionIndex: 1, count: 5 }] });
  });

  it('evaluates again once a rating changes the anchors, and not before', async () => {
    const bed = await world([5, 4, 3, 2, 1]);
    expect((await bed.evaluate.execute({ sessionId: 's-new' })).outcome).toBe('evaluated');
    expect((await bed.evaluate.execute({ sessionId: 's-new' })).outcome).toBe('unchanged');
    const responseId = bed.responses.rows.find((r) => r.sessionId === 's-2' && r.questionIndex === 1)!.id;
    await bed.ratings.set({
      id: 'c-late',
      responseId,
      raterId: 'u-baraka',
      impersonatorId: null,
      rating: 1,
      at: bed.clock.now(),
    });
    expect((await bed.evaluate.execute({ sessionId: 's-new' })).outcome).toBe('evaluated');
    // Amina 3 and Baraka 1: the team's rating is the lower median.
    expect(anchorsOfCall(bed.evaluator).map((a) => a.rating)).toEqual([5, 4, 2, 1, 1]);
  });

  it('gives the same anchors through the batch path as one session at a time', async () => {
    const bed = await world([5, 4, 3, 2, 1, 3]);
    await bed.evaluate.execute({ sessionId: 's-0' });
    const single = anchorsOfCall(bed.evaluator);
    const { batch } = bed.batch();
    await batch.execute({ sessionIds: ['s-0'], force: true, concurrency: 1 });
    expect(anchorsOfCall(bed.evaluator)).toEqual(single);
  });
});
