import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';
import { INVALID_CREDENTIALS_MESSAGE } from './login.js';

const account = { email: 'amina@acme.co.ke', password: 'correct horse', firstName: 'Amina', lastName: 'O' };

async function seeded() {
  const bed = accountsTestbed();
  await bed.signUp(account);
  return bed;
}

describe('LoginUser', () => {
  it('signs in with the right password in any email case and records lastSignInAt', async () => {
    const bed = await seeded();
    bed.clock.advance(60_000);
    const { user } = await bed.login.execute({
      email: ' AMINA@acme.co.ke',
      password: account.password,
      clientAddress: '1.2.3.4',
    });
    expect(user.email).toBe(account.email);
    expect(user.lastSignInAt).toEqual(bed.clock.now());
    expect((await bed.users.findByEmail(account.email))?.lastSignInAt).toEqual(bed.clock.now());
  });

  it('answers an unknown account and a wrong password identically, verifying a hash in both cases', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 20 }).filter((p) => p !== account.password),
        fc.emailAddress().filter((e) => e.toLowerCase() !== account.email),
        async (wrongPassword, unknownEmail) => {
          const bed = await seeded();
          const attempt = async (email: string) => {
            const verifiesBefore = bed.hasher.verifyCalls;
            const error = await bed.login
              .execute({ email, password: wrongPassword, clientAddress: null })
              .catch((e: unknown) => e);
            return {
              error: { ...(error as object), message: (error as Error).message },
              verified: bed.hasher.verifyCalls - verifiesBefore,
            };
          };
          const wrong = await attempt(account.email);
          const unknown = await attempt(unknownEmail);
          expect(unknown).toEqual(wrong);
          expect(wrong.error).toMatchObject({
            code: 'INVALID_CREDENTIALS',
            message: INVALID_CREDENTIALS_MESSAGE,
          });
          expect(wrong.verified).toBe(1);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('does not change lastSignInAt on a failed attempt', async () => {
    const bed = await seeded();
    const before = (await bed.users.findByEmail(account.email))?.lastSignInAt;
    bed.clock.advance(60_000);
    await bed.login
      .execute({ ...account, password: 'nope-nope', clientAddress: null })
      .catch(() => undefined);
    expect((await bed.users.findByEmail(account.email))?.lastSignInAt).toEqual(before);
  });
});
