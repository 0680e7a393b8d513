import fc from 'fast-check';
import { LinkifyIt } from 'linkify-it';
import { describe, expect, it } from 'vitest';
import { inertText } from '@sauti/core/rules/inert-links';

/**
 * Typed text placed in the platform's mail must not turn into links (issue 28, finding 4). The
 * judge is an independent link finder made for the job: linkify-it, as markdown-it and many mail
 * and chat clients use it, with every fuzzy option on (bare hosts, bare e-mail addresses, IPs).
 */
const linkify = new LinkifyIt()
  .set({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true })
  // Its own list plus the names these tests use (`example` is reserved for documentation).
  .tlds(['example', 'ke', 'xn--p1ai', 'app', 'dev', 'online'], true);

/** The links linkify-it finds in `text`, as text. */
const linksIn = (text: string) => (linkify.match(text) ?? []).map((m) => m.raw);

const hostile = [
  'Payroll: your account is suspended - sign in at https://evil.example/login',
  'Sign in at evil.example/login now',
  'Write to payroll@evil.example',
  'See www.evil.example',
  'Go to http://10.0.0.1:8080/admin',
  'Visit 192.168.0.1/admin',
  'HTTPS://EVIL.EXAMPLE',
  'ftp://files.evil.example/x',
  'mailto:payroll@evil.example',
  'Reset at https://login.microsoftonline.com.evil.example/?a=b',
  '//evil.example/path',
  // Link finders accept symbols in a host's label (found by the property below).
  'Call UM+.Kg or 5Sw{8.$.pE',
];

describe('inertText (typed text in the platform’s mail)', () => {
  it('leaves no link in the hostile titles and names seen in the third penetration test', () => {
    for (const text of hostile) {
      expect([text, linksIn(text).length > 0]).toEqual([text, true]); // the judge sees the link…
      expect([text, linksIn(inertText(text))]).toEqual([text, []]); // …and none after
    }
    expect(inertText(hostile[0]!)).toBe(
      'Payroll: your account is suspended - sign in at https[:]//evil[.]example/login',
    );
    expect(inertText('Write to payroll@evil.example')).toBe('Write to payroll[at]evil[.]example');
    // Some clients read a full-width or ideographic dot as a dot in a host name.
    expect(inertText('evil．example/login')).toBe('evil[.]example/login');
  });

  it('leaves ordinary titles and names as they are', () => {
    for (const text of [
      'Customer Support Agent',
      'Senior Engineer (Payments), Nairobi',
      'Sr. Accountant - 2.5 years+',
      'Amina Otieno',
      'Ngozi O’Brien-Adéwálé',
      'Mwalimu wa Kiswahili: darasa la 5',
      'Head of Sales, e.g. B2B',
    ]) {
      expect(inertText(text)).toBe(text);
    }
  });

  it('property: no link survives in any text, and plain words are never changed', () => {
    const host = fc
      .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 1, maxLength: 3 })
      .chain((labels) =>
        fc
          .constantFrom('com', 'example', 'co.ke', 'org', 'io', 'NET', 'xn--p1ai')
          .map((tld) => [...labels, tld].join('.')),
      );
    const link = fc.oneof(
      host,
      host.map((h) => `https://${h}/login`),
      host.map((h) => `www.${h}`),
      fc.tuple(fc.stringMatching(/^[a-z0-9._-]{1,10}$/), host).map(([user, h]) => `${user}@${h}`),
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => `http://${o.join('.')}/`),
    );
    const text = fc
      .array(fc.oneof(link, fc.string({ maxLength: 12 }), fc.constantFrom(' ', ': ', ' - ', '\n')), {
        maxLength: 8,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (typed) => {
        expect(linksIn(inertText(typed))).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z ,'()-]{0,60}$/), (plain) => {
        expect(inertText(plain)).toBe(plain.replace(/\s+/g, ' ').trim());
      }),
    );
  });
});
