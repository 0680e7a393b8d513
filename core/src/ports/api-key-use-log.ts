import type { ApiKeyUse } from '../domain/api-key-use.js';

/** Where a page of uses resumes: the last use seen (newest first, then by id). */
export interface ApiKeyUseCursor {
  at: Date;
  id: string;
}

/** The record of API key calls (table `api_key_uses`). Rows are only ever added and, when old, removed. */
export interface ApiKeyUseLog {
  /** Stores several uses in one statement. */
  addAll(uses: readonly ApiKeyUse[]): Promise<void>;
  /**
   * The uses of the organisation's key since `since`, newest first, after `after` when given, at
   * most `limit`. Another organisation's key has none.
   */
  listByKey(
    organisationId: string,
    apiKeyId: string,
    page: { since: Date; after?: ApiKeyUseCursor; limit: number },
  ): Promise<ApiKeyUse[]>;
  /** Removes at most `limit` uses older than `before`; how many. */
  deleteBefore(before: Date, limit: number): Promise<number>;
}
