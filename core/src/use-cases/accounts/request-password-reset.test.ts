import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';
import { RESET_MAILS_PER_HOUR, RESET_TOKEN_LIFETIME_MS } from './request-password-reset.js';

const account = { email: 'amina@acme.co.ke', password: 'old-password', firstName: 'A', lastName: 'O' };
const origin = 'https://sauti.example';

async function seeded() {
  const bed = accountsTestbed();
  const user = await bed.signUp(account);
  bed.mailer.sent.length = 0; // the confirmation mail of the sign-up
  return { bed, user };
}

describe('RequestPasswordReset', () => {
  it('stores only the hash of a 64-character token, valid for one hour, and mails the link in both parts', async () => {
    const { bed, user } = await seeded();
    await bed.requestPasswordReset.execute({ email: 'AMINA@acme.co.ke', origin: `${origin}/` });
    const [mail] = bed.mailer.sent;
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1] ?? '';
    expect(token).toHaveLength(64);
    expect(mail).toMatchObject({ to: account.email });
    expect(mail!.text).toContain(`${origin}/reset-password?token=${token}`);
    expect(mail!.html).toContain(`${origin}/reset-password?token=${token}`);
    expect(bed.resetTokens.rows).toEqual([
      {
        id: expect.any(String),
        tokenHash: bed.digest.sha256Hex(token),
        userId: user.id,
        createdAt: bed.clock.now(),
        expiresAt: new Date(bed.clock.now().getTime() + 60 * 60_000),
      },
    ]);
    expect(JSON.stringify(bed.resetTokens.rows)).not.toContain(token);
    expect(RESET_TOKEN_LIFETIME_MS).toBe(3_600_000);
  });

  it('has the same observable result for existing and unknown emails, and mails only existing ones', async () => {
    await fc.assert(
      fc.asyncProperty(fc.emailAddress(), fc.boolean(), async (unknownEmail, mailerFails) => {
        fc.pre(unknownEmail.toLowerCase() !== account.email);
        const { bed } = await seeded();
        if (mailerFails) bed.mailer.failWith = new Error('SMTP down');
        const forKnown = await bed.requestPasswordReset.execute({ email: account.email, origin });
        const forUnknown = await bed.requestPasswordReset.execute({ email: unknownEmail, origin });
        expect(forUnknown).toEqual(forKnown);
        expect(forKnown).toBeUndefined();
        expect(bed.mailer.sent.map((m) => m.to)).toEqual(mailerFails ? [] : [account.email]);
      }),
      { numRuns: 50 },
    );
  });

  it('reports a failed send instead of answering differently', async () => {
    const { bed } = await seeded();
    const reported: unknown[] = [];
    const { RequestPasswordReset } = await import('./request-password-reset.js');
    const useCase = new RequestPasswordReset({ ...bed, reportError: (e) => reported.push(e) });
    bed.mailer.failWith = new Error('SMTP down');
    await expect(useCase.execute({ email: account.email, origin })).resolves.toBeUndefined();
    expect(reported).toEqual([bed.mailer.failWith]);
  });

  it('sends at most 5 mails per account per hour, silently', async () => {
    expect(RESET_MAILS_PER_HOUR).toBe(5);
    const { bed } = await seeded();
    bed.clock.set('2025-01-15T10:00:00.000Z');
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 3; i++) {
      await bed.requestPasswordReset.execute({ email: account.email, origin });
    }
    expect(bed.mailer.sent).toHaveLength(RESET_MAILS_PER_HOUR);
    bed.clock.advance(60 * 60_000);
    await bed.requestPasswordReset.execute({ email: account.email, origin });
    expect(bed.mailer.sent).toHaveLength(RESET_MAILS_PER_HOUR + 1);
  });
});
