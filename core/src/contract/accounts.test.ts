import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminCreateUserSchema,
  confirmAccountSchema,
  registrationSchema,
  workEmailSchema,
} from './accounts.js';
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
  it('needs a work email and names, and takes no password (it is chosen on the confirmation page)', () => {
    const ok = { email: 'a@acme.com', firstName: 'A', lastName: 'B' };
    expect(registrationSchema.safeParse(ok).success).toBe(true);
    expect(registrationSchema.parse({ ...ok, password: 'typed by anyone' })).toEqual(ok);
    expect(issuesOf(registrationSchema, { ...ok, email: 'a@yahoo.co.uk' })).toEqual({ email: [WORK] });
  });

  it('confirms with an 8-character password and the names', () => {
    const ok = { token: 'a'.repeat(43), password: '12345678', firstName: 'A', lastName: 'B' };
    expect(confirmAccountSchema.safeParse(ok).success).toBe(true);
    expect(issuesOf(confirmAccountSchema, { ...ok, password: '1234567', firstName: '' })).toEqual({
      password: ['Password must be at least 8 characters long'],
      firstName: ['First name is required'],
    });
  });

  it('refuses control characters and line breaks in names', () => {
    const ok = { email: 'a@acme.com', firstName: 'A', lastName: 'B' };
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
