import fc from 'fast-check';
import { INVITATION_CONTACT_MESSAGES } from '../../rules/candidate-invitations.js';
import { describe, expect, it } from 'vitest';
import type { CandidateInvitationStatus } from '../../domain/candidate-invitation.js';
import { invitationWorld } from './invitation-world.fixture.js';
import {
  funnelOf,
  INVITATION_CLOSED_MESSAGE,
  RESEND_INTERVAL_MS,
  RESEND_TOO_SOON_MESSAGE,
} from './manage-invitations.js';

const amina = { name: 'Amina Otieno', email: 'amina@example.com', phone: '+254 712 345678' };
const brian = { name: 'Brian Mwangi', email: 'brian@example.com', phone: '+254 722-345-678' };
const tokenIn = (text: string) => /invite=(\S+)/.exec(text)![1]!;

describe('ManageInvitations', () => {
  it('lists the job’s invitations with the status that follows the session, and the funnel', async () => {
    const world = await invitationWorld();
    const report = await world.send([amina, brian]);
    const [a, b] = report.invited.map((i) => i.invitationId);
    const session = await world.sessions.create({ id: 's1', jobId: 'job-1', startedAt: world.clock.now() });
    await world.invitations.update(a!, { sessionId: session.id, openedAt: world.clock.now() });
    let list = await world.manage.list(world.hr, 'job-1');
    expect(list.invitations.map((i) => [i.email, i.status])).toEqual([
      ['amina@example.com', 'started'],
      ['brian@example.com', 'invited'],
    ]);
    await world.sessions.update(session.id, { status: 'completed', completedAt: world.clock.now() });
    await world.manage.revoke(world.hr, b!);
    list = await world.manage.list(world.hr, 'job-1');
    expect(list.funnel).toEqual({ invited: 2, opened: 1, started: 1, completed: 1, revoked: 1, expired: 0 });
    await expect(world.manage.list(world.stranger, 'job-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('resends with a new link (the old one stops working), at most once in 10 minutes', async () => {
    const world = await invitationWorld();
    const invitationId = (await world.send([amina])).invited[0]!.invitationId;
    const first = tokenIn(world.mailer.sent[0]!.text);
    await expect(world.manage.resend(world.hr, invitationId, 'https://sauti.test')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: RESEND_TOO_SOON_MESSAGE,
    });
    world.clock.advance(RESEND_INTERVAL_MS);
    await world.manage.resend(world.hr, invitationId, 'https://sauti.test');
    const second = tokenIn(world.mailer.sent[1]!.text);
    expect(second).not.toBe(first);
    expect(await world.invitations.findByTokenHash(world.digest.sha256Hex(first))).toBeNull();
    expect(await world.invitations.findByTokenHash(world.digest.sha256Hex(second))).toMatchObject({
      id: invitationId,
      expiresAt: new Date(world.clock.now().getTime() + 14 * 86_400_000),
    });
  });

  it('resends an SMS invitation by SMS; with no phone provider refuses, leaving the link working', async () => {
    const world = await invitationWorld();
    const report = await world.send([{ name: 'Chidi Okafor', phone: '+254733000111' }]);
    const invitationId = report.invited[0]!.invitationId;
    world.clock.advance(RESEND_INTERVAL_MS);
    const view = await world.manage.resend(world.hr, invitationId, 'https://sauti.test');
    expect(view).toMatchObject({ email: null, phone: '+254733000111', channel: 'sms' });
    expect(world.telephony.texts.map((t) => t.to)).toEqual(['+254733000111', '+254733000111']);
    expect(world.mailer.sent).toEqual([]);

    const offline = await invitationWorld({ sms: false });
    const [stored] = await offline.invitations.addMany([
      { ...(await world.invitations.findById(invitationId))!, lastSentAt: offline.clock.now() },
    ]);
    offline.clock.advance(RESEND_INTERVAL_MS);
    await expect(offline.manage.resend(offline.hr, stored!.id, 'https://sauti.test')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: INVITATION_CONTACT_MESSAGES.smsNotConfigured,
    });
    expect(await offline.invitations.findByTokenHash(stored!.tokenHash)).not.toBeNull();
  });

  it('gives HR a new link to copy without mail, and hides other organisations’ invitations', async () => {
    const world = await invitationWorld();
    const invitationId = (await world.send([amina])).invited[0]!.invitationId;
    const { link } = await world.manage.newLink(world.hr, invitationId, 'https://sauti.test');
    expect(link).toMatch(/^https:\/\/sauti\.test\/interview\/job-1\?invite=/);
    expect(world.mailer.sent).toHaveLength(1);
    for (const call of [
      () => world.manage.newLink(world.stranger, invitationId, 'https://x'),
      () => world.manage.resend(world.stranger, invitationId, 'https://x'),
      () => world.manage.revoke(world.stranger, invitationId),
    ])
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await world.manage.revoke(world.hr, invitationId);
    await expect(world.manage.newLink(world.hr, invitationId, 'https://x')).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: INVITATION_CLOSED_MESSAGE,
    });
    expect(world.announced.map((a) => a.moment)).toEqual(['created', 'revoked']);
  });

  it('counts a funnel whose stages never grow down the line', () => {
    const status = fc.constantFrom<CandidateInvitationStatus>(
      'invited',
      'opened',
      'started',
      'completed',
      'revoked',
      'expired',
    );
    fc.assert(
      fc.property(fc.array(status), (statuses) => {
        const f = funnelOf(statuses);
        expect(f.invited).toBe(statuses.length);
        expect(f.invited >= f.opened && f.opened >= f.started && f.started >= f.completed).toBe(true);
        expect(f.opened + f.revoked + f.expired + statuses.filter((s) => s === 'invited').length).toBe(
          f.invited,
        );
      }),
    );
  });
});
