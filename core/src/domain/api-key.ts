/**
 * An organisation's API key (docs/behaviour/platform.md §14): only the SHA-256 digest of the
 * whole key is kept, with a short public prefix to find it by and to show in lists.
 */
export type ApiKeyScope = 'read' | 'read_write';

export interface ApiKey {
  id: string;
  organisationId: string;
  name: string;
  scope: ApiKeyScope;
  /** The public part of the key after `sk_live_`, unique; shown in lists and accepted by the CLI. */
  prefix: string;
  /** SHA-256 (hex) of the whole key text. */
  secretHash: string;
  /** The member who created it; null once that account is deleted (the key stays the organisation's). */
  createdBy: string | null;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}
