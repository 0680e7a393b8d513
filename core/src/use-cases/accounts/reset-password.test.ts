import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';

const account = { email: 'amina@acme.co.ke', password: 'old-password', firstName: 'A', lastName: 'O' };

/** Registers, signs in twice, asks for a reset and returns the mailed token. */
async function withToken() {
  const bed = accountsTestbed();
  const user = await bed.signUp(account);
  bed.mailer.sent.length = 0; // the confirmation mail of the sign-up
  const session = await bed.sessions.start({ userId: user.id });
  await bed.requestPasswordReset.execute({ email: account.email, origin: 'http://localhost:3000' });
  const token = /token=([^\s"<]+)/.exec(bed.mailer.sent[0]!.text)![1]!;
  return { bed, user, session, token };
}

const signIn = (bed: Awaited<ReturnType<typeof withToken>>['bed'], password: string) =>
  bed.login.execute({ email: account.email, password, clientAddress: null }).then(
    () => 'OK',
    (e: { code: string }) => e.code,
  );

describe('ResetPassword', () => {
  it('sets the new password and ends every login session of the user', async () => {
    const { bed, session, token } = await withToken();
    await bed.resetPassword.execute({ token, newPassword: 'brand-new-pass' });
    expect(await signIn(bed, 'brand-new-pass')).toBe('OK');
    expect(await signIn(bed, 'old-password')).toBe('INVALID_CREDENTIALS');
    expect(await bed.sessions.read(session.sid)).toBeNull();
  });

  it('consumes a token at most once, however many attempts are made', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string({ minLength: 8, maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        async (passwords) => {
          const { bed, token } = await withToken();
          const outcomes = await Promise.all(
            passwords.map((newPassword) =>
              bed.resetPassword.execute({ token, newPassword }).then(
                () => 'OK',
                (e: { code: string; message: string }) => `${e.code}: ${e.message}`,
              ),
            ),
          );
          expect(outcomes.filter((o) => o === 'OK')).toHaveLength(1);
          expect(
            outcomes
              .filter((o) => o !== 'OK')
              .every((o) => o === 'INVALID_STATE: Invalid or expired reset token'),
          ).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('refuses a token one hour old, and accepts it just before', async () => {
    const late = await withToken();
    late.bed.clock.advance(60 * 60_000);
    await expect(
      late.bed.resetPassword.execute({ token: late.token, newPassword: 'brand-new-pass' }),
    ).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: 'Invalid or expired reset token',
    });
    const inTime = await withToken();
    inTime.bed.clock.advance(60 * 60_000 - 1);
    await expect(
      inTime.bed.resetPassword.execute({ token: inTime.token, newPassword: 'brand-new-pass' }),
    ).resolves.toBeUndefined();
  });

  it('refuses unknown tokens and does not burn a token on a too-short password', async () => {
    const { bed, token } = await withToken();
    await expect(
      bed.resetPassword.execute({ token: 'x'.repeat(64), newPassword: 'brand-new-pass' }),
    ).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    await expect(bed.resetPassword.execute({ token, newPassword: 'short' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(bed.resetPassword.execute({ token, newPassword: 'long-enough' })).resolves.toBeUndefined();
  });

  it('voids the other tokens of the user after a reset', async () => {
    const { bed, token } = await withToken();
    await bed.requestPasswordReset.execute({ email: account.email, origin: 'http://localhost:3000' });
    const second = /token=([^\s"<]+)/.exec(bed.mailer.sent[1]!.text)![1]!;
    await bed.resetPassword.execute({ token, newPassword: 'brand-new-pass' });
    await expect(
      bed.resetPassword.execute({ token: second, newPassword: 'another-pass' }),
    ).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
  });
});
