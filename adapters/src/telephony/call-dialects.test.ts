import type { CallInstruction } from '@sauti/core/ports/telephony';
import { describe, expect, it } from 'vitest';
import { parseCallXml } from '../testing/wire/call-xml.js';
import { africasTalkingLastRequest } from '../testing/wire/africastalking-server.js';
import { africasTalkingDialect } from './africastalking/africastalking-dialect.js';
import type { CallUrls } from './call-dialect.js';
import { twilioDialect } from './twilio/twilio-dialect.js';

const urls: CallUrls = {
  next: (event) => `https://hire.example/api/telephony/x/calls/c1?key=s3cret&on=${event}`,
  questionAudio: (i) => `https://hire.example/api/telephony/x/calls/c1/questions/${i}?key=s3cret`,
};
const steps: CallInstruction[] = [
  { kind: 'say', text: 'Interview for <Driver> & "Guard"' },
  { kind: 'play', questionIndex: 2 },
  {
    kind: 'record',
    prompt: [{ kind: 'say', text: 'Answer after the beep.' }],
    maxSeconds: 90,
    finishOnKey: '#',
    silenceSeconds: 8,
  },
  { kind: 'redirect', event: 'silence' },
];
const gather: CallInstruction[] = [
  {
    kind: 'gather',
    prompt: [{ kind: 'say', text: 'To agree, press 1.' }],
    numDigits: 1,
    finishOnKey: null,
    timeoutSeconds: 10,
  },
  { kind: 'redirect', event: 'no-input' },
  { kind: 'hangup' },
];

describe('TwiML', () => {
  it('says, plays, records up to the limit with # and falls through to a redirect on silence', () => {
    const doc = parseCallXml(twilioDialect('t').render(steps, urls));
    expect(doc.children.map((n) => n.name)).toEqual(['Say', 'Play', 'Say', 'Record', 'Redirect']);
    expect(doc.children[0]!.text).toBe('Interview for <Driver> & "Guard"');
    expect(doc.children[1]!.text).toBe(urls.questionAudio(2));
    expect(doc.children[3]!.attributes).toMatchObject({
      maxLength: '90',
      finishOnKey: '#',
      playBeep: 'true',
      timeout: '8',
      action: urls.next('recording'),
      method: 'POST',
    });
    expect(doc.children[4]!.text).toBe(urls.next('silence'));
  });

  it('gathers one key with its prompt inside, then redirects when none came', () => {
    const doc = parseCallXml(twilioDialect('t').render(gather, urls));
    expect(doc.children.map((n) => n.name)).toEqual(['Gather', 'Redirect', 'Hangup']);
    expect(doc.children[0]!.attributes).toMatchObject({
      numDigits: '1',
      timeout: '10',
      action: urls.next('digits'),
    });
    expect(doc.children[0]!.children[0]!.text).toBe('To agree, press 1.');
  });

  it('reads a Record action callback', () => {
    expect(
      twilioDialect('t').read({
        CallSid: 'CA1',
        Direction: 'outbound-api',
        To: '+254712345678',
        From: '+2542',
        CallStatus: 'in-progress',
        RecordingUrl: 'https://api.twilio.com/x',
        RecordingDuration: '14',
      }),
    ).toMatchObject({
      providerCallId: 'CA1',
      direction: 'outbound',
      candidateNumber: '+254712345678',
      active: true,
      recording: { url: 'https://api.twilio.com/x', seconds: 14 },
    });
    expect(
      twilioDialect('t').read({
        CallSid: 'CA1',
        Direction: 'inbound',
        From: '+254700',
        CallStatus: 'no-answer',
      }),
    ).toMatchObject({ active: false, status: 'no-answer', candidateNumber: '+254700' });
    expect(twilioDialect('t').read({})).toBeNull();
  });
});

describe("Africa's Talking XML", () => {
  it('records with its prompt inside, callbackUrl with the secret, and plays audio by url', () => {
    const doc = parseCallXml(africasTalkingDialect.render(steps, urls));
    expect(doc.children.map((n) => n.name)).toEqual(['Say', 'Play', 'Record', 'Redirect']);
    expect(doc.children[1]!.attributes.url).toBe(urls.questionAudio(2));
    expect(doc.children[2]!.attributes).toMatchObject({
      maxLength: '90',
      finishOnKey: '#',
      playBeep: 'true',
      trimSilence: 'true',
      callbackUrl: urls.next('recording'),
    });
    expect(doc.children[2]!.children[0]!.text).toBe('Answer after the beep.');
  });

  it('gets digits with its prompt inside, and ends the call by saying nothing more', () => {
    const doc = parseCallXml(africasTalkingDialect.render(gather, urls));
    expect(doc.children.map((n) => n.name)).toEqual(['GetDigits', 'Redirect']);
    expect(doc.children[0]!.attributes).toMatchObject({
      numDigits: '1',
      timeout: '10',
      callbackUrl: urls.next('digits'),
    });
  });

  it('reads the POST variables, the last request with duration and cost', () => {
    expect(
      africasTalkingDialect.read({
        sessionId: 'ATVId_1',
        isActive: '1',
        direction: 'Inbound',
        callerNumber: '+254712345678',
        destinationNumber: '+254711082000',
        dtmfDigits: '123456',
      }),
    ).toMatchObject({
      direction: 'inbound',
      candidateNumber: '+254712345678',
      digits: '123456',
      active: true,
    });
    expect(
      africasTalkingDialect.read({
        sessionId: 'ATVId_1',
        isActive: '1',
        direction: 'Outbound',
        callerNumber: '+254712345678',
        recordingUrl: '',
      }),
    ).toMatchObject({ recording: { url: '' } });
    expect(
      africasTalkingDialect.read({
        sessionId: 'ATVId_1',
        isActive: '0',
        durationInSeconds: '125',
        currencyCode: 'KES',
        amount: '12.5',
        callerNumber: '+254712345678',
      }),
    ).toMatchObject({
      active: false,
      status: 'completed',
      durationSeconds: 125,
      reportedCost: { amount: 12.5, currency: 'KES' },
    });
  });

  it('reads how an unanswered call ended from its hangupCause, as Africa’s Talking sends it', () => {
    const last = (fields: Record<string, string>) =>
      africasTalkingDialect.read({ sessionId: 'ATVId_1', callerNumber: '+254712345678', ...fields });
    const unanswered = africasTalkingLastRequest.unanswered;
    expect(last(unanswered('NO_ANSWER'))).toMatchObject({ active: false, status: 'no-answer' });
    expect(last(unanswered('NO_USER_RESPONSE'))?.status).toBe('no-answer');
    expect(last(unanswered('SUBSCRIBER_ABSENT'))?.status).toBe('no-answer');
    expect(last(unanswered('USER_BUSY'))?.status).toBe('busy');
    expect(last(unanswered('CALL_REJECTED'))?.status).toBe('busy');
    expect(last(unanswered('UNALLOCATED_NUMBER'))?.status).toBe('failed');
    expect(last(unanswered('NORMAL_TEMPORARY_FAILURE'))?.status).toBe('failed');
    // A cause Sauti does not know: the status NotAnswered still says what happened.
    expect(last(unanswered('SOMETHING_NEW'))?.status).toBe('no-answer');
    expect(last(africasTalkingLastRequest.answered(95, '9.5'))).toMatchObject({
      status: 'completed',
      durationSeconds: 95,
    });
    // Nothing known at all: the safe fallback (a call that never connected is still rung again).
    expect(last({ isActive: '0', status: 'Whatever' })?.status).toBe('completed');
    expect(last({ isActive: '0' })?.status).toBe('completed');
  });

  it('reads durations as whole seconds only: a sign, a fraction or an exponent is no duration', () => {
    for (const odd of ['-95', '1.5', '1e9', '', ' 95', '9999999', '0x10']) {
      expect(
        africasTalkingDialect.read({ sessionId: 'A', isActive: '0', durationInSeconds: odd }),
        odd,
      ).toMatchObject({ durationSeconds: null });
      expect(
        twilioDialect('t').read({ CallSid: 'C', CallStatus: 'completed', CallDuration: odd }),
        odd,
      ).toMatchObject({ durationSeconds: null });
    }
    expect(
      twilioDialect('t').read({ CallSid: 'C', CallStatus: 'completed', CallDuration: '0' }),
    ).toMatchObject({ durationSeconds: 0 });
  });
});
