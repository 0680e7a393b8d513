import type { Actor } from '../accounts/tenancy.js';
import { FakeDigest } from '../../testing/fake-password-hasher.js';
import { FixedClock, SequentialIds } from '../../testing/fixed-clock.js';
import { InMemoryCandidateInvitationRepository } from '../../testing/in-memory-candidate-invitations.js';
import {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from '../../testing/in-memory-interviews.js';
import { InMemoryJobRepository } from '../../testing/in-memory-jobs.js';
import { InMemoryOrganisationRepository } from '../../testing/in-memory-organisations.js';
import { RecordingMailer } from '../../testing/recording-mailer.js';
import type { CandidateInvitationMoment } from '../../ports/candidate-invitation-events.js';
import { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { InMemoryRateLimitStore } from '../../testing/in-memory-rate-limits.js';
import type { PhoneNumbers } from '../../ports/phone-numbers.js';
import { RecordingTelephony } from '../phone/phone-world.fixture.js';
import { InviteCandidates } from './invite-candidates.js';
import { ManageInvitations } from './manage-invitations.js';

/** Numbers with their country code only, as the adapter reads them with no default country. */
export const internationalNumbers: PhoneNumbers = {
  normalise: (text) => {
    const compact = text.replace(/[\s()-]/g, '');
    return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
  },
};

/**
 * A job of one organisation, its HR actor, and the invitation use cases on in-memory fakes; a
 * phone provider that records its texts unless `sms` is false.
 */
export async function invitationWorld(options: { organisationAgeMs?: number; sms?: boolean } = {}) {
  const sessions = new InMemoryCandidateSessionRepository();
  const jobs = new InMemoryJobRepository({ sessions, responses: new InMemoryCandidateResponseRepository() });
  const invitations = new InMemoryCandidateInvitationRepository();
  const mailer = new RecordingMailer();
  const telephony = new RecordingTelephony();
  const sms = options.sms === false ? null : telephony;
  const clock = new FixedClock('2026-03-01T09:00:00.000Z');
  const ids = new SequentialIds();
  const digest = new FakeDigest();
  const announced: Array<{ moment: CandidateInvitationMoment; id: string }> = [];
  const events = {
    announce: async (moment: CandidateInvitationMoment, invitation: { id: string }) => {
      announced.push({ moment, id: invitation.id });
    },
  };
  // Founded two days before the clock unless told: past the first day's smaller budget.
  const organisations = new InMemoryOrganisationRepository();
  const organisation = await organisations.findOrCreate({
    id: 'org-1',
    domain: 'acme-logistics.co.ke',
    name: 'Acme Logistics',
    createdAt: new Date(clock.now().getTime() - (options.organisationAgeMs ?? 2 * 86_400_000)),
  });
  const { job } = await jobs.create({
    id: 'job-1',
    organisationId: 'org-1',
    title: 'Field Sales Agent',
    description: 'Sell',
    companyName: 'Acme',
    createdBy: 'user-1',
    createdAt: clock.now(),
  });
  const hr: Actor = { userId: 'user-1', organisationId: 'org-1', isAdmin: false };
  const stranger: Actor = { userId: 'user-2', organisationId: 'org-2', isAdmin: false };
  const budgets = new AbuseBudgets({ store: new InMemoryRateLimitStore(), clock });
  const invite = new InviteCandidates({
    organisations,
    budgets,
    jobs,
    invitations,
    mailer,
    sms,
    numbers: internationalNumbers,
    clock,
    ids,
    digest,
    events,
    settings: { validDays: 14 },
  });
  const manage = new ManageInvitations({
    organisations,
    budgets,
    jobs,
    invitations,
    sessions,
    mailer,
    sms,
    clock,
    ids,
    digest,
    events,
    settings: { validDays: 14 },
  });
  /** Invites `candidates` (numbered 1, 2, … as a JSON list is) for `actor`, HR by default. */
  const send = (candidates: unknown[], actor: Actor = hr) =>
    invite.execute(actor, {
      jobId: job.id,
      rows: candidates.map((raw, i) => ({ row: i + 1, raw: raw as never })),
      origin: 'https://sauti.test',
    });
  return {
    job,
    jobs,
    organisation,
    organisations,
    sessions,
    invitations,
    mailer,
    sms,
    telephony,
    clock,
    ids,
    digest,
    announced,
    hr,
    stranger,
    send,
    manage,
  };
}
