import type { ApiKey } from '../../domain/api-key.js';
import { DomainError } from '../../domain/errors.js';
import type { ApiKeyRepository } from '../../ports/api-key-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { Ids } from '../../ports/ids.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { API_KEY_PREFIX_LENGTH, API_KEY_SECRET_LENGTH, formatApiKey } from '../../rules/api-key-format.js';
import { refuseWhileImpersonating, type Actor } from '../accounts/tenancy.js';
import {
  API_KEY_MESSAGES,
  type ApiKeyList,
  type ApiKeyView,
  type CreateApiKeyRequest,
  type CreatedApiKey,
} from '../../contract/api-keys.js';

/** Ports of the API keys' settings. */
export interface ApiKeysDeps {
  keys: ApiKeyRepository;
  users: UserRepository;
  digest: Digest;
  clock: Clock;
  ids: Ids;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A key as lists show it, with its creator's address. */
export function presentApiKey(key: ApiKey, creatorEmail: string | null): ApiKeyView {
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    createdBy: creatorEmail,
    lastUsedAt: iso(key.lastUsedAt),
    revokedAt: iso(key.revokedAt),
  };
}

/** The actor's organisation; FORBIDDEN for an account that belongs to none. */
function organisationOf(actor: Actor): string {
  if (!actor.organisationId)
    throw new DomainError('FORBIDDEN', 'Only members of an organisation can do this.');
  return actor.organisationId;
}

/**
 * Create, list and revoke the organisation's API keys (docs/behaviour/platform.md §14). Any member
 * may, like inviting a colleague. The whole key is returned once by `create`; only its digest is kept.
 */
export class ApiKeys {
  constructor(private readonly deps: ApiKeysDeps) {}

  /** Errors: FORBIDDEN for an account without an organisation, and while impersonating. */
  async create(actor: Actor, input: CreateApiKeyRequest): Promise<CreatedApiKey> {
    const organisationId = organisationOf(actor);
    refuseWhileImpersonating(actor);
    const { ids, digest, clock, keys, users } = this.deps;
    const prefix = ids.newToken(API_KEY_PREFIX_LENGTH);
    const secret = formatApiKey(prefix, ids.newToken(API_KEY_SECRET_LENGTH));
    const key: ApiKey = {
      id: ids.newId(),
      organisationId,
      name: input.name,
      scope: input.scope,
      prefix,
      secretHash: digest.sha256Hex(secret),
      createdBy: actor.userId,
      createdAt: clock.now(),
      lastUsedAt: null,
      revokedAt: null,
    };
    await keys.add(key);
    const creator = await users.findById(actor.userId);
    return { key: presentApiKey(key, creator?.email ?? null), secret };
  }

  async list(actor: Actor): Promise<ApiKeyList> {
    const organisationId = organisationOf(actor);
    const [keys, members] = await Promise.all([
      this.deps.keys.listByOrganisation(organisationId),
      this.deps.users.listByOrganisation(organisationId),
    ]);
    const emails = new Map(members.map((u) => [u.id, u.email]));
    return {
      keys: keys.map((k) => presentApiKey(k, k.createdBy ? (emails.get(k.createdBy) ?? null) : null)),
    };
  }

  /**
   * Revokes the key `idOrPrefix` (its id, or its public prefix as lists show it) of the actor's
   * organisation: from now on it is refused. NOT_FOUND for another organisation's key.
   */
  async revoke(actor: Actor, idOrPrefix: string): Promise<ApiKeyView> {
    const organisationId = organisationOf(actor);
    const byPrefix = await this.deps.keys.findByPrefix(idOrPrefix);
    const id = byPrefix && byPrefix.organisationId === organisationId ? byPrefix.id : idOrPrefix;
    const revoked = await this.deps.keys.revoke(organisationId, id, this.deps.clock.now());
    if (!revoked) throw new DomainError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    const creator = revoked.createdBy ? await this.deps.users.findById(revoked.createdBy) : null;
    return presentApiKey(revoked, creator?.email ?? null);
  }
}
