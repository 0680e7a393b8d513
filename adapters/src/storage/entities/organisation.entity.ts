import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema } from './user.entity.js';

/** `organisations`: one per work-email domain. */
export const OrganisationSchema = defineEntity({
  name: 'Organisation',
  tableName: 'organisations',
  properties: {
    id: p.text().primary(),
    domain: p.text().unique(),
    name: p.text(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
export type OrganisationRow = InferEntity<typeof OrganisationSchema>;

/** `organisation_renames` (docs/behaviour/platform.md §4): who renamed an organisation, from what, to what and when. */
export const OrganisationRenameSchema = defineEntity({
  name: 'OrganisationRename',
  tableName: 'organisation_renames',
  properties: {
    id: p.text().primary(),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade').index(),
    renamedBy: () => p.manyToOne(UserSchema).mapToPk().deleteRule('set null').nullable(),
    fromName: p.text(),
    toName: p.text(),
    renamedAt: p.datetime(),
  },
});
export type OrganisationRenameRow = InferEntity<typeof OrganisationRenameSchema>;
