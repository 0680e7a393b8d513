import type { User } from '../../domain/user.js';
import type { UserRepository } from '../../ports/user-repository.js';

/** How the one administrator is designated. */
export interface AdministratorSettings {
  /** ADMIN_EMAIL from configuration; when set it alone decides. */
  adminEmail?: string | null;
  /** The first account ever created; the administrator when no ADMIN_EMAIL is set. */
  firstUserId: string | null;
}

/**
 * The administrator rule (spec 1 §6: one designated account): the ADMIN_EMAIL account, or when
 * none is configured, the first account ever created. There is no stored role.
 */
export function isAdministrator(user: Pick<User, 'id' | 'email'>, settings: AdministratorSettings): boolean {
  const adminEmail = settings.adminEmail?.trim().toLowerCase();
  if (adminEmail) return user.email.toLowerCase() === adminEmail;
  return settings.firstUserId !== null && user.id === settings.firstUserId;
}

/** Applies `isAdministrator`, looking up (and then remembering) the first account when needed. */
export class AdministratorPolicy {
  private firstUser: string | null = null;

  constructor(private readonly deps: { users: UserRepository; adminEmail?: string | null }) {}

  async isAdmin(user: Pick<User, 'id' | 'email'>): Promise<boolean> {
    const adminEmail = this.deps.adminEmail ?? null;
    const firstUserId = adminEmail ? null : await this.firstUserId();
    return isAdministrator(user, { adminEmail, firstUserId });
  }

  /** The oldest account's id. Cached once found: accounts are never deleted, so it cannot change. */
  async firstUserId(): Promise<string | null> {
    if (this.firstUser === null) {
      const [first] = await this.deps.users.list();
      this.firstUser = first?.id ?? null;
    }
    return this.firstUser;
  }
}
