import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminCreateUserSchema, registrationSchema, workEmailSchema } from './accounts.js';
import { issuesOf } from './testing.js';

const WORK = 'Please use a work email address (personal emails like Gmail, Yahoo, etc. are not supported)';

describe('adminCreateUserSchema', () => {
  it('needs all four fields with the spec messages', () => {
    expect(
      issuesOf(adminCreateUserSchema, {
        firstName: '',
        lastName: '',
        email: 'me@gmail.com',
        password: 'short',
      }),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: [WORK],
      password: ['Minimum 8 characters'],
    });
    expect(
      adminCreateUserSchema.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: 'a@acme.co.za',
        password: '12345678',
      }).success,
    ).toBe(true);
  });
});

describe('registrationSchema', () => {
  it('needs a work email and an 8-character password', () => {
    const ok = { email: 'a@acme.com', password: '12345678', firstName: 'A', lastName: 'B' };
    expect(registrationSchema.safeParse(ok).success).toBe(true);
    expect(issuesOf(registrationSchema, { ...ok, email: 'a@yahoo.co.uk', password: '1234567' })).toEqual({
      email: [WORK],
      password: ['Password must be at least 8 characters long'],
    });
  });

  it('refuses control characters and line breaks in names', () => {
    const ok = { email: 'a@acme.com', password: '12345678', firstName: 'A', lastName: 'B' };
    expect(issuesOf(registrationSchema, { ...ok, firstName: 'A\nB', lastName: 'C\u0000' })).toEqual({
      firstName: ['First name may not contain line breaks or control characters'],
      lastName: ['Last name may not contain line breaks or control characters'],
    });
  });
});

describe('workEmailSchema', () => {
  it('rejects anything that is not a string with the work-email message', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.constant(null), fc.constant(undefined), fc.boolean()),
        (value) => {
          expect(issuesOf(workEmailSchema, value)).toEqual({ '': [WORK] });
        },
      ),
    );
  });
});
