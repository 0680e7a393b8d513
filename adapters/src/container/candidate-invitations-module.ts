import type { CandidateInvitationEvents } from '@sauti/core/ports/candidate-invitation-events';
import {
  InvitationAdmission,
  InvitationsByOperator,
  SendInvitationReminders,
  InviteCandidates,
  ManageInvitations,
  invitationWebhooks,
} from '@sauti/core/use-cases/candidate-invitations/index';
import type { Config } from '../config/config.js';
import { ABUSE } from './abuse-module.js';
import { ACCOUNTS } from './accounts-module.js';
import { bindings, type Get } from './bindings.js';
import { LibPhoneNumbers } from '../telephony/phone-numbers.js';
import { MAIL } from './mail-module.js';
import { PHONE_CHANNEL } from './phone-channel.js';
import type { PortModule } from './port-module.js';
import { STORAGE } from './storage-module.js';
import { WEBHOOKS } from './webhooks-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of candidates' personal invitations (docs/behaviour/interview.md §15). */
export const CANDIDATE_INVITATIONS = {
  /** Where the invitation use cases announce created / opened / revoked: `invitation.*` webhooks. */
  Events: token<CandidateInvitationEvents>('CandidateInvitationEvents'),
  Invite: token<InviteCandidates>('InviteCandidates'),
  Admission: token<InvitationAdmission>('InvitationAdmission'),
  Manage: token<ManageInvitations>('ManageInvitations'),
  /** `sauti invitations send`: for a member of the job's organisation. */
  ByOperator: token<InvitationsByOperator>('InvitationsByOperator'),
  /** The reminder sweep the queue workers run (start-up and every 10 minutes). */
  Reminders: token<SendInvitationReminders>('SendInvitationReminders'),
};

/** The invitation use cases on the storage, mail, clock and id ports. */
export function candidateInvitationsModule(config: Config): PortModule {
  return {
    module: bindings(({ make }) => {
      /** The ports every invitation use case that mails (or texts) a link shares. */
      const mailing = (get: Get) => ({
        jobs: get(STORAGE.Repositories).jobs,
        invitations: get(STORAGE.Repositories).candidateInvitations,
        mailer: get(MAIL.Mailer),
        // The phone provider's SMS, when one is configured (docs/operations.md, "Phone interviews").
        sms: get(PHONE_CHANNEL)?.telephony ?? null,
        clock: get(TOKENS.Clock),
        ids: get(TOKENS.Ids),
        digest: get(ACCOUNTS.Digest),
        organisations: get(STORAGE.Repositories).organisations,
      });
      make(CANDIDATE_INVITATIONS.Events, (get) => invitationWebhooks(get(WEBHOOKS.Events)));
      make(
        CANDIDATE_INVITATIONS.Invite,
        (get) =>
          new InviteCandidates({
            ...mailing(get),
            budgets: get(ABUSE.Budgets),
            events: get(CANDIDATE_INVITATIONS.Events),
            settings: config.invitations,
            // No default country: HR's lists must carry each number's code (docs/behaviour/interview.md §15).
            numbers: new LibPhoneNumbers(undefined),
          }),
      );
      make(
        CANDIDATE_INVITATIONS.Admission,
        (get) =>
          new InvitationAdmission({
            ...mailing(get),
            events: get(CANDIDATE_INVITATIONS.Events),
          }),
      );
      make(
        CANDIDATE_INVITATIONS.Manage,
        (get) =>
          new ManageInvitations({
            ...mailing(get),
            budgets: get(ABUSE.Budgets),
            sessions: get(STORAGE.Repositories).candidateSessions,
            events: get(CANDIDATE_INVITATIONS.Events),
            settings: config.invitations,
          }),
      );
      make(
        CANDIDATE_INVITATIONS.ByOperator,
        (get) =>
          new InvitationsByOperator({
            jobs: get(STORAGE.Repositories).jobs,
            users: get(STORAGE.Repositories).users,
            invite: get(CANDIDATE_INVITATIONS.Invite),
          }),
      );
      make(
        CANDIDATE_INVITATIONS.Reminders,
        (get) =>
          new SendInvitationReminders({
            ...mailing(get),
            reminderDays: config.invitations.reminderDays,
            origin: config.publicUrl,
          }),
      );
    }),
    ports: [],
  };
}
