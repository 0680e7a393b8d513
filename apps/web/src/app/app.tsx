import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppRoutes } from './router';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';

// A data router, so screens can block a navigation that would lose unsaved work (useBlocker);
// the route table itself stays in AppRoutes, which depends on who is signed in.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    ),
  },
]);

/** The whole single-page app. */
export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
