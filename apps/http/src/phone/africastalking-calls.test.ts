import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  africasTalkingLastRequest,
  startAfricasTalkingServer,
  type AfricasTalkingFake,
} from '@sauti/adapters/testing/wire/africastalking-server';
import { driveCall, postCallback, type Carrier } from '@sauti/adapters/testing/wire/call-driver';
import {
  askForCall,
  candidate,
  NUMBER_SECRET,
  placedAfter,
  SAUTI_NUMBER,
  startPhoneWorld,
  storedInterview,
} from './phone-fixtures.js';

let at: AfricasTalkingFake;
let world: Awaited<ReturnType<typeof startPhoneWorld>>;
let numberUrl: string;

beforeAll(async () => {
  at = await startAfricasTalkingServer();
  world = await startPhoneWorld({
    PHONE_PROVIDER: 'africastalking',
    AT_USERNAME: at.username,
    AT_API_KEY: at.apiKey,
    AT_VOICE_URL: at.origin,
    AT_API_URL: at.origin,
  });
  numberUrl = `${world.server.url}/api/phone/africastalking/number/${NUMBER_SECRET}`;
}, 60_000);
afterAll(async () => {
  await world?.server.stop();
  await at?.close();
});

/** Africa's Talking's side of call `sessionId`: every request goes first and last to the number's URL. */
function carrier(sessionId: string, direction: 'Outbound' | 'Inbound', candidateNumber: string): Carrier {
  return {
    kind: 'africastalking',
    base: {
      sessionId,
      direction,
      callerNumber: candidateNumber,
      destinationNumber: SAUTI_NUMBER,
      isActive: '1',
    },
    addRecording: (bytes) => at.addRecording(bytes),
    finalUrl: numberUrl,
  };
}

describe("a phone interview through Africa's Talking (docs/behaviour/interview.md §20)", () => {
  it('rings the candidate, whose answers (one re-recorded) are fetched as mp3, stored and the interview completed', async () => {
    const started = await askForCall(world.server, world.job.id, 'outbound');
    expect(started.calling).toBe(true);
    const placed = at.calls().at(-1)!;
    expect(placed).toMatchObject({ to: '+254712345678', from: SAUTI_NUMBER });
    expect(at.messages().at(-1)!.message).toContain(`enter PIN ${started.pin}`);

    const { script, heard } = candidate({ format: 'mp3' });
    const call = await driveCall(carrier(placed.sessionId, 'Outbound', '+254712345678'), numberUrl, script);
    expect(heard.join(' ')).toContain('Record your answer again');
    // Each question is played from its per-call audio URL (<Play url>), fetched as audio/mpeg by the driver.
    const played = call.heard.filter((h) => /^play: .*\/questions\/\d+$/.test(h));
    expect(played).toHaveLength(world.job.questions.length);
    const stored = await storedInterview(world.server, started.sessionId);
    expect(stored.session).toMatchObject({ status: 'completed' });
    expect(stored.responses).toHaveLength(world.job.questions.length);
    // The last request of the call carries its duration and what Africa's Talking charged.
    expect(stored.calls[0]).toMatchObject({
      status: 'completed',
      durationSeconds: 95,
      reportedCost: 'KES 9.50',
    });

    // A retry of the first request (same fields, same URL) gets the same XML: no second secret.
    const first = call.posts[0]!;
    const retry = await postCallback(carrier(placed.sessionId, 'Outbound', '+254712345678'), numberUrl, {});
    expect(retry.body).toBe(first.body);
  }, 120_000);

  it('refuses a callback to a wrong call secret or number secret', async () => {
    await askForCall(world.server, world.job.id, 'outbound', '0722 000 222');
    const placed = at.calls().at(-1)!;
    const first = await postCallback(carrier(placed.sessionId, 'Outbound', '+254722000222'), numberUrl, {});
    const next = /callbackUrl="([^"]+)"/.exec(first.body)![1]!;
    const parts = next.split('/');
    parts[parts.length - 2] = 'x'.repeat(43);
    const forged = await postCallback(
      carrier(placed.sessionId, 'Outbound', '+254722000222'),
      parts.join('/'),
      { dtmfDigits: '1' },
    );
    expect(forged.status).toBe(404);
    const wrongNumber = await postCallback(
      carrier('ATVId_x', 'Inbound', '+254722000222'),
      numberUrl.replace(NUMBER_SECRET, 'y'.repeat(30)),
      {},
    );
    expect(wrongNumber.status).toBe(404);
  });

  it('a dropped call is resumed by calling in with the PIN', async () => {
    const started = await askForCall(world.server, world.job.id, 'outbound', '0733 444 666');
    const placed = at.calls().at(-1)!;
    await driveCall(
      carrier(placed.sessionId, 'Outbound', '+254733444666'),
      numberUrl,
      candidate({ hangUpAt: 1, format: 'mp3' }).script,
    );
    expect((await storedInterview(world.server, started.sessionId)).responses).toHaveLength(1);

    const resumed = await driveCall(
      carrier('ATVId_inbound_1', 'Inbound', '+254733444666'),
      numberUrl,
      candidate({ pin: started.pin, format: 'mp3' }).script,
    );
    const heard = resumed.heard.join(' ');
    expect(heard).toContain('enter your interview PIN');
    expect(heard).toContain('Question 2 of');
    expect(heard).not.toContain('Question 1 of');
    const stored = await storedInterview(world.server, started.sessionId);
    expect(stored.session!.status).toBe('completed');
  }, 120_000);

  it('an unanswered call is rung once more through the queue; a second no-answer ends it', async () => {
    const started = await askForCall(world.server, world.job.id, 'outbound', '0744 555 777');
    const first = at.calls().at(-1)!;
    const count = at.calls().length;
    // The last request of a call nobody picked up goes to the number's URL, isActive 0, with
    // status NotAnswered and the hangupCause saying why: the first rang out, the retry was busy.
    const noAnswer = (sessionId: string, hangupCause: string) =>
      postCallback(
        carrier(sessionId, 'Outbound', '+254744555777'),
        numberUrl,
        africasTalkingLastRequest.unanswered(hangupCause),
      );
    expect((await noAnswer(first.sessionId, 'NO_ANSWER')).status).toBe(200);
    const afterRetry = await placedAfter(() => at.calls(), count, 15_000);
    expect(afterRetry).toHaveLength(count + 1);
    const second = afterRetry.at(-1)!;
    expect(second).toMatchObject({ to: '+254744555777', from: SAUTI_NUMBER });
    expect((await noAnswer(second.sessionId, 'USER_BUSY')).status).toBe(200);
    expect(await placedAfter(() => at.calls(), count + 1)).toHaveLength(count + 1);
    const stored = await storedInterview(world.server, started.sessionId);
    expect(stored.calls.map((c) => [c.status, c.retryOf])).toEqual([
      ['no-answer', null],
      ['busy', stored.calls[0]!.id],
    ]);
  }, 60_000);
});
