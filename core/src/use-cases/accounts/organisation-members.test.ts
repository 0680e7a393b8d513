import { describe, expect, it } from 'vitest';
import { membershipOf } from '../../domain/membership.js';
import type { User } from '../../domain/user.js';
import { accountsTestbed, mailedVerifyToken, TESTBED_ORIGIN } from '../../testing/accounts-testbed.js';
import type { Actor } from './tenancy.js';

const password = 'password1';
const actorOf = (user: User): Actor => ({
  userId: user.id,
  organisationId: user.organisationId,
  isAdmin: false,
});

async function world() {
  const bed = accountsTestbed();
  const founder = await bed.signUp({ email: 'amina@acme.co.ke', password, firstName: 'Amina' });
  const waiting = await bed.signUp({ email: 'juma@acme.co.ke', password, firstName: 'Juma' });
  const stranger = await bed.signUp({ email: 'eve@rival.co.za', password });
  return { bed, founder, waiting, stranger };
}

describe('OrganisationMembers', () => {
  it('shows members their colleagues and who waits; approving lets the colleague in and tells them', async () => {
    const { bed, founder, waiting } = await world();
    const page = await bed.members.list(actorOf(founder));
    expect(page.organisation).toEqual({ name: 'Acme', domain: 'acme.co.ke', renames: [] });
    expect(page.members.map((m) => m.email)).toEqual(['amina@acme.co.ke']);
    expect(page.requests.map((m) => m.email)).toEqual(['juma@acme.co.ke']);
    expect(page.requests[0]).not.toHaveProperty('passwordHash');

    await bed.members.decide(actorOf(founder), { userId: waiting.id, approve: true, origin: TESTBED_ORIGIN });
    const joined = await bed.users.findById(waiting.id);
    expect(membershipOf(joined!)).toBe('member');
    expect(joined!.organisationId).toBe(founder.organisationId);
    const welcome = bed.mailer.to('juma@acme.co.ke').at(-1)!;
    expect(welcome.subject).toBe('You have joined Acme on Sauti');
    // Greeted by name; no "Acme's" possessive ("Tausi Logistics's" read wrong).
    expect(welcome.text).toMatch(
      /^Hello Juma,\n\nA member approved your request: you now see the jobs and candidates of Acme\./,
    );
    // Amina was told of the request by name too.
    expect(bed.mailer.to('amina@acme.co.ke').at(-1)!.text.split('\n')[0]).toBe('Hello Amina,');
    expect((await bed.members.list(actorOf(joined!))).requests).toEqual([]);
  });

  it('refusing keeps the colleague out for good (until someone invites them)', async () => {
    const { bed, founder, waiting } = await world();
    await bed.members.decide(actorOf(founder), { userId: waiting.id, approve: false, origin: '' });
    const refused = (await bed.users.findById(waiting.id))!;
    expect(membershipOf(refused)).toBe('refused');
    expect((await bed.members.list(actorOf(founder))).requests).toEqual([]);
    expect(await bed.members.invite(actorOf(founder), { email: 'JUMA@acme.co.ke', origin: '' })).toEqual({
      status: 'added',
    });
    expect(membershipOf((await bed.users.findById(waiting.id))!)).toBe('member');
  });

  it('refuses waiting and refused accounts, and requests of other organisations (404, not 403)', async () => {
    const { bed, founder, waiting, stranger } = await world();
    await expect(bed.members.list(actorOf(waiting))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      bed.members.decide(actorOf(waiting), { userId: waiting.id, approve: true, origin: '' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      bed.members.decide(actorOf(stranger), { userId: waiting.id, approve: true, origin: '' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      bed.members.decide(actorOf(founder), { userId: founder.id, approve: false, origin: '' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(membershipOf((await bed.users.findById(waiting.id))!)).toBe('pending');
  });

  it('invites only addresses of the organisation’s domain, once each; the invited colleague joins on confirming', async () => {
    const { bed, founder } = await world();
    await expect(
      bed.members.invite(actorOf(founder), { email: 'spy@rival.co.za', origin: '' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Only addresses at acme.co.ke can join Acme.',
    });
    await expect(
      bed.members.invite(actorOf(founder), { email: 'amina@acme.co.ke', origin: '' }),
    ).rejects.toMatchObject({ code: 'ALREADY_EXISTS' });
    await bed.members.invite(actorOf(founder), { email: 'wanjiru@acme.co.ke', origin: TESTBED_ORIGIN });
    await bed.members.invite(actorOf(founder), { email: 'Wanjiru@acme.co.ke', origin: TESTBED_ORIGIN });
    expect((await bed.members.list(actorOf(founder))).invitations.map((i) => i.email)).toEqual([
      'wanjiru@acme.co.ke',
    ]);
    const invitation = bed.mailer.to('wanjiru@acme.co.ke')[0]!;
    expect(invitation.subject).toBe('Amina (amina@acme.co.ke) invited you to Acme on Sauti');
    expect(invitation.text).toContain(`${TESTBED_ORIGIN}/register?email=wanjiru%40acme.co.ke`);

    const wanjiru = await bed.signUp({ email: 'wanjiru@acme.co.ke', password });
    expect(membershipOf(wanjiru)).toBe('member');
    expect((await bed.members.list(actorOf(founder))).invitations).toEqual([]);
    expect(mailedVerifyToken(bed.mailer, 'wanjiru@acme.co.ke')).not.toBeNull();
  });
});
