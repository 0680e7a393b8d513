import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { languageCapabilities } from '@sauti/core/rules/language-capabilities';
import { DEFAULT_INSTALL_PROVIDERS } from '@sauti/core/testing/provider-languages';
import { renderWithApp, stubApi } from '@/test-utils';
import { body, fill, fillValidForm, makeJob } from './job-editor-page.fixtures';
import { JobEditorPage } from './job-editor-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

const languages = { languages: languageCapabilities(DEFAULT_INSTALL_PROVIDERS) };

describe('the interview language on the job form (docs/behaviour/interview.md §22)', () => {
  it('offers only the served languages by name, says what the chosen one gets, and sends it', async () => {
    let sent: Record<string, unknown> = {};
    stubApi({
      'GET /api/jobs': () => Response.json([]),
      'GET /api/interview-languages': () => Response.json(languages),
      'POST /api/jobs': (init) => {
        sent = body(init);
        return Response.json(makeJob({ id: 'j9', language: 'af', status: 'active' }), { status: 201 });
      },
    });
    renderWithApp(<JobEditorPage />, '/hr');
    const field = screen.getByLabelText('Interview Language') as HTMLSelectElement;
    await waitFor(() => expect(field.options.length).toBeGreaterThan(1));
    const options = [...field.options].map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['English', 'Afrikaans', 'Oshiwambo']));
    expect(options.some((o) => o?.startsWith('Zulu'))).toBe(false);

    fillValidForm();
    fill('Interview Language', 'af');
    expect(
      screen.getByText(
        'Write the questions in Afrikaans. Candidates get spoken questions and recordings, scored by your team.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish Job' }));
    await waitFor(() => expect(sent.language).toBe('af'));
  });

  it('drafts the English questions in the chosen language for HR to edit, and says why when it cannot', async () => {
    let asked: Record<string, unknown> = {};
    let reply = () =>
      Response.json({
        language: 'sw',
        questions: ['Tafadhali tuambie kuhusu mauzo yako.'],
        translator: 'fake-model',
      });
    stubApi({
      'GET /api/jobs': () => Response.json([]),
      'GET /api/interview-languages': () => Response.json(languages),
      'POST /api/questions/translate': (init) => {
        asked = body(init);
        return reply();
      },
    });
    renderWithApp(<JobEditorPage />, '/hr');
    const field = screen.getByLabelText('Interview Language') as HTMLSelectElement;
    await waitFor(() => expect(field.options.length).toBeGreaterThan(1));
    fill('Question 1', 'Tell us about a sale you closed.');
    expect(screen.queryByRole('button', { name: /^Draft a translation/ })).toBeNull();
    fill('Interview Language', 'sw');
    fireEvent.click(screen.getByRole('button', { name: 'Draft a translation into Swahili' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Question 1') as HTMLTextAreaElement).value).toBe(
        'Tafadhali tuambie kuhusu mauzo yako.',
      ),
    );
    expect(asked).toEqual({ language: 'sw', questions: ['Tell us about a sale you closed.'] });
    reply = () =>
      Response.json(
        {
          error: 'PROVIDER_UNAVAILABLE',
          message: 'No language model is configured: write the questions in the interview language yourself.',
        },
        { status: 503 },
      );
    fireEvent.click(screen.getByRole('button', { name: 'Draft a translation into Swahili' }));
    expect(
      await screen.findByText(
        'No language model is configured: write the questions in the interview language yourself.',
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText('Question 1') as HTMLTextAreaElement).value).toBe(
      'Tafadhali tuambie kuhusu mauzo yako.',
    );
  });
});
