import type { CandidateInvitation } from '@sauti/core/domain/candidate-invitation';
import type { CandidateInvitationRepository } from '@sauti/core/ports/candidate-invitation-repository';
import { InMemoryCandidateInvitationRepository } from '@sauti/core/testing/in-memory-candidate-invitations';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, at, givenJob, newId } from './fixtures.js';
import { describeDatabaseContract } from './harness.js';
import { inMemoryRepositories, type StoragePorts } from './targets.js';

interface InvitationContext {
  repos: StoragePorts;
  invitations: CandidateInvitationRepository;
}

function anInvitation(
  job: { jobId: string; organisationId: string; userId: string },
  overrides: Partial<CandidateInvitation> = {},
): CandidateInvitation {
  const id = newId();
  return {
    id,
    jobId: job.jobId,
    organisationId: job.organisationId,
    name: 'Amina Otieno',
    email: `amina-${id.slice(0, 8)}@example.com`,
    phone: `+2547${String(parseInt(id.replace(/-/g, '').slice(0, 7), 16) % 1e8).padStart(8, '0')}`,
    externalReference: null,
    tokenHash: id.replace(/-/g, '').padEnd(64, '0'),
    invitedBy: job.userId,
    createdAt: at(0),
    expiresAt: at(14 * 86_400),
    lastSentAt: at(0),
    openedAt: null,
    sessionId: null,
    revokedAt: null,
    remindedAt: null,
    ...overrides,
  };
}

/** The same expectations for the in-memory fake and the ORM repository on each database. */
function contract(context: () => InvitationContext) {
  it('stores each invitation once per (job, normalised email) and says which it stored', async () => {
    const { repos, invitations } = context();
    const job = await givenJob(repos);
    const first = anInvitation(job, { email: 'Ann@Example.com' });
    expect(await invitations.addMany([first])).toEqual([{ ...first, email: 'ann@example.com' }]);
    const again = anInvitation(job, { email: 'ann@example.com' });
    const other = anInvitation(job, { email: 'ben@example.com' });
    const stored = await invitations.addMany([again, other]);
    expect(stored.map((i) => i.id)).toEqual([other.id]);
    expect(await invitations.emailsOfJob(job.jobId)).toEqual(new Set(['ann@example.com', 'ben@example.com']));
    // Another job may invite the same address.
    const otherJob = await givenJob(repos);
    expect(await invitations.addMany([anInvitation(otherJob, { email: 'ann@example.com' })])).toHaveLength(1);
  });

  it('stores a phone-only invitation and each texted number once per job (an email, or a texted number, each unique)', async () => {
    const { repos, invitations } = context();
    const job = await givenJob(repos);
    const textOnly = anInvitation(job, { email: null, phone: '+254712000001' });
    const alsoTextOnly = anInvitation(job, { email: null, phone: '+254712000002' });
    expect(await invitations.addMany([textOnly, alsoTextOnly])).toEqual([textOnly, alsoTextOnly]);
    expect(await invitations.findById(textOnly.id)).toEqual(textOnly);
    // The same number texted again is skipped; mailed invitations may share it (a pre-fill: candidates
    // share phones), and a new address with no number is stored too.
    const sameNumber = anInvitation(job, { email: null, phone: '+254712000001' });
    const sameNumberWithMail = anInvitation(job, { email: 'new@example.com', phone: '+254712000002' });
    const sharedPhone = anInvitation(job, { email: 'shared@example.com', phone: '+254712000002' });
    const mailOnly = anInvitation(job, { email: 'mail.only@example.com', phone: null });
    const stored = await invitations.addMany([sameNumber, sameNumberWithMail, sharedPhone, mailOnly]);
    expect(stored.map((i) => i.id)).toEqual([sameNumberWithMail.id, sharedPhone.id, mailOnly.id]);
    expect(await invitations.phonesOfJob(job.jobId)).toEqual(new Set(['+254712000001', '+254712000002']));
    expect(await invitations.emailsOfJob(job.jobId)).toEqual(
      new Set(['new@example.com', 'shared@example.com', 'mail.only@example.com']),
    );
    // Another job may text the same number.
    const otherJob = await givenJob(repos);
    expect(
      await invitations.addMany([anInvitation(otherJob, { email: null, phone: '+254712000001' })]),
    ).toHaveLength(1);
  });

  it('finds by token digest, by id and by session, and lists a job’s oldest first', async () => {
    const { repos, invitations } = context();
    const job = await givenJob(repos);
    const later = anInvitation(job, { createdAt: at(5) });
    const earlier = anInvitation(job, { createdAt: at(1) });
    await invitations.addMany([later, earlier]);
    expect(await invitations.findByTokenHash(later.tokenHash)).toEqual(later);
    expect(await invitations.findById(earlier.id)).toEqual(earlier);
    expect(await invitations.findByTokenHash('f'.repeat(64))).toBeNull();
    expect((await invitations.listByJob(job.jobId)).map((i) => i.id)).toEqual([earlier.id, later.id]);

    const session = await repos.candidateSessions.create(aSession(job.jobId));
    const updated = await invitations.update(later.id, { sessionId: session.id, openedAt: at(7) });
    expect(updated).toEqual({ ...later, sessionId: session.id, openedAt: at(7) });
    expect(await invitations.findBySessionId(session.id)).toEqual(updated);
    expect(await invitations.update(newId(), { revokedAt: at(9) })).toBeNull();
  });

  it('keeps the applicant tracking system’s id on the invitation and on the session started from it', async () => {
    const { repos, invitations } = context();
    const job = await givenJob(repos);
    const invited = anInvitation(job, { externalReference: 'GH-48213' });
    expect(await invitations.addMany([invited])).toEqual([invited]);
    expect((await invitations.findById(invited.id))!.externalReference).toBe('GH-48213');
    const session = await repos.candidateSessions.create(
      aSession(job.jobId, { externalReference: 'GH-48213' }),
    );
    expect((await repos.candidateSessions.findById(session.id))!.externalReference).toBe('GH-48213');
    const plain = await repos.candidateSessions.create(aSession(job.jobId));
    expect(plain.externalReference).toBeNull();
  });
}

function claimContract(context: () => InvitationContext) {
  it('lets one session claim a link, not a second one nor a revoked link; discards a session', async () => {
    const { repos, invitations } = context();
    const job = await givenJob(repos);
    const link = anInvitation(job);
    const revoked = anInvitation(job, { revokedAt: at(3) });
    const opened = anInvitation(job, { openedAt: at(2) });
    await invitations.addMany([link, revoked, opened]);
    const [first, second] = [
      await repos.candidateSessions.create(aSession(job.jobId)),
      await repos.candidateSessions.create(aSession(job.jobId)),
    ];
    expect(await invitations.claimSession(link.id, first.id, at(10))).toBe(true);
    expect(await invitations.claimSession(link.id, second.id, at(11))).toBe(false);
    expect(await invitations.findById(link.id)).toEqual({ ...link, sessionId: first.id, openedAt: at(10) });
    expect(await invitations.claimSession(revoked.id, second.id, at(12))).toBe(false);
    expect((await invitations.findById(revoked.id))!.sessionId).toBeNull();
    // The first opening is kept.
    expect(await invitations.claimSession(opened.id, second.id, at(13))).toBe(true);
    expect((await invitations.findById(opened.id))!.openedAt).toEqual(at(2));
    expect(await invitations.claimSession(newId(), second.id, at(14))).toBe(false);
    // A session discarded (never handed out) is gone; discarding it again changes nothing.
    await repos.candidateSessions.discard(second.id);
    expect(await repos.candidateSessions.findById(second.id)).toBeNull();
    expect(await repos.candidateSessions.findById(first.id)).not.toBeNull();
    await repos.candidateSessions.discard(second.id);
  });
}

function reminderContract(context: () => InvitationContext) {
  it('lists the invitations due for a reminder and lets one sweep claim each', async () => {
    const { repos, invitations } = context();
    const job = await givenJob(repos);
    const due = anInvitation(job, { lastSentAt: at(10) });
    const recent = anInvitation(job, { lastSentAt: at(100) });
    const expired = anInvitation(job, { lastSentAt: at(10), expiresAt: at(50) });
    const revoked = anInvitation(job, { lastSentAt: at(10), revokedAt: at(20) });
    const reminded = anInvitation(job, { lastSentAt: at(5), remindedAt: at(30) });
    const started = anInvitation(job, { lastSentAt: at(10) });
    await invitations.addMany([due, recent, expired, revoked, reminded, started]);
    const session = await repos.candidateSessions.create(aSession(job.jobId));
    await invitations.update(started.id, { sessionId: session.id });

    const listed = (await invitations.listDueForReminder(at(60), at(60), 100)).filter(
      (i) => i.jobId === job.jobId,
    );
    expect(listed.map((i) => i.id)).toEqual([due.id]);
    expect(await invitations.claimReminder(due.id, at(61))).toBe(true);
    expect(await invitations.claimReminder(due.id, at(62))).toBe(false);
    expect((await invitations.findById(due.id))!.remindedAt).toEqual(at(61));
    const after = (await invitations.listDueForReminder(at(60), at(60), 100)).filter(
      (i) => i.jobId === job.jobId,
    );
    expect(after).toEqual([]);
  });
}

describe('candidate invitations [in-memory fakes]', () => {
  let context: InvitationContext | undefined;
  beforeAll(() => {
    context = { repos: inMemoryRepositories(), invitations: new InMemoryCandidateInvitationRepository() };
  });
  contract(() => context!);
  claimContract(() => context!);
  reminderContract(() => context!);
});

describeDatabaseContract('candidate invitations', (context) => {
  const ports = () => ({ repos: context().repos, invitations: context().repos.candidateInvitations });
  contract(ports);
  claimContract(ports);
  reminderContract(ports);
});
