import type { AdminAnalyticsQueries, UserUsageRow } from '../../ports/admin-analytics-queries.js';
import type { Clock } from '../../ports/clock.js';
import type { ListedUser } from '../accounts/list-users.js';
import type { Actor } from '../accounts/tenancy.js';
import { analyticsCutoffs, userStatus } from '../../rules/analytics-windows.js';
import type { AdminUserRecord } from '../../contract/analytics.js';

/**
 * A row of GET /api/admin/users: the admin user record plus the fields the impersonation page
 * already reads (profileImageUrl, organisationId, updatedAt).
 */
export type AdminUserRow = AdminUserRecord & {
  profileImageUrl: string | null;
  organisationId: string | null;
  /** member, pending (waiting for approval), refused or none. */
  membership: ListedUser['membership'];
  updatedAt: string;
};

const NO_USAGE: Omit<UserUsageRow, 'userId'> = {
  jobsCreated: 0,
  interviewsCreated: 0,
  interviewCompletions: 0,
  panelsExported: 0,
};

/** The domain part of an email address. */
export function organisationDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1);
}

/** Joins the listed users with their usage counts and status at `now`. */
export function composeAdminUsers(
  users: readonly ListedUser[],
  usage: readonly UserUsageRow[],
  now: Date,
): AdminUserRow[] {
  const byUser = new Map(usage.map((row) => [row.userId, row]));
  const { activeSince } = analyticsCutoffs(now);
  return users.map((user) => {
    const { userId: _id, ...counts } = byUser.get(user.id) ?? { userId: user.id, ...NO_USAGE };
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      organisationId: user.organisationId,
      membership: user.membership,
      organisationDomain: organisationDomain(user.email),
      isAdmin: user.isAdmin,
      status: userStatus(user.lastSignInAt, activeSince),
      ...counts,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    };
  });
}

/** GET /api/admin/users: every user with status and usage counts. */
export class ListAdminUsers {
  constructor(
    private readonly deps: {
      listUsers: { execute(actor: Actor): Promise<ListedUser[]> };
      queries: AdminAnalyticsQueries;
      clock: Clock;
    },
  ) {}

  /** All users, oldest first. Errors: FORBIDDEN. */
  async execute(actor: Actor): Promise<AdminUserRow[]> {
    const users = await this.deps.listUsers.execute(actor);
    const usage = await this.deps.queries.userUsage();
    return composeAdminUsers(users, usage, this.deps.clock.now());
  }
}
