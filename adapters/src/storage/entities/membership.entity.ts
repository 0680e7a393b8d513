import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrganisationSchema } from './organisation.entity.js';
import { UserSchema } from './user.entity.js';

/** `email_verifications`: registrations waiting for their mailed link (token stored by hash). */
export const EmailVerificationSchema = defineEntity({
  name: 'EmailVerification',
  tableName: 'email_verifications',
  properties: {
    id: p.text().primary(),
    email: p.text().index(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    replacedAt: p.datetime().nullable(),
  },
});
export type EmailVerificationRow = InferEntity<typeof EmailVerificationSchema>;

/** `invitations`: a member's invitation of a colleague, one per (organisation, address). */
export const InvitationSchema = defineEntity({
  name: 'Invitation',
  tableName: 'invitations',
  uniques: [{ properties: ['organisation', 'email'] }],
  properties: {
    id: p.text().primary(),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade'),
    email: p.text(),
    invitedBy: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade'),
    createdAt: p.datetime(),
  },
});
export type InvitationRow = InferEntity<typeof InvitationSchema>;
