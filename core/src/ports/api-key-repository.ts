import type { ApiKey } from '../domain/api-key.js';

/** The organisations' API keys (docs/behaviour/platform.md §14). */
export interface ApiKeyRepository {
  add(key: ApiKey): Promise<void>;
  findById(id: string): Promise<ApiKey | null>;
  /** The key with this public prefix, revoked or not; null when none. */
  findByPrefix(prefix: string): Promise<ApiKey | null>;
  /** Every key of the organisation, revoked ones too, newest first. */
  listByOrganisation(organisationId: string): Promise<ApiKey[]>;
  /**
   * Marks the organisation's key revoked at `at` (a key already revoked keeps its first date).
   * Returns the key, or null when the organisation has no key with that id.
   */
  revoke(organisationId: string, id: string, at: Date): Promise<ApiKey | null>;
  /** Records a use at `at`. */
  touch(id: string, at: Date): Promise<void>;
}
