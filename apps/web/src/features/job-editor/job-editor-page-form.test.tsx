import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp, stubApi } from '@/test-utils';
import { body, fill, fillValidForm, makeJob } from './job-editor-page.fixtures';
import { JobEditorPage } from './job-editor-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

const messageOf = (label: string) => {
  const field = screen.getByLabelText(label, { exact: true });
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ').pop()!)?.textContent ?? null) : null;
};

describe('the job form as the user types (docs/behaviour/interview.md §5.1 messages)', () => {
  it('says nothing at first, shows a message when a field is left empty and clears it once filled', () => {
    stubApi({ 'GET /api/jobs': () => Response.json([]) });
    renderWithApp(<JobEditorPage />, '/hr');
    expect(screen.queryByText('Job title is required')).toBeNull();

    const title = screen.getByLabelText('Job Title', { exact: true });
    fireEvent.blur(title);
    expect(messageOf('Job Title')).toBe('Job title is required');
    expect(title.getAttribute('aria-invalid')).toBe('true');
    fill('Job Title', 'W');
    expect(messageOf('Job Title')).toBeNull();
    expect(title.getAttribute('aria-invalid')).toBeNull();
    fill('Job Title', '');
    expect(messageOf('Job Title')).toBe('Job title is required');
    // Other fields stay quiet until they are visited.
    expect(screen.queryByText('Location is required')).toBeNull();
  });

  it('after a refused save shows every message, then drops each one as its field is fixed', () => {
    const fetchMock = stubApi({ 'GET /api/jobs': () => Response.json([]) });
    renderWithApp(<JobEditorPage />, '/hr');
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(messageOf('Location')).toBe('Location is required');
    expect(messageOf('Question 1')).toBe('Question cannot be empty');
    fill('Location', 'Mombasa');
    expect(messageOf('Location')).toBeNull();
    fill('Job Type', 'contract');
    expect(messageOf('Job Type')).toBeNull();
    fill('Question 1', 'Why this job?');
    expect(messageOf('Question 1')).toBeNull();
    expect(messageOf('Job Title')).toBe('Job title is required');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('keeps a question message with its question when the one above it is deleted', () => {
    stubApi({ 'GET /api/jobs': () => Response.json([]) });
    renderWithApp(<JobEditorPage />, '/hr');
    fill('Question 1', 'First?');
    fireEvent.click(screen.getByRole('button', { name: 'Add Question' }));
    fireEvent.blur(screen.getByLabelText('Question 2', { exact: true }));
    expect(messageOf('Question 2')).toBe('Question cannot be empty');
    fireEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
    expect(messageOf('Question 1')).toBe('Question cannot be empty');
  });
});

describe('after Save as Draft', () => {
  function draftApi() {
    return stubApi({
      'GET /api/jobs': () => Response.json([]),
      'POST /api/jobs': (init) => Response.json({ ...makeJob(), ...body(init), id: 'd9' }, { status: 201 }),
      'PATCH /api/jobs/d9': (init) =>
        Response.json({ ...makeJob({ id: 'd9' }), ...body(init), title: 'Sales Representative' }),
      'POST /api/questions/preview': () =>
        Response.json({
          questions: [{ text: 'Why sales?', pillarId: null }],
          source: 'fallback',
          role: null,
        }),
    });
  }

  it('closes the suggestions, previews the job as a candidate sees it and publishes it', async () => {
    const fetchMock = draftApi();
    renderWithApp(<JobEditorPage />, '/hr');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Suggest questions' }));
    await screen.findByRole('region', { name: 'Suggested questions' });
    fireEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    const card = await screen.findByRole('region', { name: 'Draft saved' });
    expect(screen.queryByRole('region', { name: 'Suggested questions' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Preview as candidate' }));
    const preview = screen.getByRole('dialog', { name: 'Candidate preview' });
    expect(within(preview).getByRole('heading', { name: 'Sales Representative' })).toBeTruthy();
    expect(within(preview).getByText('Acme · Lagos · Part-time')).toBeTruthy();
    expect(within(preview).getByText('Question 1 of 1')).toBeTruthy();
    expect(within(preview).getByText('Tell us about a sale you closed.')).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Close preview' }));

    fireEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('region', { name: 'Job Published!' })).toBeTruthy();
    const patches = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([, i]) => body(i));
    expect(patches.at(-1)).toEqual({ status: 'active' });
    expect(screen.queryByRole('region', { name: 'Draft saved' })).toBeNull();
  });
});

describe('leaving with unsaved changes', () => {
  function renderWithLink() {
    stubApi({ 'GET /api/jobs': () => Response.json([]) });
    return renderWithApp(
      <>
        <Link to="/dashboard">Go to dashboard</Link>
        <JobEditorPage />
      </>,
      '/hr',
    );
  }

  it('goes at once from a clean form', async () => {
    renderWithLink();
    fireEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dashboard'));
  });

  it('asks first once something is typed: Keep editing stays, Leave goes', async () => {
    renderWithLink();
    fill('Job Title', 'Warehouse Shift Supervisor');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('path').textContent).toBe('/hr');
    expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe('Warehouse Shift Supervisor');

    fireEvent.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/dashboard'));
  });

  it('makes the browser ask before the tab is closed or reloaded', () => {
    renderWithLink();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fill('Job Title', 'Driver');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
