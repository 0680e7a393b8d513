/**
 * The organisation's API keys (docs/behaviour/platform.md §14): the create request and the JSON
 * the settings screen, the HTTP routes and the CLI read.
 */
import { z } from 'zod';
import type { ApiKeyScope } from '../domain/api-key.js';
import { requiredText } from './limits.js';

export const API_KEY_SCOPES = ['read', 'read_write'] as const satisfies readonly ApiKeyScope[];
export const API_KEY_NAME_MAX = 100;

export const API_KEY_MESSAGES = {
  nameRequired: 'Please name the key (e.g. the system that will use it)',
  scopeInvalid: 'Scope must be read or read_write',
  notFound: 'API key not found',
} as const;

/** POST /api/organisation/api-keys. */
export const createApiKeySchema = z.object({
  name: requiredText(API_KEY_MESSAGES.nameRequired, 'Name', API_KEY_NAME_MAX),
  scope: z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scopeInvalid }),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;
export type CreateApiKeyRequest = z.output<typeof createApiKeySchema>;

/**
 * The key named in a revoke path: its id (a UUID) or its public prefix, both of the base64url
 * alphabet; anything else names no key.
 */
export const apiKeyIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** A key as lists show it: never its secret or digest. */
export interface ApiKeyView {
  id: string;
  name: string;
  scope: ApiKeyScope;
  /** `sk_live_<prefix>_…`, enough to recognise a key. */
  prefix: string;
  createdAt: string;
  /** The creator's email; null once that account is gone. */
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** GET /api/organisation/api-keys. */
export interface ApiKeyList {
  keys: ApiKeyView[];
}

/** POST /api/organisation/api-keys → 201: the whole key, shown this once and never again. */
export interface CreatedApiKey {
  key: ApiKeyView;
  secret: string;
}

/** How many days of API key calls are kept and shown (docs/behaviour/platform.md §14). */
export const API_KEY_USE_DAYS = 30;
/** Calls listed per page of a key's use. */
export const API_KEY_USES_PAGE = 50;

/** GET /api/organisation/api-keys/{id}/uses?cursor=: a page of the key's calls. */
export const apiKeyUsesQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{13}_[A-Za-z0-9-]{1,64}$/, { error: 'This page of calls cannot be found.' })
    .optional(),
});
export type ApiKeyUsesQuery = z.output<typeof apiKeyUsesQuerySchema>;

/** One call made with a key, as members see it. */
export interface ApiKeyUseView {
  at: string;
  method: string;
  path: string;
  status: number;
}

/** A page of a key's calls of the last API_KEY_USE_DAYS days, newest first. */
export interface ApiKeyUsesPage {
  uses: ApiKeyUseView[];
  /** Pass back to read the next (older) page; null on the last. */
  nextCursor: string | null;
}
