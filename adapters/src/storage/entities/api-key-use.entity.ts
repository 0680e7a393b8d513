import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ApiKeySchema } from './api-key.entity.js';
import { OrganisationSchema } from './organisation.entity.js';

/**
 * `api_key_uses`: each /api/v1 call made with a key, kept 30 days (docs/behaviour/platform.md §14).
 * Read per key, newest first; removed with the key or its organisation.
 */
export const ApiKeyUseSchema = defineEntity({
  name: 'ApiKeyUse',
  tableName: 'api_key_uses',
  indexes: [{ properties: ['apiKey', 'at'], name: 'api_key_uses_api_key_id_at_index' }],
  properties: {
    id: p.text().primary(),
    apiKey: () => p.manyToOne(ApiKeySchema).mapToPk().deleteRule('cascade'),
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().deleteRule('cascade'),
    method: p.text(),
    route: p.text(),
    path: p.text(),
    status: p.integer(),
    at: p.datetime().index('api_key_uses_at_index'),
  },
});
export type ApiKeyUseRow = InferEntity<typeof ApiKeyUseSchema>;
