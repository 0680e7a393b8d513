import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { AppProviders } from './providers';

/** The whole single-page app. */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
