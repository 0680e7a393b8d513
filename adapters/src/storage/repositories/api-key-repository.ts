import type { ApiKey } from '@sauti/core/domain/api-key';
import type { ApiKeyRepository } from '@sauti/core/ports/api-key-repository';
import { ApiKeySchema, type ApiKeyRow } from '../entities/api-key.entity.js';
import { OrmRepository } from './orm-repository.js';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    organisationId: row.organisation,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    secretHash: row.secretHash,
    createdBy: row.createdBy ?? null,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt ?? null,
    revokedAt: row.revokedAt ?? null,
  };
}

/** `ApiKeyRepository` on `api_keys`. */
export class OrmApiKeyRepository extends OrmRepository implements ApiKeyRepository {
  async add(key: ApiKey): Promise<void> {
    await this.em().insert(ApiKeySchema, {
      id: key.id,
      organisation: key.organisationId,
      name: key.name,
      scope: key.scope,
      prefix: key.prefix,
      secretHash: key.secretHash,
      createdBy: key.createdBy,
      createdAt: key.createdAt,
      lastUsedAt: key.lastUsedAt,
      revokedAt: key.revokedAt,
    });
  }

  async findById(id: string): Promise<ApiKey | null> {
    const row = await this.em().findOne(ApiKeySchema, { id });
    return row ? toApiKey(row) : null;
  }

  async findByPrefix(prefix: string): Promise<ApiKey | null> {
    const row = await this.em().findOne(ApiKeySchema, { prefix });
    return row ? toApiKey(row) : null;
  }

  async listByOrganisation(organisationId: string): Promise<ApiKey[]> {
    const rows = await this.em().find(
      ApiKeySchema,
      { organisation: organisationId },
      { orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    return rows.map(toApiKey);
  }

  async revoke(organisationId: string, id: string, at: Date): Promise<ApiKey | null> {
    const em = this.em();
    // Only a live key gets the date: a second revoke keeps the first.
    await em.nativeUpdate(
      ApiKeySchema,
      { id, organisation: organisationId, revokedAt: null },
      { revokedAt: at },
    );
    const row = await em.findOne(ApiKeySchema, { id, organisation: organisationId });
    return row ? toApiKey(row) : null;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.em().nativeUpdate(ApiKeySchema, { id }, { lastUsedAt: at });
  }
}
