import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAfricasTalkingServer,
  type AfricasTalkingFake,
} from '../../testing/wire/africastalking-server.js';
import { AfricasTalkingTelephony } from './africastalking-telephony.js';

let fake: AfricasTalkingFake;
beforeAll(async () => {
  fake = await startAfricasTalkingServer();
});
afterAll(() => fake.close());

const telephony = (apiKey = fake.apiKey) =>
  new AfricasTalkingTelephony({
    username: fake.username,
    apiKey,
    number: '+254711082000',
    voiceBase: fake.origin,
    apiBase: fake.origin,
  });

describe("Africa's Talking over its voice and SMS APIs", () => {
  it('places a call named by our call id, and sends a text', async () => {
    const placed = await telephony().placeCall({ to: '+254712345678', callId: 'call-1' });
    expect(placed.providerCallId).toMatch(/^ATVId_/);
    expect(fake.calls().at(-1)).toEqual({
      sessionId: placed.providerCallId,
      to: '+254712345678',
      from: '+254711082000',
      clientRequestId: 'call-1',
    });
    await telephony().sendSms({ to: '+254712345678', text: 'Your interview PIN is 123456.' });
    expect(fake.messages().at(-1)).toMatchObject({
      to: '+254712345678',
      message: 'Your interview PIN is 123456.',
    });
  });

  it('reports a refused number and a wrong key as PROVIDER_UNAVAILABLE without the key', async () => {
    await expect(telephony().placeCall({ to: '0712345678', callId: 'c' })).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: expect.stringContaining('InvalidPhoneNumber'),
    });
    const wrong = 'atsk_wrong_secret_key_9999';
    const error = await telephony(wrong)
      .sendSms({ to: '+254712345678', text: 'x' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(String((error as Error).message)).not.toContain(wrong);
  });

  it('fetches a recording from its own host only', async () => {
    const url = fake.addRecording(Buffer.from('ID3 mp3 bytes'));
    expect(Buffer.from((await telephony().fetchRecording(url)).data).toString()).toBe('ID3 mp3 bytes');
    await expect(telephony().fetchRecording('http://169.254.169.254/latest/meta-data')).rejects.toMatchObject(
      { code: 'PROVIDER_UNAVAILABLE' },
    );
  });
});
