import type { Organisation } from '../domain/organisation.js';
import type { User } from '../domain/user.js';

let sequence = 0;

/** A stored user with sensible defaults; the password hash matches FakePasswordHasher('password123'). */
export function aUser(overrides: Partial<User> = {}): User {
  sequence += 1;
  const createdAt = overrides.createdAt ?? new Date('2025-01-01T00:00:00.000Z');
  return {
    id: `user-${sequence}`,
    email: `user${sequence}@acme.co.ke`,
    passwordHash: 'insecure:password123',
    firstName: 'Amina',
    lastName: 'Otieno',
    profileImageUrl: null,
    organisationId: 'org-acme',
    requestedOrganisationId: null,
    joinRequestedAt: null,
    joinRefusedAt: null,
    platformAdmin: false,
    createdAt,
    updatedAt: createdAt,
    lastSignInAt: null,
    ...overrides,
  };
}

/** An organisation with sensible defaults. */
export function anOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  sequence += 1;
  return {
    id: `org-${sequence}`,
    domain: `company${sequence}.co.ke`,
    name: `Company${sequence}`,
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    ...overrides,
  };
}
