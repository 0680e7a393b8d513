import { describe, expect, it } from 'vitest';
import { twilioSignature, twilioSignatureValid } from './twilio-signature.js';

// The worked example of Twilio's "Secure webhooks" documentation: auth token 12345, this URL and
// these parameters sign to this value.
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+14158675310',
  Digits: '1234',
  From: '+14158675310',
  To: '+18005551212',
};
const DOCUMENTED = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';

describe("Twilio's request signature", () => {
  it("matches Twilio's documented example", () => {
    expect(twilioSignature('12345', URL, PARAMS)).toBe(DOCUMENTED);
    expect(twilioSignatureValid('12345', URL, PARAMS, DOCUMENTED)).toBe(true);
  });

  it('sorts the parameters by name, whatever order they arrived in', () => {
    const reversed = Object.fromEntries(Object.entries(PARAMS).reverse());
    expect(Object.keys(reversed)[0]).toBe('To');
    expect(twilioSignature('12345', URL, reversed)).toBe(DOCUMENTED);
  });

  it('fails for another token, URL, parameter value, an added parameter or no header', () => {
    expect(twilioSignatureValid('54321', URL, PARAMS, DOCUMENTED)).toBe(false);
    expect(twilioSignatureValid('12345', `${URL}&baz=3`, PARAMS, DOCUMENTED)).toBe(false);
    expect(twilioSignatureValid('12345', URL, { ...PARAMS, Digits: '1' }, DOCUMENTED)).toBe(false);
    expect(
      twilioSignatureValid('12345', URL, { ...PARAMS, RecordingUrl: 'http://127.0.0.1/' }, DOCUMENTED),
    ).toBe(false);
    expect(twilioSignatureValid('12345', URL, PARAMS, undefined)).toBe(false);
    expect(twilioSignatureValid('12345', URL, PARAMS, 'short')).toBe(false);
  });
});
