import type { User } from '../../domain/user.js';
import { createAccount } from './create-account.js';
import type { CreateAccountDeps, NewAccountInput } from './create-account.js';
import { requireAdmin } from './tenancy.js';
import type { Actor } from './tenancy.js';

/** POST /api/admin/create-user: the administrator creates a company account (same rules as registration). */
export class AdminCreateUser {
  constructor(private readonly deps: CreateAccountDeps) {}

  /** Errors: FORBIDDEN (not admin), WORK_EMAIL_REQUIRED, VALIDATION_FAILED, ALREADY_EXISTS. */
  async execute(actor: Actor, input: NewAccountInput): Promise<User> {
    requireAdmin(actor);
    return createAccount(this.deps, input);
  }
}
