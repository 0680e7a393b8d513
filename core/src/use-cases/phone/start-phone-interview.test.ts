import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../rules/abuse-budgets.js';
import { PHONE_MESSAGES } from './phone-messages.js';
import { PIN_LENGTH } from './pin.js';
import { phoneWorld } from './phone-world.fixture.js';

describe('StartPhoneInterview (docs/behaviour/interview.md §20)', () => {
  it('starts the session in E.164, keeps only the PIN digest, rings the number and texts the PIN', async () => {
    const world = await phoneWorld();
    const view = await world.request();
    expect(view).toMatchObject({ mode: 'outbound', number: '+254207654321', calling: true, texted: true });
    expect(view.pin).toMatch(new RegExp(`^\\d{${PIN_LENGTH}}$`));

    const session = await world.sessions.findById(view.sessionId);
    expect(session).toMatchObject({ candidatePhone: '+254712345678', status: 'in_progress' });
    const phone = await world.phoneInterviews.findInterview(view.sessionId);
    expect(phone).toMatchObject({ phone: '+254712345678', mode: 'outbound', consentedAt: null });
    expect(phone!.pinHash).toBe(world.digest.sha256Hex(view.pin));
    expect(JSON.stringify([...world.phoneInterviews.interviews.values()])).not.toContain(view.pin);

    // The call row carries the secret's digest only; the URLs the provider got carry the secret.
    expect(world.telephony.calls).toHaveLength(1);
    const [placed] = world.telephony.calls;
    expect(placed!.to).toBe('+254712345678');
    const [call] = await world.phoneInterviews.callsOf(view.sessionId);
    expect(call).toMatchObject({ status: 'queued', providerCallId: 'CA1', direction: 'outbound' });
    const secret = placed!.answerUrl.split('/')[6]!;
    expect(call!.secretHash).toBe(world.digest.sha256Hex(secret));
    expect(placed!.answerUrl).toContain(`/${call!.id}/`);

    expect(world.telephony.texts).toEqual([
      { to: '+254712345678', text: expect.stringContaining(`enter PIN ${view.pin}`) },
    ]);
  });

  it('inbound: places no call and texts the number to call with the PIN', async () => {
    const world = await phoneWorld();
    const view = await world.request({ mode: 'inbound' });
    expect(view).toMatchObject({ calling: false, texted: true });
    expect(world.telephony.calls).toEqual([]);
    expect(world.telephony.texts[0]!.text).toContain('call +254207654321 and enter PIN');
  });

  it('a provider that refuses the call leaves the interview to call in, the call row failed', async () => {
    const world = await phoneWorld();
    world.telephony.failCalls = true;
    world.telephony.sendSms = () => Promise.reject(new Error('no texts either'));
    const view = await world.request();
    expect(view).toMatchObject({ calling: false, texted: false });
    const [call] = await world.phoneInterviews.callsOf(view.sessionId);
    expect(call).toMatchObject({ status: 'failed', providerCallId: null });
  });

  it('is not offered without a provider, for a job needing a camera identity check, or a number it cannot call', async () => {
    const none = await phoneWorld({ provider: false });
    await expect(none.request()).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: PHONE_MESSAGES.notOffered,
    });
    const identity = await phoneWorld({ requireIdentity: true });
    await expect(identity.request()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const world = await phoneWorld();
    for (const bad of ['12345', '+1 555 0100', '07123']) {
      await expect(world.request({ candidatePhone: bad })).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: PHONE_MESSAGES.badNumber,
      });
    }
    // Nothing was started by any refusal.
    for (const w of [none, identity, world]) expect(w.sessions.rows.size).toBe(0);
    expect(world.telephony.calls).toEqual([]);
  });

  it('rings one number at most 3 times an hour, however it is written', async () => {
    const world = await phoneWorld();
    const spellings = ['0712345678', '+254 712 345 678', '0712-345-678'];
    for (const candidatePhone of spellings) await world.request({ candidatePhone });
    expect(world.telephony.calls).toHaveLength(BUDGETS.phoneCallsToNumber.max);
    await expect(world.request()).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(world.telephony.calls).toHaveLength(BUDGETS.phoneCallsToNumber.max);
    // Another number is still called.
    await world.request({ candidatePhone: '0799 000 111' });
    expect(world.telephony.calls.at(-1)!.to).toBe('+254799000111');
  });

  it('gives each open interview its own PIN', async () => {
    const world = await phoneWorld();
    const pins = new Set<string>();
    for (let i = 0; i < 12; i++) pins.add((await world.request({ mode: 'inbound' })).pin);
    expect(pins.size).toBe(12);
  });
});
