import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-utils';
import { stubFetch } from '@/api/testing/review.fixtures';
import { InviteCandidatesPanel } from './invite-candidates-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CSV_PATH = '/api/jobs/j1/candidate-invitations/csv';
const LIST_PATH = '/api/jobs/j1/candidate-invitations';
const emptyList = () => Response.json({ invitations: [], funnel: funnel({}) });
const funnel = (counts: Partial<Record<string, number>>) => ({
  invited: 0,
  opened: 0,
  started: 0,
  completed: 0,
  revoked: 0,
  expired: 0,
  ...counts,
});
const invitation = (overrides: Record<string, unknown>) => ({
  id: 'i1',
  jobId: 'j1',
  name: 'Amina Otieno',
  email: 'amina@example.com',
  phone: '+254712345678',
  channel: 'email',
  externalReference: null,
  status: 'invited',
  createdAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2026-03-15T09:00:00.000Z',
  lastSentAt: '2026-03-01T09:00:00.000Z',
  openedAt: null,
  sessionId: null,
  revokedAt: null,
  ...overrides,
});

describe('Invite candidates (docs/behaviour/interview.md §15)', () => {
  it('sends the pasted CSV and lists what became of each row', async () => {
    const fetchMock = stubFetch({
      [`GET ${LIST_PATH}`]: emptyList,
      [`POST ${CSV_PATH}`]: () =>
        Response.json({
          invited: [{ row: 2, email: 'amina@example.com', invitationId: 'i1' }],
          problems: [{ row: 3, field: 'email', message: 'Invalid Email' }],
          counts: { rows: 2, invited: 1, reported: 1 },
        }),
    });
    renderWithApp(<InviteCandidatesPanel jobId="j1" />);
    const csv = 'name,email,phone\nAmina Otieno,amina@example.com,0712\nBad Row,bad,0712';
    fireEvent.change(screen.getByLabelText('Candidates (CSV)'), { target: { value: csv } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('1 of 2 rows invited, 1 to check.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Rows to check' }).textContent).toBe(
      'Row 3 (email): Invalid Email',
    );
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === CSV_PATH)!;
    expect(JSON.parse(String(init!.body))).toEqual({ csv });
  });

  it('says why the server refused the whole list', async () => {
    stubFetch({
      [`POST ${CSV_PATH}`]: () =>
        Response.json(
          {
            error: 'VALIDATION_FAILED',
            message: 'The first row must name the columns: name, and email or phone or both.',
          },
          { status: 400 },
        ),
    });
    renderWithApp(<InviteCandidatesPanel jobId="j1" />);
    fireEvent.change(screen.getByLabelText('Candidates (CSV)'), { target: { value: 'Ama,ama@x.com,0712' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/first row must name the columns/);
  });

  it('shows the funnel and each invitation’s status, and revokes one', async () => {
    let revoked = false;
    const fetchMock = stubFetch({
      [`GET ${LIST_PATH}`]: () =>
        Response.json({
          invitations: [
            invitation({ status: revoked ? 'revoked' : 'invited' }),
            invitation({
              id: 'i2',
              name: 'Brian Mwangi',
              email: 'brian@example.com',
              externalReference: 'GH-48213',
              status: 'completed',
            }),
            invitation({
              id: 'i3',
              name: 'Chidi Okafor',
              email: null,
              phone: '+254733000111',
              channel: 'sms',
              status: 'started',
            }),
          ],
          funnel: funnel({ invited: 2, opened: 1, started: 1, completed: 1, revoked: revoked ? 1 : 0 }),
        }),
      'POST /api/candidate-invitations/i1/revoke': () => {
        revoked = true;
        return Response.json(invitation({ status: 'revoked' }));
      },
    });
    renderWithApp(<InviteCandidatesPanel jobId="j1" />);
    const funnelCounts = await screen.findByLabelText('Invitation funnel');
    expect(funnelCounts.textContent).toBe('Invited2Opened1Started1Completed1');
    expect(screen.getByText('completed')).toBeTruthy();
    // The applicant tracking system's id, beside the address it was invited with.
    expect(screen.getByText('brian@example.com').parentElement!.textContent).toBe(
      'brian@example.com · +254712345678 · Ref. GH-48213',
    );
    // An invitation sent by SMS shows its number and the channel.
    expect(screen.getByText('+254733000111')).toBeTruthy();
    expect(screen.getAllByText('SMS')).toHaveLength(1);
    expect(screen.getAllByText('Email')).toHaveLength(2);
    // Only an invitation not yet started offers actions.
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('revoked')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) => String(input) === '/api/candidate-invitations/i1/revoke'),
    ).toBe(true);
    expect(screen.getByText('1 revoked, 0 expired.')).toBeTruthy();
  });

  it('copies a new link to the clipboard (the server replaces the old one)', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubFetch({
      [`GET ${LIST_PATH}`]: () =>
        Response.json({ invitations: [invitation({})], funnel: funnel({ invited: 1 }) }),
      'POST /api/candidate-invitations/i1/link': () =>
        Response.json({
          link: 'https://hire.example/interview/j1?invite=new',
          expiresAt: '2026-03-15T09:00:00.000Z',
        }),
    });
    renderWithApp(<InviteCandidatesPanel jobId="j1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy new link' }));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith('https://hire.example/interview/j1?invite=new');
  });
});
