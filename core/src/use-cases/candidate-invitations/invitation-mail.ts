import type { Job } from '../../domain/job.js';
import type { MailMessage } from '../../ports/mailer.js';
import { LEGAL_PATHS } from '../../contract/legal.js';
import { linkMail, linkTo } from '../accounts/link-mail.js';

/** The invitation mail: who invites, to which job, the personal link and until when it works. */
export function candidateInvitationMail(input: {
  to: string;
  name: string;
  job: Pick<Job, 'title' | 'companyName'>;
  link: string;
  /** The site's address, for the privacy policy's link. */
  origin: string;
  expiresAt: Date;
  reminder?: boolean;
}): MailMessage {
  const company = input.job.companyName ? ` at ${input.job.companyName}` : '';
  const until = input.expiresAt.toISOString().slice(0, 10);
  return linkMail({
    to: input.to,
    subject: `${input.reminder ? 'Reminder: your' : 'Your'} voice interview for ${input.job.title}${company}`,
    greetingName: input.name,
    paragraphs: [
      `You are invited to a short voice interview for the role of ${input.job.title}${company}.`,
      `This link is personal to you and works until ${until}. Your details are filled in already:`,
      ...(input.reminder ? ['It replaces the link we sent you before, which no longer works.'] : []),
    ],
    link: { href: input.link, label: 'Start your interview' },
    closing: 'If you did not expect this invitation, you can ignore this email.',
    privacyLink: linkTo(input.origin, LEGAL_PATHS.privacy),
  });
}
