import { Suspense, useEffect, useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { paths } from '@/paths';
import { loadInterviewPage } from './lazy-pages';
import { documentTitleFor } from './document-title';
import { buildRoutes } from './routes';

/**
 * The routing shell: a spinner instead of any route while the current user loads, then the route
 * table for a signed-in or signed-out visitor (platform spec §2.1), with each page's tab title.
 */
export function AppRoutes() {
  const currentUser = useCurrentUser();
  const signedIn = currentUser.data != null;
  const routes = useMemo(() => buildRoutes(signedIn), [signedIn]);
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
