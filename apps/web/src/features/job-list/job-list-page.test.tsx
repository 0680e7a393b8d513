import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp, stubApi } from '@/test-utils';
import type { ListedJob } from './job';
import { JobListPage } from './job-list-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

function job(id: string, status: ListedJob['status'], evalVersion: string | null = 'criteria-v1'): ListedJob {
  return {
    id,
    title: `Job ${id}`,
    description: 'A job',
    status,
    evalVersion,
    questions: [{ id: 'q', text: 'Q?' }],
    createdAt: '2025-03-03T10:00:00.000Z',
  };
}

const openTab = (name: RegExp) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('HR job list dashboard (docs/behaviour/review.md §2.1)', () => {
  it('offers Create New Job when there are no jobs', async () => {
    stubApi({ 'GET /api/jobs': () => Response.json([]) });
    renderWithApp(<JobListPage />, '/dashboard');
    expect((await screen.findByRole('link', { name: 'Create New Job' })).getAttribute('href')).toBe('/hr');
  });

  it('counts jobs per tab and routes View Dashboard by evalVersion', async () => {
    stubApi({
      'GET /api/jobs': () =>
        Response.json([
          job('a1', 'active'),
          job('a2', 'active', 'legacy'),
          job('d1', 'draft'),
          job('x1', 'archived'),
        ]),
    });
    renderWithApp(<JobListPage />, '/dashboard');
    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Draft (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Archived (1)' })).toBeTruthy();

    const link = (title: string) => within(card(title)).getByRole('link', { name: 'View Dashboard' });
    expect(link('Job a1').getAttribute('href')).toBe('/jobs/a1/candidates');
    expect(link('Job a2').getAttribute('href')).toBe('/dashboard/a2');
    expect(within(card('Job a1')).getByRole('button', { name: 'Copy Interview Link' })).toBeTruthy();

    openTab(/^Draft/);
    const draft = card('Job d1');
    expect(within(draft).getByText('DRAFT')).toBeTruthy();
    expect(within(draft).getByText(/interview link will not work until the job is published/)).toBeTruthy();
    expect(within(draft).getByRole('link', { name: 'Edit & Publish Job' }).getAttribute('href')).toBe(
      '/hr?editJob=d1',
    );

    openTab(/^Archived/);
    expect(within(card('Job x1')).getByText('ARCHIVED')).toBeTruthy();
    expect(within(card('Job x1')).getByRole('button', { name: 'Restore Job' })).toBeTruthy();
  });

  it('archives after confirmation, toasts and reloads the list', async () => {
    let jobs = [job('a1', 'active')];
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json(jobs),
      'PATCH /api/jobs/a1': () => {
        jobs = [job('a1', 'archived')];
        return Response.json(jobs[0]);
      },
    });
    renderWithApp(<JobListPage />, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Job' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive this job?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Archive Job' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Job archived')).toBeTruthy();
    expect(screen.getByText('The job has been moved to the archive.')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ status: 'archived' });
    expect(await screen.findByRole('tab', { name: 'Archived (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active (0)' })).toBeTruthy();
  });

  it('toasts a failed archive with the error message', async () => {
    stubApi({
      'GET /api/jobs': () => Response.json([job('a1', 'active')]),
      'PATCH /api/jobs/a1': () =>
        Response.json({ error: 'INVALID_STATE', message: 'Job is not active.' }, { status: 409 }),
    });
    renderWithApp(<JobListPage />, '/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Archive Job' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archive failed')).toBeTruthy();
    expect(screen.getByText('Job is not active.')).toBeTruthy();
  });

  it('restores an archived job after confirmation', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json([job('x1', 'archived')]),
      'PATCH /api/jobs/x1': () => Response.json(job('x1', 'active')),
    });
    renderWithApp(<JobListPage />, '/dashboard');
    await screen.findByRole('tab', { name: 'Archived (1)' });
    openTab(/^Archived/);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Job' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Restore this job?' })).getByRole('button', {
        name: 'Restore',
      }),
    );
    expect(await screen.findByText('Job restored')).toBeTruthy();
    expect(screen.getByText('The job has been restored to active status.')).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]?.body))).toEqual({ status: 'active' });
  });

  it('deletes a draft after confirmation, and toasts a failed delete', async () => {
    let deleteOk = true;
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json([job('d1', 'draft')]),
      'DELETE /api/jobs/d1': () =>
        deleteOk
          ? Response.json({ ok: true })
          : new Response('Only draft jobs can be deleted.', { status: 409 }),
    });
    renderWithApp(<JobListPage />, '/dashboard');
    await screen.findByRole('tab', { name: 'Draft (1)' });
    openTab(/^Draft/);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Draft' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this draft?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Draft deleted')).toBeTruthy();
    expect(screen.getByText('The draft job has been permanently deleted.')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/jobs').length).toBeGreaterThan(1);

    deleteOk = false;
    fireEvent.click(screen.getByRole('button', { name: 'Delete Draft' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
  });
});
