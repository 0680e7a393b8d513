import type { User } from '../../domain/user.js';

/**
 * The administrator rule: the account of ADMIN_EMAIL (which exists only once that mailbox was
 * verified, or the CLI created it), or an account the CLI created with `--admin`. Nothing a
 * visitor can do makes one: a fresh install has no administrator until either happens.
 */
export function isAdministrator(
  user: Pick<User, 'email' | 'platformAdmin'>,
  adminEmail: string | null | undefined,
): boolean {
  if (user.platformAdmin) return true;
  const configured = adminEmail?.trim().toLowerCase();
  return Boolean(configured) && user.email.toLowerCase() === configured;
}

/** Applies `isAdministrator` with the configured ADMIN_EMAIL. */
export class AdministratorPolicy {
  constructor(private readonly deps: { adminEmail?: string | null }) {}

  /** Async so a future rule may read storage without changing its callers. */
  async isAdmin(user: Pick<User, 'email' | 'platformAdmin'>): Promise<boolean> {
    return isAdministrator(user, this.deps.adminEmail);
  }
}
