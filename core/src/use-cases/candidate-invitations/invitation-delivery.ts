import { invitationChannel, type CandidateInvitation } from '../../domain/candidate-invitation.js';
import { DomainError } from '../../domain/errors.js';
import type { Mailer } from '../../ports/mailer.js';
import type { Telephony } from '../../ports/telephony.js';
import { INVITATION_CONTACT_MESSAGES } from '../../rules/candidate-invitations.js';
import { invitationSmsText } from '../phone/phone-messages.js';
import { candidateInvitationMail, type InvitationContent } from './invitation-mail.js';

/** Where invitations go out: the mailer, and the phone provider's SMS when one is configured. */
export interface InvitationCarriers {
  mailer: Mailer;
  /** Null when no phone provider is configured: an invitation without an email cannot be sent. */
  sms: Pick<Telephony, 'sendSms'> | null;
}

/**
 * Sends one invitation's link the way it reaches its candidate (docs/behaviour/interview.md §15):
 * the mail when it has an address, else an SMS to its number. Rejects when the carrier refuses
 * (or, for an SMS, when no provider is configured: VALIDATION with the words HR sees).
 */
export async function deliverInvitation(
  carriers: InvitationCarriers,
  message: InvitationContent & { invitation: Pick<CandidateInvitation, 'email' | 'phone' | 'name'> },
): Promise<void> {
  const { invitation, job, organisation, link, expiresAt } = message;
  if (invitationChannel(invitation) === 'email') {
    await carriers.mailer.send(
      candidateInvitationMail({
        to: invitation.email!,
        name: invitation.name,
        job,
        organisation,
        link,
        origin: message.origin,
        expiresAt,
        ...(message.reminder ? { reminder: true } : {}),
      }),
    );
    return;
  }
  if (!carriers.sms || !invitation.phone)
    throw new DomainError('VALIDATION_FAILED', INVITATION_CONTACT_MESSAGES.smsNotConfigured);
  await carriers.sms.sendSms({
    to: invitation.phone,
    text: invitationSmsText({
      organisation: organisation.name,
      jobTitle: job.title,
      company: job.companyName,
      link,
      until: expiresAt,
      reminder: message.reminder === true,
    }),
  });
}
