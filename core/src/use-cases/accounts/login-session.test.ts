import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../testing/accounts-testbed.js';
import {
  parseSessionData,
  SESSION_LIFETIME_MS,
  SESSION_TOUCH_INTERVAL_MS,
  sessionDataToJson,
} from './login-session.js';
import type { SessionData } from './login-session.js';

const DAY = 24 * 60 * 60_000;

describe('LoginSessions', () => {
  it('lasts 7 days from the last use (rolling), then is gone', async () => {
    expect(SESSION_LIFETIME_MS).toBe(7 * DAY);
    const bed = accountsTestbed();
    const { sid, expiresAt } = await bed.sessions.start({ userId: 'u1' });
    expect(expiresAt.getTime() - bed.clock.now().getTime()).toBe(7 * DAY);
    for (let day = 0; day < 20; day++) {
      bed.clock.advance(6 * DAY);
      expect(await bed.sessions.read(sid)).toEqual({ userId: 'u1' });
    }
    bed.clock.advance(7 * DAY);
    expect(await bed.sessions.read(sid)).toBeNull();
  });

  it('writes the new expiry at most once per touch interval', async () => {
    const bed = accountsTestbed();
    const { sid, expiresAt } = await bed.sessions.start({ userId: 'u1' });
    bed.clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    await bed.sessions.read(sid);
    expect(bed.sessionStore.rows.get(sid)?.expiresAt).toEqual(expiresAt);
    bed.clock.advance(1);
    await bed.sessions.read(sid);
    expect(bed.sessionStore.rows.get(sid)?.expiresAt).toEqual(
      new Date(bed.clock.now().getTime() + SESSION_LIFETIME_MS),
    );
  });

  it('issues a fresh unguessable id per sign-in and forgets ended sessions', async () => {
    const bed = accountsTestbed();
    const a = await bed.sessions.start({ userId: 'u1' });
    const b = await bed.sessions.start({ userId: 'u1' });
    expect(a.sid).not.toBe(b.sid);
    expect(a.sid).toHaveLength(43);
    await bed.sessions.end(a.sid);
    expect(await bed.sessions.read(a.sid)).toBeNull();
    expect(await bed.sessions.read(b.sid)).not.toBeNull();
  });

  it('round-trips session data through its stored JSON form', () => {
    const data = fc.record(
      { userId: fc.string({ minLength: 1 }), impersonatorId: fc.string(), auditId: fc.string() },
      { requiredKeys: ['userId'] },
    );
    fc.assert(
      fc.property(data, (d: SessionData) => {
        expect(parseSessionData(sessionDataToJson(d))).toEqual(d);
      }),
    );
    expect(parseSessionData({ userId: 42 })).toBeNull();
    expect(parseSessionData({})).toBeNull();
  });
});

describe('ResolveCurrentUser', () => {
  it('is null without a session or for a vanished user', async () => {
    const bed = accountsTestbed();
    expect(await bed.currentUser.execute(null)).toBeNull();
    expect(await bed.currentUser.execute({ userId: 'ghost' })).toBeNull();
  });

  it('gives the user and an actor of their organisation; none while a join request waits', async () => {
    const bed = accountsTestbed({ adminEmail: 'ops@sauti-hq.com' });
    const first = await bed.signUp({ email: 'a@acme.co.ke', password: 'password1' });
    const pending = await bed.signUp({ email: 'c@acme.co.ke', password: 'password1' });
    expect((await bed.currentUser.execute({ userId: pending.id }))?.actor.organisationId).toBeNull();
    await bed.members.decide(
      { userId: first.id, organisationId: first.organisationId, isAdmin: false },
      { userId: pending.id, approve: true, origin: '' },
    );
    const second = pending;
    const current = await bed.currentUser.execute({ userId: second.id });
    expect(current).toMatchObject({
      user: { id: second.id },
      impersonator: null,
      isImpersonating: false,
      auditId: null,
    });
    expect(current?.actor).toEqual({
      userId: second.id,
      organisationId: first.organisationId,
      isAdmin: false,
    });
    expect((await bed.currentUser.execute({ userId: first.id }))?.actor.isAdmin).toBe(false);
    const ops = await bed.signUp({ email: 'ops@sauti-hq.com', password: 'password1' });
    expect((await bed.currentUser.execute({ userId: ops.id }))?.actor.isAdmin).toBe(true);
  });
});
