import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrganisationSchema } from './organisation.entity.js';

/** `users` (docs/behaviour/review.md §3.1) plus membership of the organisation of the user's work-email domain. */
export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.text().primary(),
    email: p.text().unique(),
    /** A password hash; the column keeps the spec's name. */
    password: p.text(),
    firstName: p.text().nullable(),
    lastName: p.text().nullable(),
    profileImageUrl: p.text().nullable(),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().nullable().deleteRule('set null').index(),
    /** The organisation whose members must approve this account (null once a member). */
    requestedOrganisation: () =>
      p.manyToOne(OrganisationSchema).mapToPk().nullable().deleteRule('set null').index(),
    joinRequestedAt: p.datetime().nullable(),
    joinRefusedAt: p.datetime().nullable(),
    /** Set only by `sauti users create --admin`. */
    platformAdmin: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
    lastSignInAt: p.datetime().nullable(),
  },
});
export type UserRow = InferEntity<typeof UserSchema>;
