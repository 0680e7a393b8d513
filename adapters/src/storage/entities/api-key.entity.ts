import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ApiKeyScope } from '@sauti/core/domain/api-key';
import { OrganisationSchema } from './organisation.entity.js';
import { UserSchema } from './user.entity.js';

/** `api_keys`: an organisation's keys for /api/v1, by public prefix; only the digest is stored. */
export const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.text().primary(),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade').index(),
    name: p.text(),
    scope: p.text().$type<ApiKeyScope>(),
    prefix: p.text().unique(),
    secretHash: p.string().length(64),
    createdBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('set null'),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
export type ApiKeyRow = InferEntity<typeof ApiKeySchema>;
