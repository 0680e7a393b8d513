import {
  API_KEY_MESSAGES,
  API_KEY_USE_DAYS,
  API_KEY_USES_PAGE,
  type ApiKeyUsesPage,
  type ApiKeyUsesQuery,
} from '../../contract/api-keys.js';
import { DomainError } from '../../domain/errors.js';
import type { ApiKeyRepository } from '../../ports/api-key-repository.js';
import type { ApiKeyUseCursor, ApiKeyUseLog } from '../../ports/api-key-use-log.js';
import type { Clock } from '../../ports/clock.js';
import type { Actor } from '../accounts/tenancy.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Uses one purge removes per statement; it goes on until none is left. */
const PURGE_BATCH = 5_000;

function cursorOf(text: string | undefined): ApiKeyUseCursor | undefined {
  if (!text) return undefined;
  const at = text.slice(0, 13);
  return { at: new Date(Number(at)), id: text.slice(14) };
}

/**
 * What members see of their organisation's API keys' calls, and their retention
 * (docs/behaviour/platform.md §14): per key, the calls of the last 30 days, newest first, a page at
 * a time; older ones are removed by the workers' sweep. Another organisation's key is NOT_FOUND,
 * like one that does not exist. The calls are recorded by the edge (one batched insert for many).
 */
export class ApiKeyUses {
  constructor(private readonly deps: { keys: ApiKeyRepository; uses: ApiKeyUseLog; clock: Clock }) {}

  /** A page of the key's calls. Errors: NOT_FOUND (no such key in the actor's organisation), FORBIDDEN. */
  async list(actor: Actor, keyId: string, query: ApiKeyUsesQuery): Promise<ApiKeyUsesPage> {
    if (!actor.organisationId)
      throw new DomainError('FORBIDDEN', 'Only members of an organisation can do this.');
    const key = await this.deps.keys.findById(keyId);
    if (!key || key.organisationId !== actor.organisationId) {
      throw new DomainError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    }
    const since = new Date(this.deps.clock.now().getTime() - API_KEY_USE_DAYS * DAY_MS);
    const after = cursorOf(query.cursor);
    const rows = await this.deps.uses.listByKey(key.organisationId, key.id, {
      since,
      ...(after ? { after } : {}),
      limit: API_KEY_USES_PAGE + 1,
    });
    const page = rows.slice(0, API_KEY_USES_PAGE);
    const last = page.at(-1);
    return {
      uses: page.map((u) => ({ at: u.at.toISOString(), method: u.method, path: u.path, status: u.status })),
      nextCursor:
        rows.length > API_KEY_USES_PAGE && last
          ? `${String(last.at.getTime()).padStart(13, '0')}_${last.id}`
          : null,
    };
  }

  /** Removes the calls older than the days kept; resolves with how many. */
  async purge(): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - API_KEY_USE_DAYS * DAY_MS);
    let removed = 0;
    for (;;) {
      const batch = await this.deps.uses.deleteBefore(before, PURGE_BATCH);
      removed += batch;
      if (batch < PURGE_BATCH) return removed;
    }
  }
}
