import { matchPath } from 'react-router';
import { paths } from '@/paths';

/** What follows every page's own title in the browser tab. */
export const PRODUCT_NAME = 'Sauti';

/** The tab title of a signed-out visitor's home, the landing page. */
export const LANDING_TITLE = `${PRODUCT_NAME} — voice interviews for hiring teams`;

/**
 * Each page's name in the tab, by route (first match wins). Signed-out visitors of a signed-in page
 * are sent to /login, whose title then applies.
 */
const PAGE_TITLES: readonly [pattern: string, title: string][] = [
  [paths.login.path, 'Sign In'],
  [paths.register.path, 'Create Account'],
  [paths.checkInbox.path, 'Check Your Inbox'],
  [paths.verifyEmail.path, 'Confirm Your Email'],
  [paths.forgotPassword.path, 'Forgot Password'],
  [paths.resetPassword.path, 'Reset Password'],
  [paths.interview.path, 'Available Interviews'],
  [paths.interviewForJob.path, 'Interview'],
  [paths.hr.path, 'Create Job'],
  [paths.hrPortal.path, 'Create Job'],
  [paths.dashboard.path, 'Dashboard'],
  [paths.dashboardForJob.path, 'Job Dashboard'],
  [paths.hrDashboard.path, 'Dashboard'],
  [paths.hrDashboardForJob.path, 'Job Dashboard'],
  [paths.candidates.path, 'Candidates'],
  [paths.candidate.path, 'Candidate'],
  [paths.compare.path, 'Compare Candidates'],
  [paths.panel.path, 'Interview Panel'],
  [paths.analytics.path, 'Analytics'],
  [paths.adminImpersonation.path, 'Impersonation'],
  [paths.account.path, 'Settings'],
  [paths.members.path, 'Members'],
  [paths.reviews.path, 'Candidate reviews'],
  [paths.developers.path, 'API Reference'],
  [paths.biasAudit.path, 'Bias Audit'],
  [paths.integrations.path, 'Integrations'],
  [paths.privacy.path, 'Privacy Policy'],
  [paths.terms.path, 'Terms of Use'],
  [paths.setup.path, 'Set Up Sauti'],
];

/** The 404 page's title, word for word (docs/behaviour/platform.md §2.1). */
export const NOT_FOUND_TITLE = '404 Page Not Found';

/** Every route pattern with a title of its own (all but home, whose title depends on who visits). */
export const TITLED_PATTERNS: readonly string[] = PAGE_TITLES.map(([pattern]) => pattern);

/** The tab title of a path: 'Dashboard · Sauti', the landing title, or the 404 page's title. */
export function documentTitleFor(pathname: string, signedIn: boolean): string {
  if (matchPath(paths.home.path, pathname)) return signedIn ? `Home · ${PRODUCT_NAME}` : LANDING_TITLE;
  const found = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return found ? `${found[1]} · ${PRODUCT_NAME}` : NOT_FOUND_TITLE;
}
