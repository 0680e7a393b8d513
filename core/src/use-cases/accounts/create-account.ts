import { DomainError, isDomainError } from '../../domain/errors.js';
import type { User } from '../../domain/user.js';
import type { Clock, Ids } from '../../ports/clock.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { UserRepository } from '../../ports/user-repository.js';
import {
  assertPasswordLength,
  normaliseEmail,
  organisationNameFromDomain,
  requireWorkEmailDomain,
} from './credentials.js';

/** The message of a taken email; the web's registration toast matches 'already exists'. */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** Fields of a new account (registration and admin account creation). */
export interface NewAccountInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** Ports needed to create an account. */
export interface CreateAccountDeps {
  users: UserRepository;
  organisations: OrganisationRepository;
  hasher: PasswordHasher;
  clock: Clock;
  ids: Ids;
}

/**
 * Creates an account after the work-email and password rules. The user joins the organisation
 * of their lower-cased email domain, which is created on first use.
 * Errors: WORK_EMAIL_REQUIRED, VALIDATION_FAILED (short password), ALREADY_EXISTS.
 */
export async function createAccount(deps: CreateAccountDeps, input: NewAccountInput): Promise<User> {
  const email = normaliseEmail(input.email);
  const domain = requireWorkEmailDomain(email);
  assertPasswordLength(input.password);
  if (await deps.users.findByEmail(email)) {
    throw new DomainError('ALREADY_EXISTS', EMAIL_TAKEN_MESSAGE, { field: 'email' });
  }
  const now = deps.clock.now();
  const organisation = await deps.organisations.findOrCreate({
    id: deps.ids.newId(),
    domain,
    name: organisationNameFromDomain(domain),
    createdAt: now,
  });
  const passwordHash = await deps.hasher.hash(input.password);
  try {
    return await deps.users.create({
      id: deps.ids.newId(),
      email,
      passwordHash,
      firstName: cleanName(input.firstName),
      lastName: cleanName(input.lastName),
      organisationId: organisation.id,
      createdAt: now,
    });
  } catch (error) {
    // Two registrations of one email raced past the lookup; the store's unique email decided.
    if (isDomainError(error) && error.code === 'ALREADY_EXISTS') {
      throw new DomainError('ALREADY_EXISTS', EMAIL_TAKEN_MESSAGE, { field: 'email' });
    }
    throw error;
  }
}

function cleanName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
