import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { configError } from './config-refusal.fixture.js';

const SECRET = 'n'.repeat(32);
const twilio = {
  PHONE_PROVIDER: 'twilio',
  PHONE_NUMBER: '+254207654321',
  PHONE_NUMBER_SECRET: SECRET,
  PUBLIC_URL: 'https://sauti.example.org',
  TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'token',
};

describe('phone configuration (docs/operations.md)', () => {
  it('is absent unless PHONE_PROVIDER is set, whatever else is', () => {
    expect(loadConfig({}).telephony).toBeNull();
    const { PHONE_PROVIDER: _unset, ...rest } = twilio;
    expect(loadConfig(rest).telephony).toBeNull();
  });

  it('reads Twilio and Africa’s Talking with their API origins', () => {
    expect(
      loadConfig({ ...twilio, PHONE_DEFAULT_COUNTRY: 'KE', TWILIO_API_URL: 'http://127.0.0.1:9' }).telephony,
    ).toEqual({
      provider: 'twilio',
      defaultCountry: 'KE',
      numberSecret: SECRET,
      twilio: {
        accountSid: twilio.TWILIO_ACCOUNT_SID,
        authToken: 'token',
        number: '+254207654321',
        apiBase: 'http://127.0.0.1:9',
      },
    });
    const at = loadConfig({
      PHONE_PROVIDER: 'africastalking',
      PHONE_NUMBER: '+254711082000',
      PHONE_NUMBER_SECRET: SECRET,
      PUBLIC_URL: 'https://sauti.example.org',
      AT_USERNAME: 'sauti',
      AT_API_KEY: 'key',
    }).telephony;
    expect(at).toMatchObject({
      provider: 'africastalking',
      africasTalking: { username: 'sauti', apiKey: 'key', number: '+254711082000' },
    });
  });

  it('names every missing or malformed variable', () => {
    const missing = configError({ PHONE_PROVIDER: 'africastalking' });
    for (const name of ['PUBLIC_URL', 'PHONE_NUMBER', 'PHONE_NUMBER_SECRET', 'AT_USERNAME', 'AT_API_KEY']) {
      expect(missing).toContain(`${name}: required when PHONE_PROVIDER=africastalking`);
    }
    expect(configError({ ...twilio, PHONE_NUMBER: '0712345678' })).toContain('PHONE_NUMBER');
    expect(configError({ ...twilio, PHONE_NUMBER_SECRET: 'short' })).toContain('PHONE_NUMBER_SECRET');
    expect(configError({ ...twilio, TWILIO_ACCOUNT_SID: 'nope' })).toContain('TWILIO_ACCOUNT_SID');
    expect(configError({ ...twilio, PHONE_DEFAULT_COUNTRY: 'kenya' })).toContain('PHONE_DEFAULT_COUNTRY');
    expect(configError({ ...twilio, PHONE_PROVIDER: 'vonage' })).toContain('PHONE_PROVIDER');
  });
});
