import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp, stubApi } from '@/test-utils';
import { body, fill, fillValidForm, makeJob } from './job-editor-page.fixtures';
import { JobEditorPage } from './job-editor-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

describe('HR job editor (docs/behaviour/interview.md §2.1)', () => {
  it("shows the organisation's real figures on the stat cards, a dash while nothing is scored", async () => {
    const stats = { completedSessions: 4, averageScore: 72.6 };
    stubApi({
      'GET /api/jobs': () => Response.json([makeJob({ status: 'active' }), makeJob({ id: 'j2' })]),
      'GET /api/dashboard-stats': () => Response.json(stats),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    const figure = (name: string) => screen.getByRole('heading', { name }).nextSibling?.textContent;
    await waitFor(() => expect(figure('Active Jobs')).toBe('1'));
    await waitFor(() => expect(figure('Candidates Interviewed')).toBe('4'));
    expect(figure('Avg Score')).toBe('73%');
    cleanup();
    stubApi({
      'GET /api/jobs': () => Response.json([]),
      'GET /api/dashboard-stats': () => Response.json({ completedSessions: 1, averageScore: null }),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    await waitFor(() => expect(figure('Candidates Interviewed')).toBe('1'));
    expect(figure('Avg Score')).toBe('—');
  });

  it('never deletes the last question', () => {
    stubApi({ 'GET /api/jobs': () => Response.json([]) });
    renderWithApp(<JobEditorPage />, '/hr');

    const deleteFirst = () => screen.getByRole('button', { name: 'Delete question 1' }) as HTMLButtonElement;
    expect(deleteFirst().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(deleteFirst().disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete question 2' }));
    expect(screen.queryByLabelText('Question 2')).toBeNull();
    expect(deleteFirst().disabled).toBe(true);
    fireEvent.click(deleteFirst());
    expect(screen.getByLabelText('Question 1')).toBeTruthy();
  });

  it('toasts an invalid form and shows each message in it, calling nothing', () => {
    const fetchMock = stubApi({ 'GET /api/jobs': () => Response.json([]) });
    renderWithApp(<JobEditorPage />, '/hr');
    fireEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(screen.getByText('Please complete all required fields')).toBeTruthy();
    for (const message of [
      'Job title is required',
      'Job description is required',
      'Location is required',
      'Company name is required',
      'Job type is required',
      'Question cannot be empty',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('saves a draft with one draft key for repeated clicks and keeps it open in the form', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json([]),
      'POST /api/jobs': (init) => Response.json({ ...makeJob(), ...body(init), id: 'new1' }, { status: 201 }),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    fillValidForm();
    fireEvent.click(screen.getByRole('switch', { name: 'Require identity verification' }));
    const saveDraft = screen.getByRole('button', { name: 'Save as Draft' });
    fireEvent.click(saveDraft);
    fireEvent.click(saveDraft);
    expect(await screen.findByRole('region', { name: 'Draft saved' })).toBeTruthy();

    const posts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => body(init));
    expect(posts.length).toBeGreaterThan(0);
    expect(new Set(posts.map((p) => p.clientDraftKey)).size).toBe(1);
    expect(posts[0]).toMatchObject({
      title: 'Sales Representative',
      status: 'draft',
      jobType: 'part-time',
      requireIdentityVerification: 'true',
      questions: [{ text: 'Tell us about a sale you closed.', pillarId: null }],
    });
    expect(typeof posts[0]!.clientDraftKey).toBe('string');
    // The form holds what was saved, now as the draft being edited, and the page stays where it is.
    expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe('Sales Representative');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Draft' })).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/hr');
    const toasts = screen.getByRole('region', { name: /^Notifications/ });
    expect(within(toasts).getByText('Draft saved')).toBeTruthy();
    expect(
      screen.getByText(
        'Sales Representative is saved as a draft. Candidates cannot open it until you publish it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('publishes a new job and shows the share card; a failed copy toasts', async () => {
    stubApi({
      'GET /api/jobs': () => Response.json([]),
      'POST /api/jobs': (init) =>
        Response.json(
          { ...makeJob({ id: 'pub1', interviewUrl: undefined }), ...body(init) },
          { status: 201 },
        ),
    });
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    renderWithApp(<JobEditorPage />, '/hr');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    const link = (await screen.findByLabelText('Interview link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/interview/pub1`);
    expect(screen.getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/dashboard/pub1');
    fireEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(screen.getByText('Please try copying the link manually.')).toBeTruthy();
  });

  it('toasts a failed creation', async () => {
    stubApi({
      'GET /api/jobs': () => Response.json([]),
      'POST /api/jobs': () => Response.json({ error: 'X', message: 'Server down' }, { status: 500 }),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(await screen.findByText('Failed to create job')).toBeTruthy();
    expect(screen.getByText('Server down')).toBeTruthy();
  });
});

describe('editing a job through ?editJob= (docs/behaviour/interview.md §2.1)', () => {
  it('loads the job, replaces the address with /hr and updates then publishes it', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json([makeJob()]),
      'GET /api/jobs/j1': () => Response.json(makeJob()),
      'PATCH /api/jobs/j1': (init) => Response.json({ ...makeJob(), ...body(init) }),
    });
    renderWithApp(<JobEditorPage />, '/hr?editJob=j1');
    expect(await screen.findByDisplayValue('Call Centre Agent')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/hr'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeTruthy();
    expect((screen.getByLabelText('Question 2') as HTMLTextAreaElement).value).toBe('Describe a hard call');
    expect((screen.getByLabelText('Pillar for question 1') as HTMLSelectElement).value).toBe('motivation');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update Draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Criteria' })).toBeTruthy();

    fill('Job Title', 'Senior Agent');
    fireEvent.click(screen.getByRole('button', { name: 'Update & Publish' }));
    expect(await screen.findByLabelText('Interview link')).toBeTruthy();
    const patches = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, init]) => body(init));
    expect(patches[0]).toMatchObject({ title: 'Senior Agent', criteriaConfig: { version: 'v1' } });
    expect(patches[0]).not.toHaveProperty('status');
    expect(patches[1]).toEqual({ status: 'active' });
  });

  it('toasts a job that cannot be loaded and still replaces the address', async () => {
    stubApi({ 'GET /api/jobs': () => Response.json([]) });
    renderWithApp(<JobEditorPage />, '/hr?editJob=missing');
    expect(await screen.findByText('Failed to load draft')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/hr'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create Job' })).toBeTruthy();
  });

  it('Cancel leaves editing for /hr-portal', async () => {
    stubApi({
      'GET /api/jobs': () => Response.json([]),
      'GET /api/jobs/j1': () => Response.json(makeJob()),
    });
    renderWithApp(<JobEditorPage />, '/hr?editJob=j1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('path').textContent).toBe('/hr-portal');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeTruthy();
  });
});

describe('Draft Job Postings (docs/behaviour/interview.md §2.1)', () => {
  it('lists drafts with question count and date, links Edit to ?editJob= and publishes', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json([makeJob({ id: 'd1' }), makeJob({ id: 'a1', status: 'active' })]),
      'PATCH /api/jobs/d1': () => Response.json(makeJob({ id: 'd1', status: 'active' })),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    const list = await screen.findByRole('region', { name: 'Draft Job Postings' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText('Call Centre Agent')).toBeTruthy();
    expect(within(items[0]!).getByText('2 questions · Created Mar 3, 2025')).toBeTruthy();
    expect(within(items[0]!).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/hr?editJob=d1');

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('region', { name: 'Job Published!' })).toBeTruthy();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(body(patch[1])).toEqual({ status: 'active' });
  });

  it('hides the list without drafts and toasts a failed publish', async () => {
    stubApi({
      'GET /api/jobs': () => Response.json([makeJob({ id: 'd1' })]),
      'PATCH /api/jobs/d1': () => new Response('nope', { status: 409 }),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    const list = await screen.findByRole('region', { name: 'Draft Job Postings' });
    fireEvent.click(within(list).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Failed to publish')).toBeTruthy();
    cleanup();

    stubApi({ 'GET /api/jobs': () => Response.json([makeJob({ status: 'active' })]) });
    renderWithApp(<JobEditorPage />, '/hr');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Active Jobs' }).nextSibling?.textContent).toBe('1'),
    );
    expect(screen.queryByRole('region', { name: 'Draft Job Postings' })).toBeNull();
  });
});
