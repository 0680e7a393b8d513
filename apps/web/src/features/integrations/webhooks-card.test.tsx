import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookDeliveryView, WebhookEndpointView } from '@sauti/core/contract/webhooks';
import { renderWithApp, stubApi } from '@/test-utils';
import { WebhooksCard } from './webhooks-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EVENTS = ['interview.completed', 'evaluation.completed', 'hiring_outcome.changed', 'candidate.deleted'];
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const anEndpoint = (overrides: Partial<WebhookEndpointView> = {}): WebhookEndpointView => ({
  id: 'e1',
  url: 'https://ats.example.com/hooks/sauti',
  description: '',
  events: ['interview.completed'],
  enabled: true,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const aDelivery = (overrides: Partial<WebhookDeliveryView> = {}): WebhookDeliveryView => ({
  id: 'd1',
  endpointId: 'e1',
  endpointUrl: 'https://ats.example.com/hooks/sauti',
  eventType: 'interview.completed',
  status: 'failed',
  attempts: 11,
  responseStatus: 503,
  responseTimeMs: 40,
  lastError: 'The endpoint answered 503',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastAttemptAt: '2026-03-01T11:25:00.000Z',
  deliveredAt: null,
  ...overrides,
});

describe('Webhooks card (docs/behaviour/platform.md §16)', () => {
  it('adds an endpoint with the chosen events and shows its secret, which can be shown again later', async () => {
    let endpoints: WebhookEndpointView[] = [];
    const fetchMock = stubApi({
      'GET /api/organisation/webhooks': () => Response.json({ endpoints, events: EVENTS }),
      'GET /api/organisation/webhook-deliveries': () => Response.json({ deliveries: [] }),
      'POST /api/organisation/webhooks': () => {
        endpoints = [anEndpoint({ events: ['interview.completed', 'hiring_outcome.changed'] })];
        return Response.json({ ...endpoints[0], secret: SECRET }, { status: 201 });
      },
      'GET /api/organisation/webhooks/e1/secret': () => Response.json({ secret: SECRET }),
    });
    renderWithApp(<WebhooksCard />, '/members');
    expect(await screen.findByText('No endpoints yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Endpoint URL/), {
      target: { value: ' https://ats.example.com/hooks/sauti ' },
    });
    fireEvent.click(screen.getByLabelText('Evaluation completed'));
    fireEvent.click(screen.getByLabelText('Hiring outcome changed'));
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(((await screen.findByLabelText('Signing secret')) as HTMLInputElement).value).toBe(SECRET);
    const sent = fetchMock.mock.calls.find((c) => c[1]?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      url: 'https://ats.example.com/hooks/sauti',
      events: ['interview.completed', 'hiring_outcome.changed'],
    });
    expect(await screen.findByText(/Interview completed, Hiring outcome changed · On/)).toBeTruthy();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Secret copied')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide secret' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Show the secret of https://ats.example.com/hooks/sauti' }),
    );
    expect(((await screen.findByLabelText('Signing secret')) as HTMLInputElement).value).toBe(SECRET);
  });

  it('rotates a secret after a confirmation that the old one keeps working, and shows the new one', async () => {
    const NEW_SECRET = 'whsec_bmV3IHNlY3JldCBmb3IgdGhlIHJlY2VpdmVy';
    const fetchMock = stubApi({
      'GET /api/organisation/webhooks': () => Response.json({ endpoints: [anEndpoint()], events: EVENTS }),
      'GET /api/organisation/webhook-deliveries': () => Response.json({ deliveries: [] }),
      'POST /api/organisation/webhooks/e1/rotate-secret': () => Response.json({ secret: NEW_SECRET }),
    });
    renderWithApp(<WebhooksCard />, '/members');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Rotate the secret of https://ats.example.com/hooks/sauti' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The old secret keeps working for 24 hours/)).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('rotate-secret'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));

    expect(((await screen.findByLabelText('Signing secret')) as HTMLInputElement).value).toBe(NEW_SECRET);
    expect(
      screen.getByText(/New signing secret. The old one keeps signing deliveries for 24 hours/),
    ).toBeTruthy();
    const rotated = fetchMock.mock.calls.filter((c) => String(c[0]).includes('rotate-secret'));
    expect(rotated.map((c) => c[1]?.method)).toEqual(['POST']);
  });

  it("shows the server's refusal of an address at the field until it is changed", async () => {
    const refusal =
      '127.0.0.1 is a loopback address. Sauti sends webhooks to private, loopback and link-local addresses only when the operator of this installation sets WEBHOOK_ALLOW_PRIVATE_NETWORKS=true.';
    stubApi({
      'GET /api/organisation/webhooks': () => Response.json({ endpoints: [], events: EVENTS }),
      'GET /api/organisation/webhook-deliveries': () => Response.json({ deliveries: [] }),
      'POST /api/organisation/webhooks': () =>
        Response.json({ error: 'VALIDATION_FAILED', message: refusal }, { status: 400 }),
    });
    renderWithApp(<WebhooksCard />, '/integrations');
    const field = await screen.findByLabelText(/Endpoint URL/);
    fireEvent.change(field, { target: { value: 'http://127.0.0.1:8080/in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refusal).length).toBeGreaterThanOrEqual(1);
    fireEvent.change(field, { target: { value: 'https://ats.example.com/in' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows why Sauti turned an endpoint off, lists failed deliveries and replays one', async () => {
    let deliveries = [
      aDelivery(),
      aDelivery({
        id: 'd2',
        status: 'delivered',
        attempts: 1,
        responseStatus: 204,
        lastError: null,
        deliveredAt: '2026-03-01T10:00:02.000Z',
      }),
    ];
    const fetchMock = stubApi({
      'GET /api/organisation/webhooks': () =>
        Response.json({
          endpoints: [anEndpoint({ enabled: false, disabledReason: 'Turned off by Sauti on 2026-03-04' })],
          events: EVENTS,
        }),
      'GET /api/organisation/webhook-deliveries': () => Response.json({ deliveries }),
      'GET /api/organisation/webhook-deliveries?failed=true': () =>
        Response.json({ deliveries: deliveries.filter((d) => d.status === 'failed') }),
      'POST /api/organisation/webhook-deliveries/d1/replay': () => {
        deliveries = deliveries.map((d) => (d.id === 'd1' ? { ...d, status: 'pending' as const } : d));
        return Response.json(deliveries[0], { status: 202 });
      },
    });
    renderWithApp(<WebhooksCard />, '/members');
    expect(await screen.findByText(/Turned off by Sauti on 2026-03-04/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn on https://ats.example.com/hooks/sauti' })).toBeTruthy();
    expect(await screen.findByText('Interview completed · Failed')).toBeTruthy();
    expect(screen.getByText(/11 attempts · HTTP 503 · 40 ms/)).toBeTruthy();
    // The time, not only the day: retries are minutes apart (was 'Mar 1, 2026' alone).
    const stamp = String.raw`Mar 1, 2026, \d\d:\d\d \S+`;
    expect(screen.getByText(new RegExp(`^created ${stamp} · last attempt ${stamp}$`))).toBeTruthy();
    expect(screen.getByText(new RegExp(`^created ${stamp} · delivered ${stamp}$`))).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Failed only'));
    const log = screen.getByRole('region', { name: 'Recent deliveries' });
    await waitFor(() => expect(within(log).queryByText('Interview completed · Delivered')).toBeNull());
    fireEvent.click(await within(log).findByRole('button', { name: 'Replay delivery d1' }));
    expect(await screen.findByText('Delivery queued again')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some((c) => String(c[0]).endsWith('/d1/replay') && c[1]?.method === 'POST'),
    ).toBe(true);
  });
});
