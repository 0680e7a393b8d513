import type { ApiKey } from '../domain/api-key.js';
import type { ApiKeyRepository } from '../ports/api-key-repository.js';

/** ApiKeyRepository in memory: prefixes unique, as the table's index holds them. */
export class InMemoryApiKeyRepository implements ApiKeyRepository {
  private readonly rows: ApiKey[] = [];

  async add(key: ApiKey): Promise<void> {
    if (this.rows.some((k) => k.prefix === key.prefix || k.id === key.id)) {
      throw new Error(`duplicate api key ${key.prefix}`);
    }
    this.rows.push({ ...key });
  }

  async findById(id: string): Promise<ApiKey | null> {
    const row = this.rows.find((k) => k.id === id);
    return row ? { ...row } : null;
  }

  async findByPrefix(prefix: string): Promise<ApiKey | null> {
    const row = this.rows.find((k) => k.prefix === prefix);
    return row ? { ...row } : null;
  }

  async listByOrganisation(organisationId: string): Promise<ApiKey[]> {
    return this.rows
      .filter((k) => k.organisationId === organisationId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((k) => ({ ...k }));
  }

  async revoke(organisationId: string, id: string, at: Date): Promise<ApiKey | null> {
    const row = this.rows.find((k) => k.id === id && k.organisationId === organisationId);
    if (!row) return null;
    row.revokedAt ??= at;
    return { ...row };
  }

  async touch(id: string, at: Date): Promise<void> {
    const row = this.rows.find((k) => k.id === id);
    if (row) row.lastUsedAt = at;
  }
}
