import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { isOutsideOrganisation, useCurrentUser } from '@/lib/auth';
import { paths } from '@/paths';
import { loadInterviewPage } from './lazy-pages';
import { documentTitleFor } from './document-title';
import { buildRoutes, type Visitor } from './routes';

/**
 * The routing shell: a spinner instead of any route while the current user loads, then the route
 * table for a signed-in or signed-out visitor (docs/behaviour/platform.md §2.1), with each page's tab title.
 */
export function AppRoutes() {
  const currentUser = useCurrentUser();
  const user = currentUser.data;
  const signedIn = user != null;
  // The administrator keeps the admin screens even if their own domain has not let them in.
  const visitor: Visitor =
    user == null
      ? 'signed-out'
      : isOutsideOrganisation(user) && !user.isAdmin
        ? 'outside-organisation'
        : 'member';
  const routes = useMemo(() => buildRoutes(visitor), [visitor]);
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  const isInterview = pathname.startsWith(paths.interview.path);

  useEffect(() => {
    if (!currentUser.isPending) document.title = documentTitleFor(pathname, signedIn);
  }, [pathname, signedIn, currentUser.isPending]);

  useEffect(() => {
    // Fetch the interview chunk in parallel with /api/user rather than after it.
    if (isInterview) void loadInterviewPage();
  }, [isInterview]);

  if (currentUser.isPending) return <FullPageSpinner />;
  return <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;
}
