import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from '@/components/site-footer';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/auth';
import { AppNav } from './app-nav';
import { ImpersonationBanner } from './impersonation-banner';

/**
 * The frame of every signed-in screen: impersonation banner, navigation, the screen, the footer. The
 * screen loads inside its own Suspense so the navigation stays put while a page chunk downloads.
 */
export function SignedInLayout() {
  const user = useCurrentUser().data;
  return (
    <div className="flex min-h-dvh flex-col">
      <ImpersonationBanner user={user} />
      <AppNav user={user} />
      <div className="flex-1">
        <Suspense
          fallback={
            <div className="flex justify-center p-10">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
      <SiteFooter />
    </div>
  );
}
