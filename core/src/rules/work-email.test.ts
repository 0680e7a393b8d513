import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_SECOND_LEVEL_SUFFIXES,
  FREE_EMAIL_DOMAINS,
  FREE_EMAIL_PROVIDER_LABELS,
} from './free-email-providers.js';
import {
  checkWorkEmail,
  isValidDomain,
  isWorkEmail,
  organisationDomain,
  WORK_EMAIL_MESSAGE,
} from './work-email.js';

/** A dot-atom local part: dots only between other characters. */
const localPart = fc.stringMatching(/^[a-z0-9%+_-]{1,10}(\.[a-z0-9%+_-]{1,9})?$/);
/** A company label that is not a provider label. */
const companyLabel = fc
  .stringMatching(/^[a-z][a-z0-9-]{1,20}[a-z0-9]$/)
  .filter((label) => !FREE_EMAIL_PROVIDER_LABELS.includes(label));
/** Random upper/lower casing of a string. */
const recase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((ch, i) => (flags[i] ? ch.toUpperCase() : ch)).join(''));

describe('isWorkEmail', () => {
  it('accepts any local part at a company .com / .co.za domain, in any case', () => {
    fc.assert(
      fc.property(
        localPart,
        companyLabel,
        fc.constantFrom('com', 'co.za', 'com.na', 'africa'),
        (local, label, tld) => {
          fc.pre(!FREE_EMAIL_DOMAINS.includes(`${label}.${tld}`));
          expect(isWorkEmail(`${local}@${label}.${tld}`)).toBe(true);
          expect(isWorkEmail(`${local}@${label.toUpperCase()}.${tld.toUpperCase()}`)).toBe(true);
        },
      ),
    );
  });

  it('rejects every listed provider domain with any local part and case', () => {
    fc.assert(
      fc.property(
        localPart,
        fc.constantFrom(...FREE_EMAIL_DOMAINS).chain((domain) => recase(domain)),
        (local, domain) => {
          expect(checkWorkEmail(`${local}@${domain}`)).toEqual({ ok: false, problem: 'personal_provider' });
        },
      ),
    );
  });

  it('rejects a provider label in front of a country second-level suffix', () => {
    fc.assert(
      fc.property(
        localPart,
        fc.constantFrom(...FREE_EMAIL_PROVIDER_LABELS),
        fc.constantFrom(...COUNTRY_SECOND_LEVEL_SUFFIXES),
        (local, provider, suffix) => {
          expect(isWorkEmail(`${local}@${provider}.${suffix}`)).toBe(false);
        },
      ),
    );
    for (const email of [
      'a@yahoo.co.uk',
      'a@gmail.co.za',
      'a@hotmail.com.au',
      'a@outlook.com.ng',
      'a@yahoo.co.ke',
      'a@Live.Co.Za',
    ]) {
      expect(isWorkEmail(email)).toBe(false);
    }
  });

  it('includes the named global and regional providers', () => {
    const named = [
      'gmail.com',
      'googlemail.com',
      'outlook.com',
      'hotmail.com',
      'live.com',
      'msn.com',
      'yahoo.com',
      'ymail.com',
      'icloud.com',
      'me.com',
      'mac.com',
      'aol.com',
      'protonmail.com',
      'proton.me',
      'gmx.com',
      'mail.com',
      'zoho.com',
      'yandex.com',
      'webmail.co.za',
      'mweb.co.za',
      'telkomsa.net',
      'vodamail.co.za',
      'afrihost.co.za',
      'yahoo.com.ng',
      'iway.na',
      'mweb.com.na',
    ];
    for (const domain of named) expect(isWorkEmail(`someone@${domain}`), domain).toBe(false);
  });

  it('rejects malformed addresses', () => {
    const bad = [
      '',
      ' ',
      'a b@acme.com',
      'acme.com',
      'a@@acme.com',
      'a@b@acme.com',
      '@acme.com',
      'a@acme',
      'a@.acme.com',
      'a@acme.com.',
      'a@acme.com ',
      'a@a.a.a.!',
      'a@a.a.a',
      'a@acme.123',
      'a@-acme.com',
      'a@acme-.com',
      'a@acme..com',
      'a@ac_me.com',
      'a\u0000@acme.com',
      'a@acme.com\u0000',
      'a\nb@acme.com',
      'a..b@acme.com',
      '.a@acme.com',
      `${'a'.repeat(65)}@acme.com`,
      `a@${'a'.repeat(64)}.com`,
      null,
      42,
    ];
    for (const email of bad) expect(checkWorkEmail(email)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('rejects any address holding whitespace or not exactly one @', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        if (/\s/.test(text) || text.split('@').length !== 2) expect(isWorkEmail(text)).toBe(false);
      }),
    );
  });

  it('keeps the spec message', () => {
    expect(WORK_EMAIL_MESSAGE).toBe(
      'Please use a work email address (personal emails like Gmail, Yahoo, etc. are not supported)',
    );
  });
});

describe('isValidDomain', () => {
  it('accepts only LDH labels of 1-63 characters under an alphabetic top level (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const domain = text.toLowerCase();
        if (!isValidDomain(domain)) return;
        const labels = domain.split('.');
        expect(labels.length).toBeGreaterThanOrEqual(2);
        for (const label of labels) expect(label).toMatch(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/);
        expect(labels.at(-1)).toMatch(/^([a-z]{2,}|xn--[a-z0-9-]+)$/);
      }),
      { numRuns: 2_000 },
    );
  });

  it('accepts real company domains, IDN ones included', () => {
    for (const domain of ['acme.co.ke', 'mtn.com.ng', 'a1-b2.africa', 'xn--mgbh0fb.xn--kgbechtv', 'x.io'])
      expect(isValidDomain(domain), domain).toBe(true);
  });
});

describe('organisationDomain', () => {
  it('is the lower-cased domain of a well-formed address', () => {
    expect(organisationDomain('Ann@Acme.CO.ZA')).toBe('acme.co.za');
    fc.assert(
      fc.property(localPart, companyLabel, (local, label) => {
        expect(organisationDomain(`${local}@${label.toUpperCase()}.com`)).toBe(`${label}.com`);
      }),
    );
    expect(organisationDomain('not-an-email')).toBeNull();
  });
});
