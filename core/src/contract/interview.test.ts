import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candidateIntakeSchema, createSessionSchema } from './interview.js';
import { issuesOf } from './testing.js';

const intake = { name: 'Ndapewa Shikongo', phone: '+264 (81) 123-4567', email: 'ndapewa@example.com' };

describe('candidateIntakeSchema', () => {
  it('gives the spec messages', () => {
    expect(issuesOf(candidateIntakeSchema, { name: '', phone: '', email: '' })).toEqual({
      name: ['Name Required'],
      phone: ['Phone Number Required'],
      email: ['Email Required'],
    });
    expect(issuesOf(candidateIntakeSchema, {})).toEqual({
      name: ['Name Required'],
      phone: ['Phone Number Required'],
      email: ['Email Required'],
    });
    expect(issuesOf(candidateIntakeSchema, { ...intake, email: 'not-an-email' })).toEqual({
      email: ['Invalid Email'],
    });
    expect(candidateIntakeSchema.safeParse(intake).success).toBe(true);
  });

  it('allows in a phone only digits, spaces, hyphens, parentheses and a leading +', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.stringMatching(/^[0-9 ()-]{0,20}[0-9]$/), (plus, rest) => {
        expect(
          candidateIntakeSchema.safeParse({ ...intake, phone: `${plus ? '+' : ''}${rest}` }).success,
        ).toBe(true);
      }),
    );
    for (const phone of ['081 abc', '08+1', '++264', '081.123', '081/123']) {
      expect(Object.keys(issuesOf(candidateIntakeSchema, { ...intake, phone }))).toEqual(['phone']);
    }
  });
});

describe('createSessionSchema', () => {
  const body = {
    jobId: 'job-1',
    candidateName: 'Jo',
    candidatePhone: '08112345',
    candidateEmail: 'jo@acme.com',
  };

  it('needs a 2-character name, an 8-character phone and a valid email', () => {
    expect(createSessionSchema.safeParse(body).success).toBe(true);
    expect(
      issuesOf(createSessionSchema, {
        ...body,
        candidateName: 'J',
        candidatePhone: '0811234',
        candidateEmail: 'jo',
      }),
    ).toEqual({
      candidateName: ['Full name is required'],
      candidatePhone: ['Phone number is required'],
      candidateEmail: ['Valid email address is required'],
    });
  });

  it('accepts names from 2 characters and phones from 8, trimmed', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 0, maxLength: 12 }).map((s) => s.trim()),
        (text) => {
          const name = createSessionSchema.safeParse({ ...body, candidateName: text }).success;
          expect(name).toBe(text.length >= 2);
        },
      ),
    );
  });

  it('refuses on the server what the form refuses: phone characters, and control characters in the name', () => {
    expect(issuesOf(createSessionSchema, { ...body, candidatePhone: '0811234x; DROP' })).toEqual({
      candidatePhone: ['Phone number may only contain digits, spaces, hyphens, parentheses and a leading +'],
    });
    for (const candidateName of ['Zawadi\r\nReview: https://evil.example', 'Za\u0000wadi', 'Za\u202ewadi'])
      expect(issuesOf(createSessionSchema, { ...body, candidateName })).toEqual({
        candidateName: ['Full name may not contain line breaks or control characters'],
      });
  });

  it('keeps referrerUrl optional and bounded', () => {
    expect(createSessionSchema.parse({ ...body, referrerUrl: 'https://jobs.example/x' }).referrerUrl).toBe(
      'https://jobs.example/x',
    );
    expect(createSessionSchema.safeParse({ ...body, referrerUrl: 'x'.repeat(2049) }).success).toBe(false);
  });
});
