import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '../../contract/setup.js';
import { accountsTestbed } from '../../testing/accounts-testbed.js';
import { InMemorySetupCodes } from '../../testing/in-memory-setup-codes.js';
import {
  FirstRunSetup,
  SETUP_CODE_LENGTH,
  SETUP_CODE_LIMIT,
  SETUP_CODE_VALID_MS,
} from './first-run-setup.js';

function world(adminEmail: string | null = null) {
  const bed = accountsTestbed(adminEmail ? { adminEmail } : {});
  const setupCodes = new InMemorySetupCodes();
  const setup = new FirstRunSetup({ ...bed, setupCodes, adminEmail });
  return { ...bed, setupCodes, setup };
}

const form = (code: string, email = 'ops@tausi-logistics.co.tz') => ({
  code,
  email,
  password: 'first admin 2026',
  firstName: 'Neema',
  lastName: 'Mushi',
});

describe('first-run setup (docs/behaviour/platform.md §19)', () => {
  it('trades a printed code for the administrator, once, and then is gone', async () => {
    const { setup, setupCodes, users } = world();
    expect(await setup.isOpen()).toBe(true);
    const issued = (await setup.issueCode())!;
    expect(issued.code).toHaveLength(SETUP_CODE_LENGTH);
    // Only its digest is kept.
    expect(JSON.stringify([...setupCodes.codes.values()])).not.toContain(issued.code);
    const admin = await setup.complete(form(` ${issued.code} `), '198.51.100.7');
    expect(admin).toMatchObject({ email: 'ops@tausi-logistics.co.tz', platformAdmin: true });
    expect(admin.organisationId).not.toBeNull();
    expect(await users.hasPlatformAdmin()).toBe(true);
    expect(await setup.isOpen()).toBe(false);
    expect(setupCodes.codes.size).toBe(0);
    await expect(setup.complete(form(issued.code, 'eve@rival.co.ke'), '198.51.100.7')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await setup.issueCode()).toBeNull();
  });

  it('counts wrong codes per address and refuses the sixth within the window, the right one included', async () => {
    const { setup } = world();
    const { code } = (await setup.issueCode())!;
    for (let i = 0; i < SETUP_CODE_LIMIT.maxAttempts; i++)
      await expect(setup.complete(form(`guess-${i}`), '203.0.113.9')).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: SETUP_MESSAGES.wrongCode,
      });
    await expect(setup.complete(form(code), '203.0.113.9')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is not held back, and the code still works there.
    expect((await setup.complete(form(code), '192.0.2.44')).platformAdmin).toBe(true);
  });

  it('lets an address try again once its window has passed', async () => {
    const { setup, clock } = world();
    const { code } = (await setup.issueCode())!;
    for (let i = 0; i < SETUP_CODE_LIMIT.maxAttempts; i++)
      await setup.complete(form(`guess-${i}`), '203.0.113.9').catch(() => undefined);
    clock.advance(SETUP_CODE_LIMIT.windowMs);
    expect((await setup.complete(form(code), '203.0.113.9')).platformAdmin).toBe(true);
  });

  it('spends no code on a form that would fail, and keeps it when the account cannot be made', async () => {
    const { setup, setupCodes } = world('ops@tausi-logistics.co.tz');
    const { code } = (await setup.issueCode())!;
    await expect(setup.complete(form(code, 'someone@tausi-logistics.co.tz'), null)).rejects.toMatchObject({
      message: SETUP_MESSAGES.adminEmail,
    });
    await expect(setup.complete({ ...form(code), password: 'short' }, null)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(setup.complete(form(code, 'ops@gmail.com'), null)).rejects.toMatchObject({
      code: 'WORK_EMAIL_REQUIRED',
    });
    expect(setupCodes.codes.size).toBe(1);
    expect((await setup.complete(form(code), null)).email).toBe('ops@tausi-logistics.co.tz');
  });

  it('refuses an expired code, and is closed once ADMIN_EMAIL has an account or the CLI made an administrator', async () => {
    const expiring = world();
    const { code } = (await expiring.setup.issueCode())!;
    expiring.clock.advance(SETUP_CODE_VALID_MS);
    await expect(expiring.setup.complete(form(code), null)).rejects.toMatchObject({
      message: SETUP_MESSAGES.wrongCode,
    });

    const configured = world('boss@tausi-logistics.co.tz');
    await configured.setup.issueCode();
    await configured.signUp({ email: 'boss@tausi-logistics.co.tz', password: 'boss password 1' });
    expect(await configured.setup.isOpen()).toBe(false);
    expect(await configured.setup.issueCode()).toBeNull();
    expect(configured.setupCodes.codes.size).toBe(0);
  });
});
