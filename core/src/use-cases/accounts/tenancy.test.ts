import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertSameOrganisation, requireAdmin } from './tenancy.js';

describe('assertSameOrganisation', () => {
  it('passes only for the actor’s own organisation and otherwise answers NOT_FOUND (never FORBIDDEN)', () => {
    fc.assert(
      fc.property(fc.option(fc.uuid()), fc.option(fc.uuid()), (mine, theirs) => {
        const actor = { userId: 'u', organisationId: mine, isAdmin: false };
        const outcome = (() => {
          try {
            assertSameOrganisation(actor, theirs, 'Job');
            return 'allowed';
          } catch (error) {
            return error;
          }
        })();
        if (mine !== null && mine === theirs) expect(outcome).toBe('allowed');
        else expect(outcome).toMatchObject({ code: 'NOT_FOUND', message: 'Job not found' });
      }),
    );
  });

  it('does not let an administrator into other organisations either', () => {
    expect(() => assertSameOrganisation({ userId: 'a', organisationId: 'o1', isAdmin: true }, 'o2')).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
  });
});

describe('requireAdmin', () => {
  it('throws FORBIDDEN for non-administrators only', () => {
    expect(() => requireAdmin({ userId: 'a', organisationId: 'o', isAdmin: true })).not.toThrow();
    expect(() => requireAdmin({ userId: 'a', organisationId: 'o', isAdmin: false })).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});
