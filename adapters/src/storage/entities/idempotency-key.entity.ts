import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { OrganisationSchema } from './organisation.entity.js';

/**
 * `idempotency_keys`: the first answer to each /api/v1 POST sent with an `Idempotency-Key`, one
 * row per organisation and key, kept a day (docs/behaviour/platform.md §15). The primary key is
 * the lock: of two requests with one key at the same moment, only one inserts the row.
 */
export const IdempotencyKeySchema = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    organisation: () => p.manyToOne(OrganisationSchema).mapToPk().primary().deleteRule('cascade'),
    key: p.text().primary(),
    fingerprint: p.text(),
    state: p.text(),
    /** The answer as JSON text, so a replay is byte for byte the first answer (jsonb reorders keys). */
    answer: p.text().nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime().index('idempotency_keys_expires_at_index'),
    leaseUntil: p.datetime(),
  },
});
export type IdempotencyKeyRow = InferEntity<typeof IdempotencyKeySchema>;
