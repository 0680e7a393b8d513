import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCapabilities } from '@sauti/core/rules/language-capabilities';
import { DEFAULT_INSTALL_PROVIDERS } from '@sauti/core/testing/provider-languages';
import { renderWithApp, stubApi } from '@/test-utils';
import { LandingPage } from './landing-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the landing page says what works per language here (docs/behaviour/interview.md §22)', () => {
  it('lists the served languages with what each gets, from the installation, and promises nothing "coming soon"', async () => {
    stubApi({
      'GET /api/interview-languages': () =>
        Response.json({ languages: languageCapabilities(DEFAULT_INSTALL_PROVIDERS) }),
    });
    renderWithApp(<LandingPage />, '/');
    const list = await screen.findByRole('list', { name: 'Interview languages on this installation' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBe(7));
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows[0]).toBe('Englishspoken questions, transcripts and scores');
    expect(rows).toContain('Swahili (Kiswahili)spoken questions and recordings, scored by your team');
    expect(rows).toContain('Oshiwamborecorded and scored by your team');
    expect(rows.some((r) => r?.startsWith('Zulu'))).toBe(false);
    expect(
      screen.getByText(
        'Interviews in English, Afrikaans, Swahili, French, Portuguese, Amharic and Oshiwambo',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });
});
