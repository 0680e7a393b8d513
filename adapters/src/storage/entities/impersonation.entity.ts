import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JsonObject } from '@sauti/core/domain/json';
import { UserSchema } from './user.entity.js';

/** `impersonation_audits`: one period of an admin acting as another user. */
export const ImpersonationAuditSchema = defineEntity({
  name: 'ImpersonationAudit',
  tableName: 'impersonation_audits',
  properties: {
    id: p.text().primary(),
    adminUser: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade').index(),
    targetUser: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade'),
    startedAt: p.datetime().index('impersonation_audits_started_at_index'),
    endedAt: p.datetime().nullable(),
    ipAddress: p.text().nullable(),
    reason: p.text().default(''),
  },
});
export type ImpersonationAuditRow = InferEntity<typeof ImpersonationAuditSchema>;

/** `impersonation_actions`: the requests made during an impersonation. */
export const ImpersonationActionSchema = defineEntity({
  name: 'ImpersonationAction',
  tableName: 'impersonation_actions',
  properties: {
    id: p.text().primary(),
    audit: () => p.manyToOne(ImpersonationAuditSchema).mapToPk().deleteRule('cascade').index(),
    method: p.text(),
    path: p.text(),
    status: p.integer(),
    at: p.datetime(),
    targets: p.json<Record<string, string>>().nullable(),
    newValues: p.json<JsonObject>().nullable(),
  },
});
export type ImpersonationActionRow = InferEntity<typeof ImpersonationActionSchema>;
