import { DomainError } from '../../domain/errors.js';
import type { Job } from '../../domain/job.js';
import type { Organisation } from '../../domain/organisation.js';
import type { MailMessage } from '../../ports/mailer.js';
import { LEGAL_PATHS } from '../../contract/legal.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import { inertText } from '../../rules/inert-links.js';
import { linkMail, linkTo } from '../accounts/link-mail.js';

/** What an invitation says, whichever way it goes (mail or SMS): the job, who invites, the link. */
export interface InvitationContent {
  job: Pick<Job, 'title' | 'companyName'>;
  organisation: Pick<Organisation, 'name'>;
  link: string;
  /** The site's address, for the privacy policy's link. */
  origin: string;
  expiresAt: Date;
  reminder?: boolean;
}

/**
 * The invitation mail: who invites, to which job, the personal link and until when it works. It
 * goes out from the platform's own sender, so nothing the employer typed may make it read as
 * another message (docs/behaviour/interview.md §15): the Subject names the organisation, whose
 * name comes from its confirmed mail domain, and the job title, company and candidate name in the
 * body are shown with any address in them made inert (`evil[.]example`).
 */
export function candidateInvitationMail(
  input: InvitationContent & { to: string; name: string },
): MailMessage {
  const inviter = inertText(input.organisation.name);
  const company = input.job.companyName ? ` at ${inertText(input.job.companyName)}` : '';
  const until = input.expiresAt.toISOString().slice(0, 10);
  return linkMail({
    to: input.to,
    subject: `${input.reminder ? 'Reminder: your' : 'Your'} voice interview with ${inviter}`,
    greetingName: input.name,
    paragraphs: [
      `${inviter} invites you to a short voice interview for the role of ${inertText(input.job.title)}${company}.`,
      `This link is personal to you and works until ${until}. Your details are filled in already:`,
      ...(input.reminder ? ['It replaces the link we sent you before, which no longer works.'] : []),
    ],
    link: { href: input.link, label: 'Start your interview' },
    closing: 'If you did not expect this invitation, you can ignore this email.',
    privacyLink: linkTo(input.origin, LEGAL_PATHS.privacy),
  });
}

/** The organisation a job's invitations come from (its mail names it). Errors: NOT_FOUND. */
export async function invitingOrganisation(
  organisations: Pick<OrganisationRepository, 'findById'>,
  job: Pick<Job, 'organisationId'>,
): Promise<Organisation> {
  const organisation = await organisations.findById(job.organisationId);
  if (!organisation) throw new DomainError('NOT_FOUND', 'Organisation not found');
  return organisation;
}
