import { describe, expect, it } from 'vitest';
import { invitationWorld } from './invitation-world.fixture.js';
import { SendInvitationReminders } from './send-invitation-reminders.js';

const DAY = 86_400_000;
const candidate = (n: number) => ({
  name: `Candidate ${n}`,
  email: `c${n}@example.com`,
  phone: `+254 700 00000${n}`,
});

async function world(reminderDays = 3) {
  const w = await invitationWorld();
  const reminders = new SendInvitationReminders({ ...w, reminderDays, origin: 'https://sauti.test' });
  return { ...w, reminders };
}

describe('SendInvitationReminders', () => {
  it('reminds once, after the set days, only candidates who have not started, with a new link', async () => {
    const w = await world();
    const report = await w.send([candidate(1), candidate(2), candidate(3)]);
    const [started, revoked] = report.invited.map((i) => i.invitationId);
    const session = await w.sessions.create({ id: 's1', jobId: 'job-1', startedAt: w.clock.now() });
    await w.invitations.update(started!, { sessionId: session.id });
    await w.invitations.update(revoked!, { revokedAt: w.clock.now() });

    w.clock.advance(3 * DAY - 1);
    expect(await w.reminders.execute()).toBe(0);
    w.clock.advance(1);
    expect(await w.reminders.execute()).toBe(1);
    expect(await w.reminders.execute()).toBe(0);
    w.clock.advance(DAY);
    expect(await w.reminders.execute()).toBe(0);

    const reminder = w.mailer.sent.at(-1)!;
    expect(reminder.to).toBe('c3@example.com');
    expect(reminder.subject).toBe('Reminder: your voice interview with Acme Logistics');
    expect(reminder.text).toContain('for the role of Field Sales Agent');
    const oldToken = /invite=(\S+)/.exec(w.mailer.sent[2]!.text)![1]!;
    const newToken = /invite=(\S+)/.exec(reminder.text)![1]!;
    expect(await w.invitations.findByTokenHash(w.digest.sha256Hex(newToken))).toMatchObject({
      email: 'c3@example.com',
    });
    expect(await w.invitations.findByTokenHash(w.digest.sha256Hex(oldToken))).toBeNull();
  });

  it('keeps the link the candidate holds when the reminder is refused, and sends it at a later sweep', async () => {
    const w = await world();
    await w.send([candidate(1)]);
    const firstToken = /invite=(\S+)/.exec(w.mailer.sent[0]!.text)![1]!;
    w.clock.advance(3 * DAY);
    w.mailer.failWith = new Error('421 try again later');
    expect(await w.reminders.execute()).toBe(0);
    // The link of the first mail still opens the interview.
    expect(await w.invitations.findByTokenHash(w.digest.sha256Hex(firstToken))).toMatchObject({
      email: 'c1@example.com',
      remindedAt: null,
    });
    w.mailer.failWith = null;
    w.clock.advance(10 * 60_000);
    expect(await w.reminders.execute()).toBe(1);
    expect(await w.reminders.execute()).toBe(0);
    const reminder = w.mailer.sent.at(-1)!;
    expect(reminder.subject).toMatch(/^Reminder:/);
    const newToken = /invite=(\S+)/.exec(reminder.text)![1]!;
    expect(await w.invitations.findByTokenHash(w.digest.sha256Hex(newToken))).not.toBeNull();
    expect(await w.invitations.findByTokenHash(w.digest.sha256Hex(firstToken))).toBeNull();
  });

  it('sends nothing when turned off, for an expired link, or for a job no longer open', async () => {
    const off = await world(0);
    await off.send([candidate(1)]);
    off.clock.advance(10 * DAY);
    expect(await off.reminders.execute()).toBe(0);

    const expired = await world(20);
    await expired.send([candidate(1)]);
    expired.clock.advance(20 * DAY);
    expect(await expired.reminders.execute()).toBe(0);

    const archived = await world();
    await archived.send([candidate(1)]);
    await archived.jobs.update('job-1', { status: 'archived' });
    archived.clock.advance(4 * DAY);
    expect(await archived.reminders.execute()).toBe(0);
    expect(archived.mailer.sent).toHaveLength(1);
  });

  it('reminds a candidate invited by number by SMS, once, on the same schedule, with a new link', async () => {
    const w = await world();
    await w.send([{ name: 'Chidi Okafor', phone: '+254 733 000111' }]);
    const firstToken = /invite=(\S+)/.exec(w.telephony.texts[0]!.text)![1]!;
    w.clock.advance(3 * DAY - 1);
    expect(await w.reminders.execute()).toBe(0);
    w.clock.advance(1);
    expect(await w.reminders.execute()).toBe(1);
    expect(await w.reminders.execute()).toBe(0);
    expect(w.mailer.sent).toEqual([]);
    expect(w.telephony.texts).toHaveLength(2);
    const reminder = w.telephony.texts[1]!;
    expect(reminder.to).toBe('+254733000111');
    expect(reminder.text).toMatch(/^Reminder: Acme Logistics invites you/);
    expect(reminder.text).toContain('It replaces the link we sent before.');
    const newToken = /invite=(\S+)/.exec(reminder.text)![1]!;
    expect(await w.invitations.findByTokenHash(w.digest.sha256Hex(newToken))).not.toBeNull();
    expect(await w.invitations.findByTokenHash(w.digest.sha256Hex(firstToken))).toBeNull();
  });
});
