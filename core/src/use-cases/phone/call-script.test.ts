import { describe, expect, it } from 'vitest';
import { callFlowStep, newCallFlow, PHONE_CALL } from '../../rules/phone-call-flow.js';
import { promptText } from '../../rules/phone-call-prompts.js';
import { goodbye, pinScript, scriptFor, type ScriptContext } from './call-script.js';
import { PIN_LENGTH } from './pin.js';

const context: ScriptContext = {
  jobTitle: 'Driver',
  companyName: 'Acme Logistics',
  questionCount: 2,
  callBackNumber: '+254207654321',
  pin: '123456',
  questions: ['Tell us about your driving.', 'Why this job?'],
  questionAudio: true,
};

describe('the call flow’s actions as provider instructions', () => {
  it('answers a connected call with the greeting and the consent prompt, waiting for a key', () => {
    const step = callFlowStep(
      newCallFlow({ questionCount: 2, answered: [], consented: false, warmedUp: false }),
      {
        type: 'connected',
      },
    );
    const script = scriptFor(step.actions, context);
    expect(script[0]).toEqual({ kind: 'say', text: promptText('greeting', context) });
    expect(script.slice(-2)).toEqual([
      {
        kind: 'gather',
        prompt: [{ kind: 'say', text: promptText('consent', context) }],
        numDigits: 1,
        finishOnKey: null,
        timeoutSeconds: PHONE_CALL.digitTimeoutSeconds,
      },
      { kind: 'redirect', event: 'no-input' },
    ]);
  });

  it('records up to the limit with # to finish, falls through on silence, plays the web’s question audio or says the text', () => {
    const record = scriptFor(
      [{ type: 'record', purpose: 'answer', index: 1, take: 'first', maxSeconds: PHONE_CALL.answerSeconds }],
      context,
    );
    expect(record).toEqual([
      {
        kind: 'record',
        prompt: [],
        maxSeconds: 90,
        finishOnKey: '#',
        silenceSeconds: PHONE_CALL.silenceSeconds,
      },
      { kind: 'redirect', event: 'silence' },
    ]);
    expect(scriptFor([{ type: 'speakQuestion', index: 1 }], context)).toEqual([
      { kind: 'play', questionIndex: 1 },
    ]);
    expect(scriptFor([{ type: 'speakQuestion', index: 1 }], { ...context, questionAudio: false })).toEqual([
      { kind: 'say', text: 'Why this job?' },
    ]);
    expect(scriptFor([{ type: 'questionNumber', index: 1 }], context)).toEqual([
      { kind: 'say', text: 'Question 2 of 2.' },
    ]);
  });

  it('says nothing for the side effects, which the use case runs', () => {
    const recording = { url: 'https://api.twilio.com/r/1', seconds: 12 };
    expect(
      scriptFor(
        [
          { type: 'saveConsent' },
          { type: 'saveWarmup', recording, maxSeconds: 30 },
          { type: 'saveAnswer', index: 0, recording, maxSeconds: 90 },
          { type: 'completeInterview' },
        ],
        context,
      ),
    ).toEqual([]);
    expect(scriptFor([{ type: 'hangup' }], context)).toEqual([{ kind: 'hangup' }]);
  });

  it('asks an inbound caller for the PIN, ended by #, and ends a call with its last words', () => {
    const [gather, redirect] = pinScript(false);
    expect(gather).toMatchObject({ kind: 'gather', numDigits: PIN_LENGTH, finishOnKey: '#' });
    expect(redirect).toEqual({ kind: 'redirect', event: 'no-input' });
    expect(pinScript(true)[0]).not.toEqual(gather);
    expect(goodbye('Bye.')).toEqual([{ kind: 'say', text: 'Bye.' }, { kind: 'hangup' }]);
  });
});
