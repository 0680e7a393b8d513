import { describe, expect, it } from 'vitest';
import {
  InvitationAdmission,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_NOT_VALID_MESSAGE,
  INVITATION_REVOKED_MESSAGE,
  INVITATION_USED_MESSAGE,
} from './invitation-admission.js';
import { invitationWorld } from './invitation-world.fixture.js';

const amina = { name: 'Amina Otieno', email: 'amina@example.com', phone: '+254 712 345678' };

/** The world with Amina invited, the token of her link and the admission use case. */
async function invited() {
  const world = await invitationWorld();
  await world.send([amina]);
  const token = /invite=(\S+)/.exec(world.mailer.sent[0]!.text)![1]!;
  const admission = new InvitationAdmission({
    jobs: world.jobs,
    invitations: world.invitations,
    digest: world.digest,
    clock: world.clock,
    events: { announce: async (moment, i) => void world.announced.push({ moment, id: i.id }) },
  });
  return { ...world, token, admission };
}

describe('InvitationAdmission', () => {
  it('opens with this invitation’s details only, marking it opened once', async () => {
    const world = await invited();
    expect(await world.admission.open(world.token)).toEqual({
      jobId: 'job-1',
      ...amina,
      phone: '+254712345678',
    });
    world.clock.advance(60_000);
    await world.admission.open(world.token);
    const [stored] = await world.invitations.listByJob('job-1');
    expect(stored!.openedAt).toEqual(new Date('2026-03-01T09:00:00.000Z'));
    expect(world.announced.map((a) => a.moment)).toEqual(['created', 'opened']);
  });

  it('refuses a revoked, unknown or expired link, each with its message', async () => {
    const world = await invited();
    await expect(world.admission.open('x'.repeat(43))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: INVITATION_NOT_VALID_MESSAGE,
    });
    world.clock.advance(14 * 86_400_000);
    await expect(world.admission.open(world.token)).rejects.toMatchObject({
      code: 'INVALID_STATE',
      message: INVITATION_EXPIRED_MESSAGE,
    });
    const [stored] = await world.invitations.listByJob('job-1');
    await world.invitations.update(stored!.id, { revokedAt: world.clock.now() });
    await expect(world.admission.open(world.token)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: INVITATION_REVOKED_MESSAGE,
    });
  });

  it('admits one session per link, for its own job only', async () => {
    const world = await invited();
    const invitation = await world.admission.admit(world.job, world.token);
    await world.admission.linkSession(invitation!, 'session-1');
    await expect(world.admission.admit(world.job, world.token)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: INVITATION_USED_MESSAGE,
    });
    expect(await world.admission.admit(world.job, null)).toBeNull();
    const other = { ...world.job, id: 'job-2' };
    const fresh = await invited();
    await expect(fresh.admission.admit(other, fresh.token)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
