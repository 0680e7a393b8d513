import type { User } from '../../domain/user.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { AdministratorPolicy } from './administrator.js';
import type { SessionData } from './login-session.js';
import type { Actor } from './tenancy.js';

/** The user a request acts as, and the real admin behind an impersonation. */
export interface CurrentUser {
  /** The effective user (the impersonated one while impersonating). */
  user: User;
  actor: Actor;
  /** The real administrator while impersonating, else null. */
  impersonator: User | null;
  /**
   * True while an admin views the product as someone else. False when the effective user is the
   * administrator account itself (docs/behaviour/platform.md §2.6: that account is treated as not impersonating).
   */
  isImpersonating: boolean;
  auditId: string | null;
}

/** GET /api/user and every signed-in route: resolves session data to the current user. */
export class ResolveCurrentUser {
  constructor(private readonly deps: { users: UserRepository; admins: AdministratorPolicy }) {}

  /**
   * Null (signed out) when there is no session, the user no longer exists, or the session claims
   * an impersonator who is missing or no longer the administrator.
   */
  async execute(data: SessionData | null): Promise<CurrentUser | null> {
    if (!data) return null;
    const user = await this.deps.users.findById(data.userId);
    if (!user) return null;
    const isAdmin = await this.deps.admins.isAdmin(user);
    let impersonator: User | null = null;
    if (data.impersonatorId !== undefined) {
      impersonator = await this.deps.users.findById(data.impersonatorId);
      if (!impersonator || !(await this.deps.admins.isAdmin(impersonator))) return null;
    }
    const actor: Actor = { userId: user.id, organisationId: user.organisationId, isAdmin };
    if (impersonator) actor.impersonatorId = impersonator.id;
    return {
      user,
      actor,
      impersonator,
      isImpersonating: impersonator !== null && !isAdmin,
      auditId: data.auditId ?? null,
    };
  }
}
