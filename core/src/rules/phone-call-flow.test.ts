import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  callFlowStep,
  newCallFlow,
  PHONE_CALL,
  type CallAction,
  type CallEvent,
  type CallFlowState,
} from './phone-call-flow.js';

const take = (url: string, seconds = 30): CallEvent => ({ type: 'recorded', recording: { url, seconds } });
const press = (digits: string): CallEvent => ({ type: 'digits', digits });

/** Runs `events` from `state`, returning every step's event with its actions. */
function run(state: CallFlowState, events: CallEvent[]) {
  const steps: { event: CallEvent; actions: CallAction[]; before: CallFlowState }[] = [];
  let current = state;
  for (const event of events) {
    const step = callFlowStep(current, event);
    steps.push({ event, actions: step.actions, before: current });
    current = step.state;
  }
  return { state: current, steps, actions: steps.flatMap((s) => s.actions) };
}

const fresh = (questionCount = 3) =>
  newCallFlow({ questionCount, answered: [], consented: false, warmedUp: false });

describe('the phone call flow', () => {
  it('greets, asks consent, takes the warm-up and every question, with one re-record and the end', () => {
    const { state, actions } = run(fresh(2), [
      { type: 'connected' },
      press('1'),
      take('warmup'),
      take('q0-first'),
      press('2'), // record again, once
      take('q0-second'),
      take('q1'),
      press('1'),
    ]);
    expect(state.stage).toEqual({ name: 'ended', reason: 'completed' });
    expect(actions.filter((a) => a.type.startsWith('save') || a.type === 'completeInterview')).toEqual([
      { type: 'saveConsent' },
      { type: 'saveWarmup', recording: { url: 'warmup', seconds: 30 }, maxSeconds: 30 },
      { type: 'saveAnswer', index: 0, recording: { url: 'q0-second', seconds: 30 }, maxSeconds: 90 },
      { type: 'saveAnswer', index: 1, recording: { url: 'q1', seconds: 30 }, maxSeconds: 90 },
      { type: 'completeInterview' },
    ]);
    expect(actions.at(-1)).toEqual({ type: 'hangup' });
    expect(actions.at(-2)).toEqual({ type: 'say', prompt: 'done' });
  });

  it('asks the question, then records up to 90 s with # to finish early', () => {
    const { actions } = run(
      newCallFlow({ questionCount: 2, answered: [0], consented: true, warmedUp: true }),
      [{ type: 'connected' }],
    );
    expect(actions).toEqual([
      { type: 'say', prompt: 'greeting' },
      { type: 'questionNumber', index: 1 },
      { type: 'speakQuestion', index: 1 },
      { type: 'say', prompt: 'answerInstructions' },
      { type: 'record', purpose: 'answer', index: 1, take: 'first', maxSeconds: 90 },
    ]);
  });

  it('ends without recording when the candidate declines or never presses a key', () => {
    expect(run(fresh(), [{ type: 'connected' }, press('2')]).state.stage).toEqual({
      name: 'ended',
      reason: 'declined',
    });
    const silent = run(fresh(), [{ type: 'connected' }, { type: 'noInput' }, { type: 'noInput' }]);
    expect(silent.state.stage).toEqual({ name: 'ended', reason: 'no-consent' });
    expect(silent.actions.filter((a) => a.type === 'askDigit')).toHaveLength(2);
    expect(silent.actions.some((a) => a.type === 'record' || a.type === 'saveConsent')).toBe(false);
  });

  it('tries a silent answer once more, then moves on and asks it on the next call', () => {
    const ready = newCallFlow({ questionCount: 2, answered: [], consented: true, warmedUp: true });
    const { state, actions } = run(ready, [
      { type: 'connected' },
      { type: 'silence' },
      { type: 'silence' },
      take('q1'),
      press('1'),
    ]);
    expect(
      actions.filter((a) => a.type === 'record').map((a) => a.type === 'record' && [a.index, a.take]),
    ).toEqual([
      [0, 'first'],
      [0, 'after-silence'],
      [1, 'first'],
    ]);
    expect(state.stage).toEqual({ name: 'ended', reason: 'unanswered' });
    const next = newCallFlow({ questionCount: 2, answered: state.answered, consented: true, warmedUp: true });
    const again = run(next, [{ type: 'connected' }]).actions;
    expect(again).toContainEqual({
      type: 'record',
      purpose: 'answer',
      index: 0,
      take: 'first',
      maxSeconds: 90,
    });
  });

  it('keeps a take waiting for a choice when the line drops, and keeps it after two prompts without a key', () => {
    const ready = newCallFlow({ questionCount: 2, answered: [], consented: true, warmedUp: true });
    const dropped = run(ready, [{ type: 'connected' }, take('q0'), { type: 'hangup' }]);
    expect(dropped.actions.at(-1)).toEqual({
      type: 'saveAnswer',
      index: 0,
      recording: { url: 'q0', seconds: 30 },
      maxSeconds: 90,
    });
    expect(dropped.state.answered).toEqual([0]);
    const undecided = run(ready, [{ type: 'connected' }, take('q0'), { type: 'noInput' }, press('7')]);
    expect(undecided.actions).toContainEqual({
      type: 'saveAnswer',
      index: 0,
      recording: { url: 'q0', seconds: 30 },
      maxSeconds: 90,
    });
  });

  it('does nothing after the call ended', () => {
    const ended = run(fresh(), [{ type: 'connected' }, { type: 'hangup' }]).state;
    expect(callFlowStep(ended, { type: 'connected' })).toEqual({ state: ended, actions: [] });
  });
});

/** Any event, weighted towards what a real call sends (takes and the keys 1 and 2), so long calls happen. */
const eventArb: fc.Arbitrary<CallEvent> = fc.oneof(
  { arbitrary: fc.constant<CallEvent>({ type: 'connected' }), weight: 1 },
  { arbitrary: fc.constantFrom('1', '2').map(press), weight: 6 },
  { arbitrary: fc.constantFrom('3', '#', '12', '').map(press), weight: 1 },
  { arbitrary: fc.constant<CallEvent>({ type: 'noInput' }), weight: 2 },
  { arbitrary: fc.constant<CallEvent>({ type: 'silence' }), weight: 2 },
  { arbitrary: fc.constant<CallEvent>({ type: 'hangup' }), weight: 1 },
  {
    arbitrary: fc
      .record({ url: fc.string({ maxLength: 8 }), seconds: fc.double({ min: 0, max: 600, noNaN: true }) })
      .map((recording): CallEvent => ({ type: 'recorded', recording })),
    weight: 6,
  },
);

/** A call resumed from any point: some questions answered, consent and warm-up on file or not. */
const resumeArb = fc.integer({ min: 1, max: 8 }).chain((questionCount) =>
  fc.record({
    questionCount: fc.constant(questionCount),
    answered: fc.uniqueArray(fc.integer({ min: 0, max: questionCount - 1 })),
    consented: fc.boolean(),
    warmedUp: fc.boolean(),
  }),
);

/** A call: mostly the events a real call sends in order (connected first), sometimes noise. */
const callArb = fc.record({
  resume: resumeArb,
  events: fc
    .array(eventArb, { maxLength: 60 })
    .map((events) => [{ type: 'connected' } as CallEvent, ...events]),
});

describe('the phone call flow, for any call', () => {
  it('never records or stores beyond the limit', () => {
    fc.assert(
      fc.property(callArb, ({ resume, events }) => {
        for (const action of run(newCallFlow(resume), events).actions) {
          if (action.type === 'record') {
            expect(action.maxSeconds).toBeLessThanOrEqual(action.purpose === 'answer' ? 90 : 30);
          }
          if (action.type === 'saveAnswer') expect(action.maxSeconds).toBe(PHONE_CALL.answerSeconds);
          if (action.type === 'saveWarmup') expect(action.maxSeconds).toBe(PHONE_CALL.warmupSeconds);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('offers one re-record per question at most, and stores each question once', () => {
    fc.assert(
      fc.property(callArb, ({ resume, events }) => {
        const { steps, actions } = run(newCallFlow(resume), events);
        const reRecords = new Map<number, number>();
        for (const step of steps) {
          // A re-record starts only when "record again" is pressed while a take waits for a choice.
          const started = step.actions.filter((a) => a.type === 'record' && a.take === 're-record');
          if (step.before.stage.name === 'confirm' && started.length > 0) {
            const index = step.before.stage.index;
            reRecords.set(index, (reRecords.get(index) ?? 0) + 1);
          }
        }
        for (const count of reRecords.values()) expect(count).toBeLessThanOrEqual(1);
        const saved = actions.flatMap((a) => (a.type === 'saveAnswer' ? [a.index] : []));
        expect(new Set(saved).size).toBe(saved.length);
        for (const index of saved) expect(resume.answered).not.toContain(index);
      }),
      { numRuns: 2_000 },
    );
  });

  it('retries a silent take and an unanswered prompt once, never twice', () => {
    fc.assert(
      fc.property(callArb, ({ resume, events }) => {
        const { steps } = run(newCallFlow(resume), events);
        const retries = new Map<string, number>();
        const count = (key: string) => retries.set(key, (retries.get(key) ?? 0) + 1);
        for (const { before, event, actions } of steps) {
          const stage = before.stage;
          const retried = actions.some((a) => a.type === 'record' && a.take === 'after-silence');
          if (event.type === 'silence' && retried && stage.name === 'answer')
            count(`answer ${stage.index} take ${stage.take}`);
          if (event.type === 'silence' && retried && stage.name === 'warmup') count('warmup');
          const askedAgain = actions.some((a) => a.type === 'askDigit');
          const noChoice = event.type === 'noInput' || event.type === 'digits';
          if (noChoice && askedAgain && stage.name === 'consent') count('consent');
          if (noChoice && askedAgain && stage.name === 'confirm') count(`confirm ${stage.index}`);
        }
        for (const times of retries.values()) expect(times).toBeLessThanOrEqual(PHONE_CALL.retries);
      }),
      { numRuns: 2_000 },
    );
  });

  it('resumes at the first unanswered question and never asks an answered one again', () => {
    fc.assert(
      fc.property(resumeArb, (resume) => {
        const start = newCallFlow({ ...resume, consented: true, warmedUp: true });
        const { actions } = run(start, [{ type: 'connected' }]);
        const firstOpen = [...Array(resume.questionCount).keys()].find((i) => !resume.answered.includes(i));
        const record = actions.find((a) => a.type === 'record');
        if (firstOpen === undefined) {
          expect(actions).toContainEqual({ type: 'completeInterview' });
          expect(record).toBeUndefined();
        } else {
          expect(record).toMatchObject({ purpose: 'answer', index: firstOpen, take: 'first' });
        }
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(callArb, ({ resume, events }) => {
        for (const action of run(newCallFlow(resume), events).actions) {
          if (action.type === 'record' && action.index !== null)
            expect(resume.answered).not.toContain(action.index);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('completes only with every question answered, and says nothing after the end', () => {
    fc.assert(
      fc.property(callArb, ({ resume, events }) => {
        const { steps } = run(newCallFlow(resume), events);
        let ended = false;
        for (const step of steps) {
          if (ended) expect(step.actions).toEqual([]);
          if (step.actions.some((a) => a.type === 'completeInterview')) {
            const after = callFlowStep(step.before, step.event).state;
            expect(after.answered).toHaveLength(resume.questionCount);
          }
          if (callFlowStep(step.before, step.event).state.stage.name === 'ended') ended = true;
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it('never stores anything before consent', () => {
    fc.assert(
      fc.property(callArb, ({ resume, events }) => {
        const { actions } = run(newCallFlow({ ...resume, consented: false }), events);
        const consentAt = actions.findIndex((a) => a.type === 'saveConsent');
        const firstSave = actions.findIndex(
          (a) => a.type === 'saveAnswer' || a.type === 'saveWarmup' || a.type === 'record',
        );
        if (firstSave >= 0) expect(consentAt).toBeGreaterThanOrEqual(0);
        if (firstSave >= 0) expect(consentAt).toBeLessThan(firstSave);
      }),
      { numRuns: 1_000 },
    );
  });
});
