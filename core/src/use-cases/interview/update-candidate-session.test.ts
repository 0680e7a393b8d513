import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interviewWorld } from './interview-world.fixture.js';
import { ANSWERS_MISSING_MESSAGE } from './update-candidate-session.js';

describe('UpdateCandidateSession (the candidate completes the interview)', () => {
  it('refuses to complete while an answer is missing, naming the missing questions', async () => {
    const world = await interviewWorld({ questionCount: 3 });
    const { session, token } = await world.start();
    await world.answer(session, token, 1);
    await expect(world.complete(session, token)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: ANSWERS_MISSING_MESSAGE,
      details: { missingQuestionIndexes: [0, 2] },
    });
    expect((await world.sessions.findById(session.id))!.status).not.toBe('completed');
  });

  it('completes once every question is answered, at the clock’s time, and a repeat changes nothing', async () => {
    const world = await interviewWorld({ questionCount: 2 });
    const { session, token } = await world.start();
    for (const index of [0, 1]) await world.answer(session, token, index);
    world.clock.advance(60_000);
    const completed = await world.complete(session, token);
    expect(completed).toMatchObject({ status: 'completed', completedAt: world.clock.now() });
    world.clock.advance(60_000);
    expect(await world.complete(session, token)).toEqual(completed);
  });

  it('refuses any other change once the interview is completed', async () => {
    const world = await interviewWorld({ questionCount: 1 });
    const { session, token } = await world.start();
    await world.answer(session, token, 0);
    await world.complete(session, token);
    await expect(
      world.useCases.update.execute(session.id, [token], { tabSwitchCount: 3 }),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it('completes exactly when the answered questions cover them all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 1, max: 5 })
          .chain((n) => fc.tuple(fc.constant(n), fc.subarray(Array.from({ length: n }, (_, i) => i)))),
        async ([n, answered]) => {
          const world = await interviewWorld({ questionCount: n });
          const { session, token } = await world.start();
          for (const index of answered) await world.answer(session, token, index);
          const outcome = await world.complete(session, token).then(
            (s) => s.status,
            (error: { code: string }) => error.code,
          );
          expect(outcome).toBe(answered.length === n ? 'completed' : 'INVALID_STATE');
        },
      ),
      { numRuns: 40 },
    );
  });
});
