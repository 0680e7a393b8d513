import type { ApiKeyUse } from '../domain/api-key-use.js';
import type { ApiKeyUseCursor, ApiKeyUseLog } from '../ports/api-key-use-log.js';

const newestFirst = (a: ApiKeyUse, b: ApiKeyUse) =>
  b.at.getTime() - a.at.getTime() || b.id.localeCompare(a.id);

/** ApiKeyUseLog in memory, following the port's contract. */
export class InMemoryApiKeyUseLog implements ApiKeyUseLog {
  readonly rows: ApiKeyUse[] = [];

  async addAll(uses: readonly ApiKeyUse[]): Promise<void> {
    this.rows.push(...uses.map((u) => ({ ...u })));
  }

  async listByKey(
    organisationId: string,
    apiKeyId: string,
    page: { since: Date; after?: ApiKeyUseCursor; limit: number },
  ): Promise<ApiKeyUse[]> {
    const after = page.after;
    return this.rows
      .filter((u) => u.organisationId === organisationId && u.apiKeyId === apiKeyId && u.at >= page.since)
      .filter(
        (u) =>
          !after ||
          u.at.getTime() < after.at.getTime() ||
          (u.at.getTime() === after.at.getTime() && u.id < after.id),
      )
      .sort(newestFirst)
      .slice(0, page.limit)
      .map((u) => ({ ...u }));
  }

  async deleteBefore(before: Date, limit: number): Promise<number> {
    const old = this.rows.filter((u) => u.at < before).slice(0, limit);
    for (const use of old) this.rows.splice(this.rows.indexOf(use), 1);
    return old.length;
  }
}
