import { DomainError } from '../../domain/errors.js';
import type { ApiKeyRepository } from '../../ports/api-key-repository.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { normaliseEmail } from '../accounts/credentials.js';
import type { ApiKeyList, ApiKeyView, CreateApiKeyRequest, CreatedApiKey } from '../../contract/api-keys.js';
import { API_KEY_MESSAGES } from '../../contract/api-keys.js';
import type { ApiKeys } from './api-keys.js';

/** Whose keys `sauti api-keys list` shows: a member's organisation, or an organisation by domain. */
export type OperatorKeyScope = { email: string } | { organisationDomain: string };

/**
 * `sauti api-keys` (docs/behaviour/platform.md §14): the operator acts on a trusted word, through
 * the same ApiKeys use case as the screen, in the organisation of the member or domain named.
 */
export class ApiKeysByOperator {
  constructor(
    private readonly deps: {
      apiKeys: ApiKeys;
      keys: ApiKeyRepository;
      users: UserRepository;
      organisations: OrganisationRepository;
    },
  ) {}

  /** The member `email` as an actor. Errors: NOT_FOUND (no account), INVALID_STATE (no organisation). */
  async memberActor(email: string): Promise<Actor & { organisationId: string }> {
    const user = await this.deps.users.findByEmail(normaliseEmail(email));
    if (!user) throw new DomainError('NOT_FOUND', `No account for ${email}.`);
    if (!user.organisationId) {
      throw new DomainError('INVALID_STATE', `${user.email} is not a member of an organisation.`);
    }
    return { userId: user.id, organisationId: user.organisationId, isAdmin: false };
  }

  async create(email: string, input: CreateApiKeyRequest): Promise<CreatedApiKey> {
    return this.deps.apiKeys.create(await this.memberActor(email), input);
  }

  async list(scope: OperatorKeyScope): Promise<ApiKeyList> {
    if ('email' in scope) return this.deps.apiKeys.list(await this.memberActor(scope.email));
    const organisation = await this.deps.organisations.findByDomain(
      scope.organisationDomain.trim().toLowerCase(),
    );
    if (!organisation) throw new DomainError('NOT_FOUND', `No organisation for ${scope.organisationDomain}.`);
    return this.deps.apiKeys.list({ userId: 'operator', organisationId: organisation.id, isAdmin: false });
  }

  /** Revokes the key with this id or prefix, whichever organisation it belongs to. */
  async revoke(idOrPrefix: string): Promise<ApiKeyView> {
    const key =
      (await this.deps.keys.findByPrefix(idOrPrefix)) ?? (await this.deps.keys.findById(idOrPrefix));
    if (!key) throw new DomainError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    return this.deps.apiKeys.revoke(
      { userId: 'operator', organisationId: key.organisationId, isAdmin: false },
      key.id,
    );
  }
}
