import type { PanelPayload } from '@sauti/core/contract/review-views';
import { Route, Routes } from 'react-router';
import { renderWithApp, stubApi } from '@/test-utils';
import { PanelPage } from './panel-page';

/**
 * For tests: renders the panel page of job-1 over a stubbed API that answers the panel call with
 * `payload` (or the given response) and the `extra` routes.
 */
export function renderPanelPage(
  payload: PanelPayload | (() => Response),
  extra: Parameters<typeof stubApi>[0] = {},
) {
  const fetchMock = stubApi({
    'GET /api/jobs/job-1/panel': typeof payload === 'function' ? payload : () => Response.json(payload),
    ...extra,
  });
  const view = renderWithApp(
    <Routes>
      <Route path="/jobs/:jobId/panel" element={<PanelPage />} />
    </Routes>,
    '/jobs/job-1/panel',
  );
  return { fetchMock, ...view };
}
