import { describe, expect, it } from 'vitest';
import { aUser } from '@sauti/core/testing/builders';
import type { CurrentUser } from '@sauti/core/use-cases/accounts/current-user';
import { presentCurrentUser, presentUser } from './present-user.js';

const signedIn = new Date('2026-03-04T05:06:07.089Z');

function current(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const user = aUser({ email: 'ama@acme.co.ke', lastSignInAt: signedIn });
  return {
    user,
    actor: { userId: user.id, organisationId: user.organisationId, isAdmin: false },
    impersonator: null,
    isImpersonating: false,
    auditId: null,
    ...overrides,
  };
}

describe('presentCurrentUser', () => {
  it('answers the contract view: ISO dates, the domain, never the password hash or the stored admin flag', () => {
    const body = presentCurrentUser(current());
    expect(body).toMatchObject({
      email: 'ama@acme.co.ke',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      lastSignInAt: '2026-03-04T05:06:07.089Z',
      organisationDomain: 'acme.co.ke',
      membership: 'member',
      isAdmin: false,
      impersonatedBy: null,
    });
    expect(Object.keys(body)).not.toContain('passwordHash');
    expect(Object.keys(body)).not.toContain('platformAdmin');
  });

  it('names the administrator only while impersonating', () => {
    const admin = aUser({ email: 'admin@sauti.africa' });
    expect(
      presentCurrentUser(current({ impersonator: admin, isImpersonating: true })).impersonatedBy,
    ).toEqual({
      id: admin.id,
      email: 'admin@sauti.africa',
    });
    expect(
      presentCurrentUser(current({ impersonator: admin, isImpersonating: false })).impersonatedBy,
    ).toBeNull();
  });
});

describe('presentUser', () => {
  it('keeps a never-signed-in user null and carries the given admin flag', () => {
    const body = presentUser(aUser({ lastSignInAt: null }), true);
    expect(body.lastSignInAt).toBeNull();
    expect(body.isAdmin).toBe(true);
    expect(body.impersonatedBy).toBeNull();
  });
});
