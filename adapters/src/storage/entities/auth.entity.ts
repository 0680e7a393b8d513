import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { JsonObject } from '@sauti/core/domain/json';
import { UserSchema } from './user.entity.js';

/** `sessions` (docs/behaviour/review.md §3.1): login sessions by sid. */
export const LoginSessionSchema = defineEntity({
  name: 'LoginSession',
  tableName: 'sessions',
  properties: {
    sid: p.text().primary(),
    sess: p.json<JsonObject>(),
    expire: p.datetime().index('sessions_expire_index'),
  },
});
export type LoginSessionRow = InferEntity<typeof LoginSessionSchema>;

/** `password_reset_tokens` (docs/behaviour/review.md §3.1); `token` holds the 64-character hash of the emailed token. */
export const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    id: p.text().primary(),
    token: p.string().length(64).unique(),
    user: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade').index(),
    expiresAt: p.datetime(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
export type PasswordResetTokenRow = InferEntity<typeof PasswordResetTokenSchema>;

/** `user_auth_mapping` (docs/behaviour/review.md §3.1): links identities of a former auth provider to users. */
export const UserAuthMappingSchema = defineEntity({
  name: 'UserAuthMapping',
  tableName: 'user_auth_mapping',
  properties: {
    id: p.text().primary(),
    supabaseUserId: p.text().unique(),
    legacyUserId: p.text().unique(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** `trusted_devices`: devices that signed in to an account (digest of the device cookie's token). */
export const TrustedDeviceSchema = defineEntity({
  name: 'TrustedDevice',
  tableName: 'trusted_devices',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade').index(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

/** `setup_codes` (docs/behaviour/platform.md §19): the SHA-256 of each one-time setup code printed while no administrator exists. */
export const SetupCodeSchema = defineEntity({
  name: 'SetupCode',
  tableName: 'setup_codes',
  properties: {
    codeHash: p.string().length(64).primary(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});
