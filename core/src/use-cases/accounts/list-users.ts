import type { UserRepository } from '../../ports/user-repository.js';
import type { AdministratorPolicy } from './administrator.js';
import { toPublicUser } from './public-user.js';
import type { PublicUser } from './public-user.js';
import { requireAdmin } from './tenancy.js';
import type { Actor } from './tenancy.js';

/** A user row of the admin pages, with the flag for the 'Admin' badge. */
export type ListedUser = PublicUser & { isAdmin: boolean };

/** GET /api/admin/users (basic fields; usage counts belong to the analytics use cases). */
export class ListUsers {
  constructor(private readonly deps: { users: UserRepository; admins: AdministratorPolicy }) {}

  /** All users, oldest first. Errors: FORBIDDEN. */
  async execute(actor: Actor): Promise<ListedUser[]> {
    requireAdmin(actor);
    return this.listByOperator();
  }

  /** All users, oldest first, for the operator at the server's console (`sauti users list`). */
  async listByOperator(): Promise<ListedUser[]> {
    const users = await this.deps.users.list();
    return Promise.all(
      users.map(async (user) => ({ ...toPublicUser(user), isAdmin: await this.deps.admins.isAdmin(user) })),
    );
  }
}
