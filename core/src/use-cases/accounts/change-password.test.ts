import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';

const account = { email: 'amina@acme.co.ke', password: 'old-password', firstName: 'A', lastName: 'O' };

async function seeded() {
  const bed = accountsTestbed();
  const user = await bed.signUp(account);
  const mine = await bed.sessions.start({ userId: user.id });
  const other = await bed.sessions.start({ userId: user.id });
  return { bed, user, mine, other };
}

describe('ChangePassword', () => {
  it('replaces the hash, keeps the caller signed in and ends the other sessions', async () => {
    const { bed, user, mine, other } = await seeded();
    await bed.changePassword.execute({
      userId: user.id,
      currentPassword: 'old-password',
      newPassword: 'new-password',
      keepSessionId: mine.sid,
    });
    await expect(
      bed.login.execute({ email: account.email, password: 'new-password', clientAddress: null }),
    ).resolves.toBeTruthy();
    await expect(
      bed.login.execute({ email: account.email, password: 'old-password', clientAddress: null }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await bed.sessions.read(mine.sid)).toEqual({ userId: user.id });
    expect(await bed.sessions.read(other.sid)).toBeNull();
  });

  it('refuses a wrong current password with a clear 400-class error and changes nothing', async () => {
    const { bed, user, other } = await seeded();
    const error = bed.changePassword.execute({
      userId: user.id,
      currentPassword: 'guess',
      newPassword: 'new-password',
    });
    await expect(error).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Current password is incorrect',
      details: { field: 'currentPassword' },
    });
    expect((await bed.users.findById(user.id))?.passwordHash).toBe(user.passwordHash);
    expect(await bed.sessions.read(other.sid)).not.toBeNull();
  });

  it('refuses a new password shorter than 8 characters', async () => {
    const { bed, user } = await seeded();
    await expect(
      bed.changePassword.execute({
        userId: user.id,
        currentPassword: 'old-password',
        newPassword: '1234567',
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 8 characters long',
      details: { field: 'newPassword' },
    });
    await expect(
      bed.changePassword.execute({
        userId: user.id,
        currentPassword: 'old-password',
        newPassword: '12345678',
      }),
    ).resolves.toBeUndefined();
  });
});
