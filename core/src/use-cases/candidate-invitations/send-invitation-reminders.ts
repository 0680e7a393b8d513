import type { Job } from '../../domain/job.js';
import { deliverInvitation } from './invitation-delivery.js';
import type { InvitationMailingDeps } from './invite-candidates.js';
import { invitationLink, issueInvitationToken } from './invitation-link.js';

const DAY_MS = 86_400_000;
/** Reminders one sweep sends at most; the next sweep (10 minutes later) takes the rest. */
export const REMINDERS_PER_SWEEP = 200;

/**
 * The reminder of docs/behaviour/interview.md §15: once per invitation, `reminderDays` after its
 * last mail if the candidate has not started, while the link is valid and the job open. Run by the
 * queue workers' sweeps (start-up and every 10 minutes). Only a digest of the link is stored, so
 * the reminder carries a new link (same expiry); the one mailed before stops working.
 */
export class SendInvitationReminders {
  constructor(
    private readonly deps: InvitationMailingDeps & {
      /** Days after the last mail; 0 turns reminders off. */
      reminderDays: number;
      origin: string;
    },
  ) {}

  /** Sends the reminders due now; returns how many were sent. */
  async execute(): Promise<number> {
    if (this.deps.reminderDays <= 0) return 0;
    const now = this.deps.clock.now();
    const sentBefore = new Date(now.getTime() - this.deps.reminderDays * DAY_MS);
    const due = await this.deps.invitations.listDueForReminder(sentBefore, now, REMINDERS_PER_SWEEP);
    const jobs = new Map<string, Job | null>();
    let sent = 0;
    for (const invitation of due) {
      if (!jobs.has(invitation.jobId))
        jobs.set(invitation.jobId, await this.deps.jobs.findById(invitation.jobId));
      const job = jobs.get(invitation.jobId);
      if (!job || job.status !== 'active') continue;
      if (!(await this.deps.invitations.claimReminder(invitation.id, now))) continue;
      const organisation = await this.deps.organisations.findById(job.organisationId);
      if (!organisation) continue;
      const { token, hash } = issueInvitationToken(this.deps.ids, this.deps.digest);
      await this.deps.invitations.update(invitation.id, { tokenHash: hash });
      // By mail, or by SMS for an invitation with only a number (docs/behaviour/interview.md §15).
      const delivered = await deliverInvitation(this.deps, {
        invitation,
        job,
        organisation,
        link: invitationLink(this.deps.origin, job.id, token),
        origin: this.deps.origin,
        expiresAt: invitation.expiresAt,
        reminder: true,
      }).then(
        () => true,
        () => false,
      );
      if (delivered) {
        sent += 1;
        continue;
      }
      // Refused (or no phone provider any more): the candidate never got the new link, so the one they hold must keep working,
      // and the reminder is due again at the next sweep (until the link expires).
      await this.deps.invitations.update(invitation.id, {
        tokenHash: invitation.tokenHash,
        remindedAt: null,
      });
    }
    return sent;
  }
}
