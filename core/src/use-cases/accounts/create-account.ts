import { DomainError, isDomainError } from '../../domain/errors.js';
import type { User } from '../../domain/user.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import { storeAccount, type PlacementDeps } from './account-placement.js';
import { assertPasswordLength, cleanName, normaliseEmail, requireWorkEmailDomain } from './credentials.js';

/** The message of a taken email (the administrator's and the CLI's account creation only). */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Fields of a new account (registration and admin account creation). */
export interface NewAccountInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** Ports needed to create an account. */
export type CreateAccountDeps = PlacementDeps & { hasher: PasswordHasher };

/**
 * Creates an account on the word of a trusted operator (the administrator's Create Account, the
 * CLI): no confirmation mail, and the account joins its domain's organisation at once (founding
 * it when new). `platformAdmin` is for the CLI's `--admin` only.
 * Errors: WORK_EMAIL_REQUIRED, VALIDATION_FAILED (short password), ALREADY_EXISTS.
 */
export async function createAccount(
  deps: CreateAccountDeps,
  input: NewAccountInput,
  options: { platformAdmin?: boolean } = {},
): Promise<User> {
  const email = normaliseEmail(input.email);
  const domain = requireWorkEmailDomain(email);
  assertPasswordLength(input.password);
  if (await deps.users.findByEmail(email)) {
    throw new DomainError('ALREADY_EXISTS', EMAIL_TAKEN_MESSAGE, { field: 'email' });
  }
  const passwordHash = await deps.hasher.hash(input.password);
  try {
    return await storeAccount(
      deps,
      {
        email,
        domain,
        passwordHash,
        firstName: cleanName(input.firstName),
        lastName: cleanName(input.lastName),
        platformAdmin: options.platformAdmin ?? false,
      },
      true,
    );
  } catch (error) {
    // Two creations of one email raced past the lookup; the store's unique email decided.
    if (isDomainError(error) && error.code === 'ALREADY_EXISTS') {
      throw new DomainError('ALREADY_EXISTS', EMAIL_TAKEN_MESSAGE, { field: 'email' });
    }
    throw error;
  }
}

/** `createAccount` with its ports bound: what the CLI, the demo seed and test suites call. */
export class CreateTrustedAccount {
  constructor(private readonly deps: CreateAccountDeps) {}

  execute(input: NewAccountInput, options: { platformAdmin?: boolean } = {}): Promise<User> {
    return createAccount(this.deps, input, options);
  }
}
