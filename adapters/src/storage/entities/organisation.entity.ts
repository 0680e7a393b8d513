import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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
