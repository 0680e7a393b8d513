import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test-utils';
import { IntegrationsPage } from './integrations-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Integrations (docs/behaviour/platform.md §18)', () => {
  it('holds the API reference, the API keys and the webhooks in one place', async () => {
    stubApi({
      'GET /api/organisation/api-keys': () => Response.json({ keys: [] }),
      'GET /api/organisation/webhooks': () => Response.json({ endpoints: [], events: [] }),
      'GET /api/organisation/webhook-deliveries': () => Response.json({ deliveries: [] }),
    });
    renderWithApp(<IntegrationsPage />, '/integrations');
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the API reference' }).getAttribute('href')).toBe(
      '/developers',
    );
    expect(screen.getByRole('link', { name: `${window.location.origin}/api/v1/openapi.json` })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'API keys' })).toBeTruthy();
    const webhooks = screen.getByRole('heading', { level: 2, name: 'Webhooks' }).closest('#webhooks')!;
    expect(await within(webhooks as HTMLElement).findByText('No deliveries yet.')).toBeTruthy();
  });
});
