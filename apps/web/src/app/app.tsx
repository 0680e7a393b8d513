import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { AppErrorBoundary } from './error-boundary';
import { AppProviders } from './providers';

/** The whole single-page app. */
export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AppErrorBoundary>
  );
}
