import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';
import { IMPERSONATION_LIFETIME_MS } from './login-session.js';

async function world() {
  const bed = accountsTestbed({ adminEmail: 'admin@sauti.africa' });
  const admin = await bed.signUp({ email: 'admin@sauti.africa', password: 'password1' });
  const alice = await bed.signUp({ email: 'alice@acme.co.ke', password: 'password1' });
  const bob = await bed.signUp({ email: 'bob@other.co.za', password: 'password1' });
  return { bed, admin, alice, bob };
}

const REASON = 'Checking a reported problem';

describe('impersonation', () => {
  it('lets the admin act as a user, audited from start to end', async () => {
    const { bed, admin, alice } = await world();
    const { sid } = await bed.sessions.start({ userId: admin.id });
    const started = await bed.startImpersonation.execute({
      session: { userId: admin.id },
      targetUserId: alice.id,
      ipAddress: '10.1.1.1',
      reason: 'Support ticket 4411: her job is missing',
    });
    await bed.sessions.replace(sid, started.sessionData);
    expect(started.target.email).toBe('alice@acme.co.ke');
    expect(started.audit).toEqual({
      id: started.audit.id,
      adminUserId: admin.id,
      targetUserId: alice.id,
      startedAt: bed.clock.now(),
      endedAt: null,
      ipAddress: '10.1.1.1',
      reason: 'Support ticket 4411: her job is missing',
    });

    const current = await bed.currentUser.execute(await bed.sessions.read(sid));
    expect(current).toMatchObject({
      user: { id: alice.id },
      impersonator: { id: admin.id },
      isImpersonating: true,
    });
    expect(current?.actor).toEqual({
      userId: alice.id,
      organisationId: alice.organisationId,
      isAdmin: false,
      impersonatorId: admin.id,
    });

    await bed.recordImpersonatedAction.execute({
      session: started.sessionData,
      method: 'get',
      path: '/api/jobs?x=secret',
      status: 200,
    });
    bed.clock.advance(5 * 60_000);
    const back = await bed.endImpersonation.execute(started.sessionData, started.ownSessionData);
    expect(back).toEqual({ userId: admin.id });
    expect((await bed.audits.findById(started.audit.id))?.endedAt).toEqual(bed.clock.now());
    expect(await bed.audits.listActions(started.audit.id)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/jobs', status: 200 }),
    ]);
  });

  it('is refused to non-administrators, for unknown users and for oneself', async () => {
    const { bed, admin, alice, bob } = await world();
    const start = (userId: string, targetUserId: string) =>
      bed.startImpersonation.execute({ session: { userId }, targetUserId, ipAddress: null, reason: REASON });
    await expect(start(alice.id, bob.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(start(admin.id, 'nobody')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'User not found',
    });
    await expect(start(admin.id, admin.id)).rejects.toMatchObject({ code: 'INVALID_STATE' });
    expect(bed.audits.audits).toHaveLength(0);
  });

  it('switching targets while impersonating ends the first audit', async () => {
    const { bed, admin, alice, bob } = await world();
    const first = await bed.startImpersonation.execute({
      session: { userId: admin.id },
      targetUserId: alice.id,
      ipAddress: null,
      reason: REASON,
    });
    bed.clock.advance(1000);
    const second = await bed.startImpersonation.execute({
      session: first.sessionData,
      targetUserId: bob.id,
      ipAddress: null,
      reason: REASON,
    });
    expect((await bed.audits.findById(first.audit.id))?.endedAt).toEqual(bed.clock.now());
    expect(second.sessionData).toEqual({
      userId: bob.id,
      impersonatorId: admin.id,
      auditId: second.audit.id,
    });
  });

  it('gives a stolen impersonation session nothing on exit: only the admin’s own kept-aside session resumes', async () => {
    const { bed, admin, alice, bob } = await world();
    const started = await bed.startImpersonation.execute({
      session: { userId: admin.id },
      targetUserId: alice.id,
      ipAddress: null,
      reason: REASON,
    });
    expect(started.ownSessionData).toEqual({ userId: admin.id, parkedAuditId: started.audit.id });
    expect(await bed.endImpersonation.execute(started.sessionData, null)).toBeNull();
    for (const forged of [{ userId: bob.id }, { userId: admin.id, impersonatorId: admin.id }])
      expect(await bed.endImpersonation.execute(started.sessionData, forged)).toBeNull();
    expect((await bed.audits.findById(started.audit.id))?.endedAt).toEqual(bed.clock.now());
  });

  it('lasts 30 minutes from its start however busy, then the audit closes at that moment', async () => {
    const { bed, admin, alice } = await world();
    const started = await bed.startImpersonation.execute({
      session: { userId: admin.id },
      targetUserId: alice.id,
      ipAddress: null,
      reason: REASON,
    });
    const { sid, expiresAt } = await bed.sessions.start(started.sessionData);
    expect(expiresAt.getTime() - bed.clock.now().getTime()).toBe(IMPERSONATION_LIFETIME_MS);
    for (let minute = 0; minute < 29; minute++) {
      bed.clock.advance(60_000);
      expect(await bed.sessions.read(sid)).not.toBeNull();
    }
    bed.clock.advance(60_000);
    expect(await bed.sessions.read(sid)).toBeNull();
    bed.clock.advance(5 * 60_000);
    expect(await bed.endImpersonation.resumeAfterExpiry(started.ownSessionData)).toEqual({
      userId: admin.id,
    });
    const audit = await bed.audits.findById(started.audit.id);
    expect(audit!.endedAt!.getTime() - audit!.startedAt.getTime()).toBe(IMPERSONATION_LIFETIME_MS);
  });

  it('ends every session acting for or impersonated by an account whose password changes', async () => {
    const { bed, admin, alice } = await world();
    const own = await bed.sessions.start({ userId: admin.id });
    const started = await bed.startImpersonation.execute({
      session: { userId: admin.id },
      targetUserId: alice.id,
      ipAddress: null,
      reason: REASON,
    });
    const impersonation = await bed.sessions.start(started.sessionData);
    const alices = await bed.sessions.start({ userId: alice.id });
    await bed.changePassword.execute({
      userId: admin.id,
      currentPassword: 'password1',
      newPassword: 'a new password',
      keepSessionId: own.sid,
    });
    expect(await bed.sessions.read(impersonation.sid)).toBeNull();
    expect(await bed.sessions.read(alices.sid)).not.toBeNull();
    expect(await bed.sessions.read(own.sid)).not.toBeNull();

    const again = await bed.sessions.start(started.sessionData);
    await bed.sessionStore.destroyForUser(alice.id); // Alice resets her password
    expect(await bed.sessions.read(again.sid)).toBeNull();
  });

  it('ending requires an impersonation; actions outside one are not recorded', async () => {
    const { bed, alice } = await world();
    await expect(bed.endImpersonation.execute({ userId: alice.id }, null)).rejects.toMatchObject({
      code: 'INVALID_STATE',
    });
    await bed.recordImpersonatedAction.execute({
      session: { userId: alice.id },
      method: 'GET',
      path: '/',
      status: 200,
    });
    await bed.recordImpersonatedAction.execute({ session: null, method: 'GET', path: '/', status: 200 });
    expect(bed.audits.actions).toHaveLength(0);
  });

  it('signs out a session whose impersonator is no longer the administrator', async () => {
    const { bed, alice, bob } = await world();
    expect(
      await bed.currentUser.execute({ userId: bob.id, impersonatorId: alice.id, auditId: 'a' }),
    ).toBeNull();
  });

  it('treats the administrator account itself as not impersonating', async () => {
    const { bed, admin, alice } = await world();
    const current = await bed.currentUser.execute({ userId: admin.id, impersonatorId: admin.id });
    expect(current?.isImpersonating).toBe(false);
    expect(alice).toBeTruthy();
  });

  it('logout closes an open audit', async () => {
    const { bed, admin, alice } = await world();
    const started = await bed.startImpersonation.execute({
      session: { userId: admin.id },
      targetUserId: alice.id,
      ipAddress: null,
      reason: REASON,
    });
    const { sid } = await bed.sessions.start(started.sessionData);
    await bed.logout.execute(sid);
    expect(await bed.sessions.read(sid)).toBeNull();
    expect((await bed.audits.findById(started.audit.id))?.endedAt).toEqual(bed.clock.now());
  });
});

describe('ListImpersonationAudit and ListUsers', () => {
  it('lists audits newest first with emails, filtered by since and admin email', async () => {
    const { bed, admin, alice, bob } = await world();
    const a1 = await bed.startImpersonation.execute({
      session: { userId: admin.id },
      targetUserId: alice.id,
      ipAddress: null,
      reason: REASON,
    });
    bed.clock.advance(60_000);
    const since = bed.clock.now();
    const a2 = await bed.startImpersonation.execute({
      session: a1.sessionData,
      targetUserId: bob.id,
      ipAddress: null,
      reason: REASON,
    });
    const all = await bed.listImpersonationAudit.execute();
    expect(all.map((e) => [e.audit.id, e.adminEmail, e.targetEmail])).toEqual([
      [a2.audit.id, 'admin@sauti.africa', 'bob@other.co.za'],
      [a1.audit.id, 'admin@sauti.africa', 'alice@acme.co.ke'],
    ]);
    expect((await bed.listImpersonationAudit.execute({ since })).map((e) => e.audit.id)).toEqual([
      a2.audit.id,
    ]);
    expect(await bed.listImpersonationAudit.execute({ adminEmail: 'ALICE@acme.co.ke' })).toEqual([]);
    expect(
      await bed.listImpersonationAudit.execute({
        adminEmail: 'Admin@sauti.africa',
        limit: 1,
        withActions: true,
      }),
    ).toEqual([expect.objectContaining({ actions: [] })]);
  });

  it('lists users without password hashes, flagging the administrator, for admins only', async () => {
    const { bed, admin } = await world();
    const actor = { userId: admin.id, organisationId: admin.organisationId, isAdmin: true };
    const listed = await bed.listUsers.execute(actor);
    expect(listed.map((u) => [u.email, u.isAdmin])).toEqual([
      ['admin@sauti.africa', true],
      ['alice@acme.co.ke', false],
      ['bob@other.co.za', false],
    ]);
    expect(listed.every((u) => !('passwordHash' in u))).toBe(true);
    await expect(bed.listUsers.execute({ ...actor, isAdmin: false })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it("gives the operator's console (sauti users list) the same rows without an actor", async () => {
    const { bed, admin } = await world();
    const actor = { userId: admin.id, organisationId: admin.organisationId, isAdmin: true };
    expect(await bed.listUsers.listByOperator()).toEqual(await bed.listUsers.execute(actor));
    expect((await bed.listUsers.listByOperator()).map((u) => u.isAdmin)).toEqual([true, false, false]);
  });
});
