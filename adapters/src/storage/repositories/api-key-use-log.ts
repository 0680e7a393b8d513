import type { ApiKeyUse } from '@sauti/core/domain/api-key-use';
import type { ApiKeyUseCursor, ApiKeyUseLog } from '@sauti/core/ports/api-key-use-log';
import { ApiKeyUseSchema, type ApiKeyUseRow } from '../entities/api-key-use.entity.js';
import { OrmRepository } from './orm-repository.js';

function toUse(row: ApiKeyUseRow): ApiKeyUse {
  return {
    id: row.id,
    apiKeyId: row.apiKey,
    organisationId: row.organisation,
    method: row.method,
    route: row.route,
    path: row.path,
    status: row.status,
    at: row.at,
  };
}

/** `ApiKeyUseLog` on `api_key_uses`. */
export class OrmApiKeyUseLog extends OrmRepository implements ApiKeyUseLog {
  async addAll(uses: readonly ApiKeyUse[]): Promise<void> {
    if (uses.length === 0) return;
    await this.em().insertMany(
      ApiKeyUseSchema,
      uses.map((u) => ({
        id: u.id,
        apiKey: u.apiKeyId,
        organisation: u.organisationId,
        method: u.method,
        route: u.route,
        path: u.path,
        status: u.status,
        at: u.at,
      })),
    );
  }

  async listByKey(
    organisationId: string,
    apiKeyId: string,
    page: { since: Date; after?: ApiKeyUseCursor; limit: number },
  ): Promise<ApiKeyUse[]> {
    const em = this.em();
    const after = page.after;
    // Ids compared byte by byte (collate "C"), as the cursor and the in-memory log compare them.
    const rows = await this.sql<Record<string, unknown>>(
      em,
      `select * from api_key_uses
        where organisation_id = ? and api_key_id = ? and at >= ?
          ${after ? `and (at < ? or (at = ? and id collate "C" < ?))` : ''}
        order by at desc, id collate "C" desc
        limit ?`,
      [organisationId, apiKeyId, page.since, ...(after ? [after.at, after.at, after.id] : []), page.limit],
    );
    return rows.map((row) => toUse(em.map(ApiKeyUseSchema, row) as ApiKeyUseRow));
  }

  async deleteBefore(before: Date, limit: number): Promise<number> {
    const em = this.em();
    const rows = await this.sql(
      em,
      `delete from api_key_uses where id in (select id from api_key_uses where at < ? limit ?) returning id`,
      [before, limit],
    );
    return rows.length;
  }
}
