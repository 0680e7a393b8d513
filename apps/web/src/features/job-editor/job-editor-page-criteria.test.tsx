import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp, stubApi } from '@/test-utils';
import { body, fill, makeJob } from './job-editor-page.fixtures';
import { JobEditorPage } from './job-editor-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

describe('criteria and question suggestions (docs/behaviour/interview.md §4.2, §7)', () => {
  it('needs title and description, then generates locally and opens the editor', () => {
    const fetchMock = stubApi({ 'GET /api/jobs': () => Response.json([]) });
    renderWithApp(<JobEditorPage />, '/hr');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Criteria' }));
    expect(screen.getByText('Please fill in job title and description first')).toBeTruthy();

    fill('Job Title', 'Software Engineer');
    fill('Job Description', 'Builds the product');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Criteria' }));
    expect(screen.getByRole('button', { name: 'Save Criteria' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('generate-criteria'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save Criteria' }));
    expect(screen.getByText('Saved')).toBeTruthy();
    // Edit is offered only once the job has an id.
    expect(screen.queryByRole('button', { name: 'Edit Criteria' })).toBeNull();
  });

  it('asks the server for criteria of a saved job and saves them to it', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json([]),
      'GET /api/jobs/j1': () => Response.json(makeJob({ criteriaConfig: null })),
      'POST /api/jobs/j1/generate-criteria': () =>
        Response.json({ criteriaConfig: defaultCriteriaConfig(), source: 'rules' }),
      'PATCH /api/jobs/j1': () => new Response('down', { status: 500 }),
    });
    renderWithApp(<JobEditorPage />, '/hr?editJob=j1');
    await screen.findByDisplayValue('Call Centre Agent');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Criteria' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save Criteria' }));
    expect(await screen.findByText('Failed to save criteria')).toBeTruthy();
    const generate = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/generate-criteria'))!;
    expect(body(generate[1])).toEqual({
      jobTitle: 'Call Centre Agent',
      jobDescription: 'Answers customer calls',
      skills: ['Patience'],
    });
  });

  it('suggests questions with their source and takes one in place of the blank question', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json([]),
      'POST /api/questions/preview': () =>
        Response.json({
          questions: [
            { text: 'How do you handle rejection?', pillarId: 'adaptability' },
            { text: 'Describe your best sale.', pillarId: null },
          ],
          source: 'fallback',
          role: null,
        }),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    fill('Job Title', 'Sales Rep');
    fill('Job Description', 'Sells');
    fireEvent.click(screen.getByRole('button', { name: 'Suggest questions' }));
    const suggestions = await screen.findByRole('region', { name: 'Suggested questions' });
    expect(within(suggestions).getByText(/Source:/).textContent).toContain('standard questions');
    fireEvent.click(within(suggestions).getAllByRole('button', { name: 'Use question' })[0]!);
    expect((screen.getByLabelText('Question 1') as HTMLTextAreaElement).value).toBe(
      'How do you handle rejection?',
    );
    expect((screen.getByLabelText('Pillar for question 1') as HTMLSelectElement).value).toBe('adaptability');
    expect(screen.queryByLabelText('Question 2')).toBeNull();
    const preview = fetchMock.mock.calls.find(([url]) => url === '/api/questions/preview')!;
    expect(body(preview[1])).toMatchObject({ jobTitle: 'Sales Rep', criteriaConfig: { version: 'v1' } });
  });

  it("names the job family the bank recognised, sends the skills, and weighs criteria by the job's words", async () => {
    const fetchMock = stubApi({
      'GET /api/jobs': () => Response.json([]),
      'POST /api/questions/preview': () =>
        Response.json({
          questions: [{ text: 'How do you hand over to the next shift?', pillarId: 'collaboration' }],
          source: 'fallback',
          role: 'Warehouse and stores',
        }),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    fill('Job Title', 'Warehouse Shift Supervisor');
    fill('Job Description', 'Runs the night shift');
    fill('Skills', 'Forklift');
    fireEvent.click(screen.getByRole('button', { name: 'Add Skill' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suggest questions' }));
    const suggestions = await screen.findByRole('region', { name: 'Suggested questions' });
    expect(within(suggestions).getByText(/Source:/).textContent).toBe(
      'Source: question bank for Warehouse and stores roles',
    );
    const preview = fetchMock.mock.calls.find(([url]) => url === '/api/questions/preview')!;
    expect(body(preview[1])).toMatchObject({ skills: ['Forklift'] });

    fireEvent.click(screen.getByRole('button', { name: 'Generate Criteria' }));
    expect((screen.getByRole('slider', { name: 'Leadership weight' }) as HTMLInputElement).value).toBe('25');
    expect(
      (screen.getByRole('slider', { name: 'Technical / Domain Knowledge weight' }) as HTMLInputElement)
        .disabled,
    ).toBe(false);
  });

  it('toasts a failed suggestion', async () => {
    stubApi({
      'GET /api/jobs': () => Response.json([]),
      'POST /api/questions/preview': () => new Response('', { status: 502 }),
    });
    renderWithApp(<JobEditorPage />, '/hr');
    fill('Job Title', 'Sales Rep');
    fill('Job Description', 'Sells');
    fireEvent.click(screen.getByRole('button', { name: 'Suggest questions' }));
    expect(await screen.findByText('Failed to generate questions')).toBeTruthy();
  });
});
