import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { CandidateSessionSchema } from './candidate-session.entity.js';
import { JobSchema } from './job.entity.js';
import { OrganisationSchema } from './organisation.entity.js';
import { UserSchema } from './user.entity.js';

/**
 * `candidate_invitations`: a candidate's personal invitation to a job's interview, found by the
 * digest of its link's token (the token is never stored). It has an email, a phone number or
 * both; one per (job, normalised email), and one per (job, phone number) among the texted ones
 * (no email): a partial unique index, since a mailed invitation's number is only
 * the intake's pre-fill and candidates share phones (docs/behaviour/interview.md §15).
 * Deleting the job deletes its invitations; deleting the session or the inviter keeps them.
 */
export const CandidateInvitationSchema = defineEntity({
  name: 'CandidateInvitation',
  tableName: 'candidate_invitations',
  uniques: [
    { properties: ['job', 'email'] },
    {
      name: 'candidate_invitations_job_id_texted_phone_unique',
      expression:
        'create unique index "candidate_invitations_job_id_texted_phone_unique" on "candidate_invitations" ("job_id", "phone") where "email" is null',
    },
  ],
  properties: {
    id: p.text().primary(),
    job: () => p.manyToOne(JobSchema).mapToPk().deleteRule('cascade'),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade').index(),
    name: p.text(),
    email: p.text().nullable(),
    /** E.164 for invitations made since SMS invitations; as typed on older ones (a pre-fill only). */
    phone: p.text().nullable(),
    /** The applicant tracking system's id of the candidate (docs/behaviour/interview.md §15). */
    externalReference: p.text().nullable().index('candidate_invitations_external_reference_index'),
    tokenHash: p.string().length(64).unique(),
    invitedBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('set null'),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    lastSentAt: p.datetime(),
    openedAt: p.datetime().nullable(),
    session: () => p.manyToOne(CandidateSessionSchema).mapToPk().nullable().deleteRule('set null').index(),
    revokedAt: p.datetime().nullable(),
    remindedAt: p.datetime().nullable(),
  },
});
export type CandidateInvitationRow = InferEntity<typeof CandidateInvitationSchema>;
