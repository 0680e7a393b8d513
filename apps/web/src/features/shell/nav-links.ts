import type { CurrentUser } from '@/lib/auth';
import { paths } from '@/paths';

/** One entry of the main navigation. */
export type NavLink = { label: string; href: string };

const everyoneLinks: NavLink[] = [
  { label: 'Home', href: paths.home.href() },
  { label: 'Create Job', href: paths.hr.href() },
  { label: 'Dashboard', href: paths.dashboard.href() },
  { label: 'Settings', href: paths.account.href() },
];

const adminLinks: NavLink[] = [
  { label: 'Analytics', href: paths.analytics.href() },
  { label: 'Impersonation', href: paths.adminImpersonation.href() },
];

/**
 * The main navigation for a user (docs/behaviour/platform.md §2.5): Analytics and Impersonation only for the
 * designated administrator account itself — not for an admin viewing as someone else.
 */
export function navLinksFor(user: Pick<CurrentUser, 'isAdmin'> | null | undefined): NavLink[] {
  return user?.isAdmin === true ? [...everyoneLinks, ...adminLinks] : everyoneLinks;
}
