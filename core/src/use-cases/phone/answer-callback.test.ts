import { describe, expect, it } from 'vitest';
import type { CallbackEvent, CallInstruction, ProviderCallback } from '../../ports/telephony.js';
import { RequestEvaluation } from '../interview/request-evaluation.js';
import { AnswerCallback, type RenderCall } from './answer-callback.js';
import { phoneWorld, textOf } from './phone-world.fixture.js';

/** The rendered call: instructions as JSON, with the URLs' call and secret (a dialect's stand-in). */
const render: RenderCall = (instructions, call) => JSON.stringify({ call, instructions });
const read = (body: string) =>
  JSON.parse(body) as { call: { id: string; secret: string }; instructions: CallInstruction[] };
const said = (body: string) =>
  read(body)
    .instructions.flatMap((i) =>
      i.kind === 'say'
        ? [i.text]
        : i.kind === 'gather'
          ? i.prompt.map((p) => (p.kind === 'say' ? p.text : ''))
          : [],
    )
    .join(' ');

async function callbackWorld() {
  const world = await phoneWorld();
  const fetched = world.telephony.fetched;
  const converter = {
    async toAnswerAudio(recording: { data: Uint8Array }) {
      const data = new Uint8Array([0x4f, 0x67, 0x67, 0x53, ...recording.data]); // 'OggS'
      return {
        data,
        sha256: world.digest.sha256Hex(textOf(recording.data)),
      };
    },
  };
  const answer = new AnswerCallback({
    ...world,
    converter,
    answers: world.useCases.answer,
    warmUps: world.useCases.warmUp,
    completion: world.useCases.update,
    evaluation: new RequestEvaluation(world),
  });
  const base = (extra: Partial<ProviderCallback>): ProviderCallback => ({
    providerCallId: 'CA1',
    direction: 'outbound',
    candidateNumber: '+254712345678',
    active: true,
    digits: null,
    recording: null,
    status: null,
    durationSeconds: null,
    reportedCost: null,
    ...extra,
  });
  let deliveries = 0;
  /** Posts one callback to the call's URL, as the provider would (a new delivery each time unless `delivery` is given). */
  const post = (
    call: { id: string; secret: string },
    event: CallbackEvent,
    extra: Partial<ProviderCallback> = {},
    delivery = `d${++deliveries}`,
  ) =>
    answer
      .execute({ callId: call.id, secret: call.secret, event, callback: base(extra), delivery, render })
      .then((r) => r.body);
  return { ...world, answer, post, base, fetched, render };
}

async function placed(world: Awaited<ReturnType<typeof callbackWorld>>) {
  const view = await world.request();
  const url = world.telephony.calls[0]!.answerUrl.split('/');
  return { view, call: { id: url[5]!, secret: url[6]! } };
}

describe('AnswerCallback: the provider drives the interview (docs/behaviour/interview.md §20)', () => {
  it('an outbound call answers every question, with one re-record, and completes and is evaluated like a web one', async () => {
    const world = await callbackWorld();
    const { view, call } = await placed(world);
    expect(said(await world.post(call, 'connected'))).toContain('To agree, press 1.');
    expect(said(await world.post(call, 'digits', { digits: '1' }))).toContain('practice question');
    expect((await world.phoneInterviews.findInterview(view.sessionId))!.consentedAt).not.toBeNull();
    await world.post(call, 'recording', { recording: { url: 'https://api.twilio.com/rec/w', seconds: 8 } });
    expect((await world.sessions.findById(view.sessionId))!.enrollmentRecordingUrl).toBeTruthy();
    const questions = world.questions.length;
    for (let i = 0; i < questions; i++) {
      const take1 = await world.post(call, 'recording', {
        recording: { url: `https://api.twilio.com/rec/${i}a`, seconds: 30 },
      });
      expect(said(take1)).toContain('To keep this answer, press 1. To record it again, press 2.');
      if (i === 0) {
        expect(said(await world.post(call, 'digits', { digits: '2' }))).toContain('Record your answer again');
        await world.post(call, 'recording', {
          recording: { url: 'https://api.twilio.com/rec/0b', seconds: 20 },
        });
      } else {
        const kept = await world.post(call, 'digits', { digits: '1' });
        if (i === questions - 1) expect(said(kept)).toContain('All your answers are saved');
      }
    }
    const responses = await world.responses.listBySession(view.sessionId);
    expect(responses.map((r) => r.questionIndex).sort()).toEqual(world.questions.map((_, i) => i));
    // The re-recorded take is the one stored; the first take was never fetched.
    expect(world.fetched).not.toContain('https://api.twilio.com/rec/0a');
    expect(world.fetched).toContain('https://api.twilio.com/rec/0b');
    const session = await world.sessions.findById(view.sessionId);
    expect(session).toMatchObject({ status: 'completed' });
    expect(session!.evaluationRequestedAt).not.toBeNull();
    expect((await world.phoneInterviews.findInterview(view.sessionId))!.pinHash).toBeNull();
    expect(world.telephony.texts.at(-1)!.text).toContain('We received your interview');
  });

  it('a retried callback gets the first answer and stores nothing twice; a forged one is refused', async () => {
    const world = await callbackWorld();
    const { view, call } = await placed(world);
    await world.post(call, 'connected');
    await world.post(call, 'digits', { digits: '1' });
    await world.post(call, 'recording', { recording: { url: 'https://api.twilio.com/rec/w', seconds: 8 } });
    const take = { recording: { url: 'https://api.twilio.com/rec/q0', seconds: 9 } };
    await world.post(call, 'recording', take);
    const first = await world.post(call, 'digits', { digits: '1' }, 'keep-q0');
    const retry = await world.post(call, 'digits', { digits: '1' }, 'keep-q0');
    expect(retry).toBe(first);
    expect(world.fetched.filter((u) => u.endsWith('/q0'))).toHaveLength(1);
    expect(await world.responses.listBySession(view.sessionId)).toHaveLength(1);

    await expect(
      world.post({ id: call.id, secret: 'x'.repeat(43) }, 'digits', { digits: '1' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(world.post({ id: 'no-such-call', secret: call.secret }, 'connected')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await world.responses.listBySession(view.sessionId)).toHaveLength(1);
  });

  it('a dropped call keeps what was stored, and a call in with the PIN resumes at the next unanswered question', async () => {
    const world = await callbackWorld();
    const { view, call } = await placed(world);
    await world.post(call, 'connected');
    await world.post(call, 'digits', { digits: '1' });
    await world.post(call, 'recording', { recording: { url: 'https://api.twilio.com/rec/w', seconds: 8 } });
    await world.post(call, 'recording', { recording: { url: 'https://api.twilio.com/rec/q0', seconds: 9 } });
    // The line drops while "keep or record again" waits: the take is kept.
    await world.post(call, 'status', { active: false, status: 'completed', durationSeconds: 95 });
    expect((await world.responses.listBySession(view.sessionId)).map((r) => r.questionIndex)).toEqual([0]);
    expect((await world.phoneInterviews.findCall(call.id))!.durationSeconds).toBe(95);

    const inbound = world.base({ providerCallId: 'CA-in', direction: 'inbound' });
    const asked = await world.answer
      .atNumber({ callback: inbound, delivery: 'in-1', render: world.render })
      .then((r) => r.body);
    expect(said(asked)).toContain('enter your interview PIN');
    const inCall = read(asked).call;
    expect(said(await world.post(inCall, 'digits', { digits: '000000#' }))).toContain(
      'could not find that PIN',
    );
    const resumed = await world.post(inCall, 'digits', { digits: `${view.pin}#` });
    // Consent and warm-up are on file: straight to question 2.
    expect(said(resumed)).toContain('Question 2 of 3.');
    expect(said(resumed)).not.toContain('To agree, press 1.');
  });

  it('ends a call after two wrong PINs, and stops a guesser after 6 wrong PINs a day', async () => {
    const world = await callbackWorld();
    await world.request({ mode: 'inbound' });
    let refusedAt = -1;
    for (let c = 0; c < 4 && refusedAt < 0; c++) {
      const asked = await world.answer
        .atNumber({
          callback: world.base({ providerCallId: `in-${c}`, direction: 'inbound' }),
          delivery: `in-${c}`,
          render: world.render,
        })
        .then((r) => r.body);
      const inCall = read(asked).call;
      for (let t = 0; t < 2; t++) {
        const reply = await world
          .post(inCall, 'digits', { digits: `99999${c}${t}`.slice(-6) })
          .catch((e: { code: string }) => e.code);
        if (reply === 'RATE_LIMITED') {
          refusedAt = c * 2 + t;
          break;
        }
        if (t === 1) expect(said(reply)).toContain('Please check the message we sent you');
      }
    }
    expect(refusedAt).toBe(6);
  });
});
