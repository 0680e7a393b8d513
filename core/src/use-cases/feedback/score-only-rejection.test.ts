import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '../../contract/feedback-texts.js';
import { SetHiringOutcome } from '../review/set-hiring-outcome.js';
import { feedbackWorld } from './feedback-world.fixture.js';
import { RecordReviewEvent } from './record-review-event.js';

async function world() {
  const w = await feedbackWorld();
  const deps = { ...w.deps, events: w.events, decisions: w.hiringDecisions };
  return {
    ...w,
    outcome: new SetHiringOutcome(deps),
    look: new RecordReviewEvent(deps),
  };
}

describe('no rejection on the score alone (docs/behaviour/review.md §12)', () => {
  it('asks for a confirmation while nobody opened the evidence or played an answer, and records it', async () => {
    const w = await world();
    const session = await w.completed();
    await w.evaluated(session.id, { overallScore: 30, recommendation: 'No Hire' });
    await expect(w.outcome.execute(w.hr, session.id, 'rejected')).rejects.toThrow(
      FEEDBACK_MESSAGES.rejectionNeedsConfirmation,
    );
    expect((await w.deps.sessions.findById(session.id))?.hiringOutcome).toBeNull();
    await w.outcome.execute(w.hr, session.id, 'rejected', { confirmWithoutReview: true });
    expect(w.events.rows.map((e) => e.kind)).toEqual(['score_only_rejection_confirmed']);
    expect((await w.reviews.list(w.hr, { status: 'all' })).scoreOnlyRejections).toBe(1);
  });

  it('rejects without asking once a reviewer played an answer or opened a criterion', async () => {
    const w = await world();
    for (const kind of ['answer_played', 'criterion_opened'] as const) {
      const session = await w.completed();
      await w.look.execute(w.hr, session.id, kind);
      const result = await w.outcome.execute(w.hr, session.id, 'rejected');
      expect(result.session.hiringOutcome).toBe('rejected');
    }
    await expect(w.look.execute(w.stranger, 'session-1', 'answer_played')).rejects.toThrow(
      'Candidate not found',
    );
  });

  it('never asks for other decisions', async () => {
    const w = await world();
    const session = await w.completed();
    for (const outcome of ['hired', 'considering', null] as const)
      expect((await w.outcome.execute(w.hr, session.id, outcome)).session.hiringOutcome).toBe(outcome);
  });

  it('counts how often decisions went against the score’s advice', async () => {
    const w = await world();
    const hiredAgainst = await w.completed();
    await w.evaluated(hiredAgainst.id, { recommendation: 'No Hire', overallScore: 20 });
    const rejectedWith = await w.completed();
    await w.evaluated(rejectedWith.id, { recommendation: 'No Hire', overallScore: 25 });
    await w.outcome.execute(w.hr, hiredAgainst.id, 'hired');
    await w.outcome.execute(w.hr, rejectedWith.id, 'rejected', { confirmWithoutReview: true });
    expect((await w.reviews.list(w.hr, { status: 'all' })).decisions).toEqual({
      decided: 2,
      withAdvice: 2,
      againstAdvice: 1,
      againstPercent: 50,
    });
  });
});
