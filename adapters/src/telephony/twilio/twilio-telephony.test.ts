import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioServer, type TwilioFake } from '../../testing/wire/twilio-server.js';
import { TwilioTelephony } from './twilio-telephony.js';

let fake: TwilioFake;
beforeAll(async () => {
  fake = await startTwilioServer();
});
afterAll(() => fake.close());

const telephony = (authToken = fake.authToken) =>
  new TwilioTelephony({
    accountSid: fake.accountSid,
    authToken,
    number: '+254207654321',
    apiBase: fake.origin,
  });

describe('Twilio over its REST API', () => {
  it('places a call with the answer and status URLs, and sends a text', async () => {
    const placed = await telephony().placeCall({
      to: '+254712345678',
      callId: 'c1',
      answerUrl: 'https://hire.example/api/telephony/twilio/calls/c1?key=k&on=connected',
      statusUrl: 'https://hire.example/api/telephony/twilio/calls/c1?key=k&on=status',
    });
    expect(placed.providerCallId).toMatch(/^CA[0-9a-f]{32}$/);
    expect(fake.calls().at(-1)).toMatchObject({
      sid: placed.providerCallId,
      to: '+254712345678',
      from: '+254207654321',
      url: 'https://hire.example/api/telephony/twilio/calls/c1?key=k&on=connected',
    });
    await telephony().sendSms({ to: '+254712345678', text: 'Your interview PIN is 123456.' });
    expect(fake.messages().at(-1)).toEqual({
      to: '+254712345678',
      from: '+254207654321',
      body: 'Your interview PIN is 123456.',
    });
  });

  it('fetches a recording as WAV with the account credentials', async () => {
    const url = fake.addRecording(Buffer.from('RIFF....WAVEfmt '));
    const recording = await telephony().fetchRecording(url);
    expect(Buffer.from(recording.data).toString()).toBe('RIFF....WAVEfmt ');
    expect(recording.contentType).toBe('audio/x-wav');
    expect(fake.requests.at(-1)?.path).toMatch(/\.wav$/);
  });

  it('refuses a recording URL that is not Twilio’s, and never sends the token elsewhere', async () => {
    const before = fake.requests.length;
    await expect(telephony().fetchRecording('http://127.0.0.2:9/steal')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    await expect(telephony().fetchRecording('https://evil.example/twilio.com/x')).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(fake.requests.length).toBe(before);
  });

  it('reports wrong credentials and failures as PROVIDER_UNAVAILABLE without the token', async () => {
    const wrong = 'wrong-token-secret-1234';
    const error = await telephony(wrong)
      .sendSms({ to: '+254712345678', text: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(String((error as Error).message)).not.toContain(wrong);
    fake.failNext({ kind: 'status', status: 503 });
    await expect(
      telephony().placeCall({
        to: '+254712345678',
        callId: 'c',
        answerUrl: 'https://x/a',
        statusUrl: 'https://x/s',
      }),
    ).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
  });
});
