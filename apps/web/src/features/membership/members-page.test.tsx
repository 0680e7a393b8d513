import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jumaWaiting } from '@/api/testing/organisation-fixtures';
import { renderWithApp, stubApi } from '@/test-utils';
import { MembersPage } from './members-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (requests: object[]) => ({
  organisation: { name: 'Acme', domain: 'acme.co.ke', renames: [] as object[] },
  members: [
    {
      id: 'm1',
      email: 'amina@acme.co.ke',
      firstName: 'Amina',
      lastName: 'Otieno',
      lastSignInAt: null,
      joinRequestedAt: null,
    },
  ],
  requests,
  invitations: [{ email: 'achieng@acme.co.ke', createdAt: '2026-03-01T10:00:00.000Z' }],
});
const juma = jumaWaiting;

describe('team page', () => {
  it('shows who waits, approves one, and reloads', async () => {
    let waiting = [juma];
    const fetchMock = stubApi({
      'GET /api/organisation/members': () => Response.json(page(waiting)),
      'POST /api/organisation/requests/u2/approve': () => {
        waiting = [];
        return Response.json(juma);
      },
    });
    renderWithApp(<MembersPage />, '/members');
    expect(await screen.findByText('Waiting for approval (1)')).toBeTruthy();
    expect(screen.getByText(/achieng@acme.co.ke/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve juma@acme.co.ke' }));
    expect(await screen.findByText('Juma joined')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Waiting for approval (0)')).toBeTruthy());
    expect(fetchMock.mock.calls.map((c) => `${c[1]?.method ?? 'GET'} ${String(c[0])}`)).toContain(
      'POST /api/organisation/requests/u2/approve',
    );
  });

  it('invites a colleague and says what happens next, or why not', async () => {
    stubApi({
      'GET /api/organisation/members': () => Response.json(page([])),
      'POST /api/organisation/invitations': (init) =>
        JSON.parse(String(init?.body)).email === 'spy@rival.co.za'
          ? Response.json(
              { error: 'VALIDATION_FAILED', message: 'Only addresses at acme.co.ke can join Acme.' },
              { status: 400 },
            )
          : Response.json({ status: 'invited' }, { status: 201 }),
    });
    renderWithApp(<MembersPage />, '/members');
    const field = await screen.findByLabelText("Colleague's work email");
    fireEvent.change(field, { target: { value: 'spy@rival.co.za' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Only addresses at acme.co.ke can join Acme.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'otieno@acme.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
  });

  it('renames the organisation and lists who renamed it', async () => {
    let current = page([]);
    const fetchMock = stubApi({
      'GET /api/organisation/members': () => Response.json(current),
      'PUT /api/organisation/name': (init) => {
        const { name } = JSON.parse(String(init?.body)) as { name: string };
        current = {
          ...current,
          organisation: {
            ...current.organisation,
            name,
            renames: [
              {
                fromName: 'Acme',
                toName: name,
                renamedBy: 'amina@acme.co.ke',
                renamedAt: '2026-03-02T09:00:00.000Z',
              },
            ],
          },
        };
        return Response.json(current.organisation);
      },
    });
    renderWithApp(<MembersPage />, '/members');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename the organisation' }));
    fireEvent.change(screen.getByLabelText('Organisation name'), {
      target: { value: ' Acme Logistics Ltd ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        /Renamed from ‘Acme’ to ‘Acme Logistics Ltd’ by amina@acme.co.ke on Mar 2, 2026/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Acme Logistics Ltd')).toBeTruthy();
    const sent = fetchMock.mock.calls.find((c) => c[1]?.method === 'PUT');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ name: 'Acme Logistics Ltd' });
  });
});
