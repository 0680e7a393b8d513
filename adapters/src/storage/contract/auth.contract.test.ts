import { expect, it } from 'vitest';
import { at, aUser, newId } from './fixtures.js';
import { describeStorageContract } from './harness.js';

const hash = (seed: string) => seed.padEnd(64, '0').slice(0, 64);

describeStorageContract('login sessions, reset tokens, rate limits and impersonation', (context) => {
  it('keeps a login session until it expires, and touch moves the expiry', async () => {
    const { loginSessions } = context().repos;
    const sid = newId();
    await loginSessions.set(sid, { userId: 'u1', nested: { impersonating: null } }, at(60));
    expect(await loginSessions.get(sid, at(59))).toEqual({
      sid,
      data: { userId: 'u1', nested: { impersonating: null } },
      expiresAt: at(60),
    });
    expect(await loginSessions.get(sid, at(60))).toBeNull();
    await loginSessions.touch(sid, at(120));
    expect(await loginSessions.get(sid, at(100))).not.toBeNull();
    await loginSessions.set(sid, { userId: 'u2' }, at(200));
    expect((await loginSessions.get(sid, at(100)))?.data).toEqual({ userId: 'u2' });
    await loginSessions.destroy(sid);
    expect(await loginSessions.get(sid, at(0))).toBeNull();
  });

  it("ends a user's sessions and those impersonated by them, except the current one, and purges expired ones", async () => {
    const { loginSessions } = context().repos;
    const userId = newId();
    const [keep, drop, other, old] = [newId(), newId(), newId(), newId()];
    await loginSessions.set(keep, { userId }, at(100));
    await loginSessions.set(drop, { userId }, at(100));
    await loginSessions.set(other, { userId: newId() }, at(100));
    await loginSessions.set(old, { userId: newId() }, at(-1000));
    const impersonating = newId();
    await loginSessions.set(
      impersonating,
      { userId: newId(), impersonatorId: userId, auditId: 'a' },
      at(100),
    );
    expect(await loginSessions.destroyForUser(userId, keep)).toBe(2);
    expect(await loginSessions.get(impersonating, at(0))).toBeNull();
    expect(await loginSessions.get(keep, at(0))).not.toBeNull();
    expect(await loginSessions.get(drop, at(0))).toBeNull();
    expect(await loginSessions.purgeExpired(at(-500))).toBeGreaterThanOrEqual(1);
    expect(await loginSessions.get(other, at(0))).not.toBeNull();
  });

  it('consumes a reset token once and never after expiry', async () => {
    const { users, passwordResetTokens } = context().repos;
    const user = await users.create(aUser(null));
    const token = {
      id: newId(),
      tokenHash: hash(newId()),
      userId: user.id,
      expiresAt: at(3600),
      createdAt: at(0),
    };
    await passwordResetTokens.add(token);
    const uses = await Promise.all([1, 2].map(() => passwordResetTokens.consume(token.tokenHash, at(10))));
    expect(uses.filter(Boolean)).toEqual([token]);
    const expired = { ...token, id: newId(), tokenHash: hash(newId()) };
    await passwordResetTokens.add(expired);
    expect(await passwordResetTokens.consume(expired.tokenHash, at(3600))).toBeNull();
    const another = { ...token, id: newId(), tokenHash: hash(newId()) };
    await passwordResetTokens.add(another);
    await passwordResetTokens.deleteForUser(user.id);
    expect(await passwordResetTokens.consume(another.tokenHash, at(1))).toBeNull();
  });

  it('keeps setup codes by digest, gives each to one consumer before it expires, and clears them', async () => {
    const { setupCodes } = context().repos;
    const code = { codeHash: hash(newId()), createdAt: at(0), expiresAt: at(3600) };
    await setupCodes.add(code);
    const uses = await Promise.all([1, 2].map(() => setupCodes.consume(code.codeHash, at(10))));
    expect(uses.filter(Boolean)).toEqual([code]);
    expect(await setupCodes.consume(code.codeHash, at(10))).toBeNull();
    const expired = { ...code, codeHash: hash(newId()) };
    await setupCodes.add(expired);
    expect(await setupCodes.consume(expired.codeHash, at(3600))).toBeNull();
    const cleared = { ...code, codeHash: hash(newId()) };
    await setupCodes.add(cleared);
    await setupCodes.clear();
    expect(await setupCodes.consume(cleared.codeHash, at(10))).toBeNull();
  });

  it('counts hits per window atomically and restarts in a newer window', async () => {
    const { rateLimits } = context().repos;
    const key = `login:${newId()}`;
    const counts = await Promise.all(Array.from({ length: 5 }, () => rateLimits.hit(key, at(0))));
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await rateLimits.hit(key, at(60))).toBe(1);
    expect(await rateLimits.hit(key, at(0))).toBe(2); // a late hit from a slow clock counts in the current window
    await rateLimits.reset(key);
    expect(await rateLimits.hit(key, at(60))).toBe(1);
    expect(await rateLimits.purgeBefore(at(61))).toBeGreaterThanOrEqual(1);
    expect(await rateLimits.hit(key, at(60))).toBe(1);
  });

  it('adds amounts (and gives them back) atomically, and peeks without counting', async () => {
    const { rateLimits } = context().repos;
    const key = `bytes:${newId()}`;
    expect(await rateLimits.peek(key, at(0))).toBe(0);
    const totals = await Promise.all([300, 200, 100].map((n) => rateLimits.add(key, at(0), n)));
    expect(Math.max(...totals)).toBe(600);
    expect(await rateLimits.add(key, at(0), -100)).toBe(500);
    expect(await rateLimits.peek(key, at(0))).toBe(500);
    expect(await rateLimits.peek(key, at(60))).toBe(0); // a newer window holds nothing yet
    expect(await rateLimits.peek(key, at(0))).toBe(500);
  });

  it('adds to several counters in one call, counts back in the order given, each in its own window', async () => {
    const { rateLimits } = context().repos;
    const [a, b, c] = [`bytes:a:${newId()}`, `bytes:b:${newId()}`, `bytes:c:${newId()}`];
    await rateLimits.add(b, at(0), 40);
    expect(
      await rateLimits.addAll([
        { key: c, windowStart: at(60), amount: 7 },
        { key: a, windowStart: at(0), amount: 5 },
        { key: b, windowStart: at(0), amount: 10 },
      ]),
    ).toEqual([7, 5, 50]);
    expect(
      await rateLimits.addAll([
        { key: b, windowStart: at(60), amount: 1 }, // a newer window restarts the count
        { key: a, windowStart: at(0), amount: -5 },
      ]),
    ).toEqual([1, 0]);
    expect(await rateLimits.addAll([])).toEqual([]);
    await expect(
      rateLimits.addAll([
        { key: a, windowStart: at(0), amount: 1 },
        { key: a, windowStart: at(0), amount: 1 },
      ]),
    ).rejects.toThrow(RangeError);
    expect(await rateLimits.peek(a, at(0))).toBe(0);
  });

  it('knows a trusted device until it expires, and only for its account', async () => {
    const { users, trustedDevices } = context().repos;
    const user = await users.create(aUser(null));
    const tokenHash = hash(newId().replace(/-/g, ''));
    await trustedDevices.add({ tokenHash, userId: user.id, createdAt: at(0), expiresAt: at(100) });
    expect(await trustedDevices.findUserId(tokenHash, at(99))).toBe(user.id);
    expect(await trustedDevices.findUserId(tokenHash, at(100))).toBeNull();
    expect(await trustedDevices.findUserId(hash('unknown'), at(0))).toBeNull();
  });

  it('audits an impersonation and its actions', async () => {
    const { users, impersonationAudits } = context().repos;
    const admin = await users.create(aUser(null));
    const target = await users.create(aUser(null));
    const audit = await impersonationAudits.start({
      id: newId(),
      adminUserId: admin.id,
      targetUserId: target.id,
      startedAt: at(0),
      ipAddress: '127.0.0.1',
      reason: 'Support ticket 4411: the candidate list is empty',
    });
    expect(audit.endedAt).toBeNull();
    expect((await impersonationAudits.findById(audit.id))?.reason).toBe(
      'Support ticket 4411: the candidate list is empty',
    );
    await impersonationAudits.recordAction({
      id: newId(),
      auditId: audit.id,
      method: 'GET',
      path: '/api/audio/a.webm',
      status: 200,
      at: at(2),
      targets: { path: 'a.webm' },
      newValues: null,
    });
    await impersonationAudits.recordAction({
      id: newId(),
      auditId: audit.id,
      method: 'PATCH',
      path: '/api/jobs/1',
      status: 403,
      at: at(1),
      targets: { id: '1' },
      newValues: { location: 'Mombasa', password: '[redacted]', questions: ['a', 'b'] },
    });
    expect(
      (await impersonationAudits.listActions(audit.id)).map((a) => [
        a.method,
        a.status,
        a.targets,
        a.newValues,
      ]),
    ).toEqual([
      ['PATCH', 403, { id: '1' }, { location: 'Mombasa', password: '[redacted]', questions: ['a', 'b'] }],
      ['GET', 200, { path: 'a.webm' }, null],
    ]);
    expect(await impersonationAudits.end(audit.id, at(5))).toEqual({ ...audit, endedAt: at(5) });
    expect(await impersonationAudits.end(audit.id, at(9))).toBeNull();
    expect(await impersonationAudits.findById(audit.id)).toEqual({ ...audit, endedAt: at(5) });
    expect((await impersonationAudits.list(1000)).map((a) => a.id)).toContain(audit.id);
  });
});
