import { describe, expect, it } from 'vitest';
import { anActor } from '../../testing/jobs-testbed.js';
import { evaluationTestbed } from '../../testing/evaluation-testbed.js';
import { ScriptedEvaluator } from '../../testing/scripted-evaluator.js';

const ANSWER = 'I listened to the customer and explained the refund policy clearly.';

async function world() {
  const evaluator = new ScriptedEvaluator({});
  const bed = await evaluationTestbed(evaluator);
  const candidate = async (
    id: string,
    name: string | null,
    scores: { communication: number; problem_solving: number },
  ) => {
    await bed.sessions.create({
      id,
      jobId: bed.job.id,
      startedAt: bed.clock.now(),
      status: 'completed',
      candidateName: name,
    });
    bed.addAnswer(id, 0, { transcribedText: ANSWER, transcriptionConfidence: 0.9 });
    bed.addAnswer(id, 1, { transcribedText: ANSWER, transcriptionConfidence: 0.9 });
    evaluator.scores = scores;
    await bed.evaluate.execute({ sessionId: id });
  };
  await candidate('s-a', 'Amani', { communication: 90, problem_solving: 80 });
  await candidate('s-b', 'Baraka', { communication: 50, problem_solving: 75 });
  await candidate('s-c', 'Baraka', { communication: 60, problem_solving: 62 });
  await candidate('s-tie', 'Chebet', { communication: 90, problem_solving: 80 });
  return bed;
}

describe('CompareCandidates', () => {
  it('names every candidate tied at the top score, not one of them as the leader', async () => {
    const bed = await world();
    const result = await bed.compare.execute(anActor(), bed.job.id, ['s-a', 's-b', 's-tie']);
    expect(result.summary).toContain('Amani and Chebet share the lead with 86% (Strong Hire).');
    expect(result.summary).not.toContain('leads with');
  });

  it('composes the comparison by rules from the latest evaluations', async () => {
    const bed = await world();
    const result = await bed.compare.execute(anActor(), bed.job.id, ['s-a', 's-b']);
    expect(result.summary).toBe(
      '2 candidates compared for Customer Support Agent. Amani leads with 86% (Strong Hire). 1 of 2 scored meet every criterion.',
    );
    expect(result.keyDifferentiators).toEqual([
      'Communication: Amani scores 90% against 50% for Baraka (40 points apart)',
    ]);
    expect(result.recommendations).toEqual({
      Amani: 'Strong Hire (86%, Strong Match); strongest in Communication (90%).',
      Baraka:
        'Hire (60%, Partial Match); strongest in Problem Solving (75%); main concern: Communication (50%).',
    });
    expect(result.bestFitFor).toEqual({
      Amani: 'Best fit where Communication and Problem Solving matter most.',
      Baraka: 'Best fit where Problem Solving matters most.',
    });
  });

  it('tells apart candidates who share a name and reports unevaluated ones', async () => {
    const bed = await world();
    await bed.sessions.create({
      id: 's-d',
      jobId: bed.job.id,
      startedAt: bed.clock.now(),
      candidateName: null,
    });
    const result = await bed.compare.execute(anActor(), bed.job.id, ['s-b', 's-c', 's-d']);
    expect(Object.keys(result.recommendations)).toEqual(['Baraka (s-b)', 'Baraka (s-c)', 's-d']);
    expect(result.recommendations['s-d']).toBe('Not evaluated yet; no recommendation.');
    expect(result.summary).toContain('1 not evaluated yet.');
  });

  it('says a candidate evaluated but not scored needs a human listen, with the reason', async () => {
    const bed = await world();
    await bed.sessions.create({
      id: 's-e',
      jobId: bed.job.id,
      startedAt: bed.clock.now(),
      status: 'completed',
    });
    bed.addAnswer('s-e', 0, { transcribedText: ANSWER, transcriptionConfidence: 0.9 });
    bed.addAnswer('s-e', 1, { transcribedText: null, audioFilePath: null });
    await bed.evaluate.execute({ sessionId: 's-e' });
    const result = await bed.compare.execute(anActor(), bed.job.id, ['s-a', 's-e']);
    expect(result.recommendations['Wanjiru Kamau']).toBe(
      'Not scored — needs a human listen: Only 1 of 2 answers could be assessed; a score needs at least 2.',
    );
    expect(result.summary).toContain('1 not scored: needs a human listen.');
    expect(result.summary).not.toContain('not evaluated yet');
  });

  it('rejects fewer than 2, more than 10 or repeated sessions', async () => {
    const bed = await world();
    const compare = (ids: string[]) => bed.compare.execute(anActor(), bed.job.id, ids);
    await expect(compare(['s-a'])).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Select at least 2 candidates to compare.',
    });
    await expect(compare(Array.from({ length: 11 }, (_, i) => `s-${i}`))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(compare(['s-a', 's-a'])).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it("hides another organisation's job and sessions of another job", async () => {
    const bed = await world();
    await expect(
      bed.compare.execute(anActor({ organisationId: 'org-rival' }), bed.job.id, ['s-a', 's-b']),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await bed.sessions.create({ id: 's-x', jobId: 'other-job', startedAt: bed.clock.now() });
    await expect(bed.compare.execute(anActor(), bed.job.id, ['s-a', 's-x'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Candidate session not found',
    });
  });
});
