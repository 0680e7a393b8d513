import type { User } from '../../domain/user.js';
import { createAccount } from './create-account.js';
import type { CreateAccountDeps, NewAccountInput } from './create-account.js';

/** POST /api/register: a visitor creates their own account (the route then signs them in). */
export class RegisterUser {
  constructor(private readonly deps: CreateAccountDeps) {}

  /** Errors: WORK_EMAIL_REQUIRED, VALIDATION_FAILED, ALREADY_EXISTS. */
  execute(input: NewAccountInput): Promise<User> {
    return createAccount(this.deps, input);
  }
}
