import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inertText } from './inert-links.js';

/** What a mail client would turn into a link: a scheme, www., an address, or a host of the domains below. */
const LINKABLE =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[\w.+-]+@[\w-]+\.[\w-]+|\b[a-z0-9-]+\.(?:com|net|org|io|ke|ng|za)(?=$|[/:?#\s),;!'"])/i;

describe('inertText: employer-typed text in the platform’s mail', () => {
  it('breaks schemes, www., addresses and host names but keeps them readable', () => {
    expect(inertText('Payroll: your account is suspended - sign in at https://evil.example/login')).toBe(
      'Payroll: your account is suspended - sign in at https[:]//evil[.]example/login',
    );
    expect(inertText('Visit www.evil.com today')).toBe('Visit www[.]evil[.]com today');
    expect(inertText('Write to boss@evil.co.ke')).toBe('Write to boss[at]evil[.]co[.]ke');
    expect(inertText('go to evil.com/login now')).toBe('go to evil[.]com/login now');
    expect(inertText('bank.co.ke')).toBe('bank[.]co[.]ke');
  });

  it('defangs a dotted word that reads like a host even when it is not one: a mail cannot tell', () => {
    expect(inertText('Senior Node.js Developer')).toBe('Senior Node[.]js Developer');
  });

  it('leaves ordinary job titles and company names as they are', () => {
    for (const text of [
      'Warehouse Shift Supervisor',
      'Acme Logistics Ltd.',
      'Nurse (Night shift) - 3.5 days a week',
      'Customer Support, Nairobi',
    ])
      expect(inertText(text)).toBe(text);
  });

  it('leaves nothing a mail client would link, whatever the text', () => {
    const host = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9-]{1,10}$/),
        fc.constantFrom('com', 'net', 'org', 'io', 'ke', 'ng', 'za', 'co.ke'),
      )
      .map(([name, tld]) => `${name}.${tld}`);
    const piece = fc.oneof(
      fc.string({ maxLength: 12 }),
      host,
      host.map((h) => `https://${h}/x`),
      host.map((h) => `www.${h}`),
      host.map((h) => `me@${h}`),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        expect(inertText(pieces.join(' '))).not.toMatch(LINKABLE);
      }),
    );
  });
});
