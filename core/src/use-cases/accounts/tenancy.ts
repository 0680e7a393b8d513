import { IMPERSONATION_MESSAGES } from '../../contract/impersonation-reason.js';
import { DomainError } from '../../domain/errors.js';

/**
 * Who is acting on a request: the effective user (the impersonated one while an admin
 * impersonates), their organisation, whether they are the administrator, and the real admin
 * behind an impersonation. Use cases take an Actor instead of a raw user id.
 */
export interface Actor {
  userId: string;
  /** Null only for legacy accounts without an organisation; such actors see no tenant data. */
  organisationId: string | null;
  isAdmin: boolean;
  /** The admin's user id while impersonating. */
  impersonatorId?: string;
}

/**
 * Throws NOT_FOUND unless the resource belongs to the actor's organisation. 404 rather than 403,
 * so ids of other tenants' resources cannot be told apart from ids that do not exist.
 */
export function assertSameOrganisation(
  actor: Actor,
  resourceOrganisationId: string | null,
  what = 'Resource',
): void {
  if (actor.organisationId === null || actor.organisationId !== resourceOrganisationId) {
    throw new DomainError('NOT_FOUND', `${what} not found`);
  }
}

/** Throws FORBIDDEN unless the actor is the administrator (admin-only calls of docs/behaviour/platform.md §6). */
export function requireAdmin(actor: Actor): void {
  if (!actor.isAdmin) {
    throw new DomainError('FORBIDDEN', 'Administrator privileges required');
  }
}

/**
 * Throws FORBIDDEN while an administrator impersonates. For what would outlive the impersonation
 * and act without one: an API key, a webhook endpoint (or a new address for one), a webhook
 * secret read or replaced. The admin's rights end with the impersonation; such credentials would not.
 */
export function refuseWhileImpersonating(actor: Actor): void {
  if (actor.impersonatorId !== undefined) {
    throw new DomainError('FORBIDDEN', IMPERSONATION_MESSAGES.noCredentials);
  }
}
