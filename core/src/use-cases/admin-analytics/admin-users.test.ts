import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import type { ListedUser } from '../accounts/list-users.js';
import { composeAdminUsers, ListAdminUsers } from './admin-users.js';
import { FakeAnalyticsQueries } from '../../testing/fake-analytics-queries.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

function listed(id: string, lastSignInAt: Date | null): ListedUser {
  return {
    id,
    email: `${id}@umoja-retail.co.za`,
    firstName: 'Thandi',
    lastName: null,
    profileImageUrl: null,
    organisationId: 'org-1',
    membership: 'member',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
    lastSignInAt,
    isAdmin: id === 'boss',
  };
}

describe('composeAdminUsers', () => {
  it('keeps the listed fields and adds status and usage counts (zeros when none)', () => {
    const users = [
      listed('boss', new Date(NOW.getTime() - 29 * DAY)),
      listed('hr', new Date(NOW.getTime() - 31 * DAY)),
    ];
    const rows = composeAdminUsers(
      users,
      [{ userId: 'hr', jobsCreated: 2, interviewsCreated: 5, interviewCompletions: 3, panelsExported: 1 }],
      NOW,
    );
    expect(rows[0]).toEqual({
      id: 'boss',
      email: 'boss@umoja-retail.co.za',
      firstName: 'Thandi',
      lastName: null,
      profileImageUrl: null,
      organisationId: 'org-1',
      membership: 'member',
      organisationDomain: 'umoja-retail.co.za',
      isAdmin: true,
      status: 'active',
      jobsCreated: 0,
      interviewsCreated: 0,
      interviewCompletions: 0,
      panelsExported: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      lastSignInAt: users[0]!.lastSignInAt!.toISOString(),
    });
    expect(rows[1]).toMatchObject({
      status: 'inactive',
      jobsCreated: 2,
      interviewsCreated: 5,
      interviewCompletions: 3,
      panelsExported: 1,
    });
  });

  it('lists through the admin-only ListUsers', async () => {
    const use = new ListAdminUsers({
      listUsers: { execute: async () => [listed('never', null)] },
      queries: new FakeAnalyticsQueries(),
      clock: new FixedClock(NOW),
    });
    const rows = await use.execute({ userId: 'boss', organisationId: null, isAdmin: true });
    expect(rows).toMatchObject([{ id: 'never', status: 'inactive', lastSignInAt: null }]);
  });
});
