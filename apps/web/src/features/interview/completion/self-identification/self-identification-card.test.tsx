import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { questionsOf } from '@sauti/core/use-cases/self-identification/questions';
import { CANDIDATE_TOKEN_HEADER } from '@sauti/core/contract/candidate-credential';
import { SELF_ID_PRESETS } from '@sauti/core/rules/self-identification';
import { renderWithApp, stubApi } from '@/test-utils';
import { SELF_ID_TEXT, SelfIdentificationCard } from './self-identification-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const credential = { sessionId: 's-1', candidateToken: 'tok' };
const PATH = '/api/sessions/s-1/self-identification';
const questions = questionsOf({ categories: [SELF_ID_PRESETS[0]!] });

describe('the optional self-identification at the end of the interview (docs/behaviour/interview.md §19)', () => {
  it('says it is voluntary and kept apart, and sends only what the candidate chose', async () => {
    const fetchMock = stubApi({
      [`GET ${PATH}`]: () => Response.json({ questions, answered: false }),
      [`PUT ${PATH}`]: () => Response.json({ answered: true }),
    });
    renderWithApp(<SelfIdentificationCard credential={credential} />);
    expect(await screen.findByText(SELF_ID_TEXT.title)).toBeTruthy();
    expect(screen.getByText(SELF_ID_TEXT.apart)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Coloured' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'hausa' } });
    fireEvent.click(screen.getByRole('button', { name: SELF_ID_TEXT.save }));
    expect(await screen.findByText(SELF_ID_TEXT.saved)).toBeTruthy();
    const put = fetchMock.mock.calls.find((c) => c[1]?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      sex: 'female',
      firstLanguage: 'hausa',
      categories: { za_population_group: 'coloured' },
    });
    expect((put[1]!.headers as Record<string, string>)[CANDIDATE_TOKEN_HEADER]).toBe('tok');
  });

  it('can be skipped, shows the thanks when already answered, and shows nothing when it cannot load', async () => {
    stubApi({ [`GET ${PATH}`]: () => Response.json({ questions, answered: false }) });
    renderWithApp(<SelfIdentificationCard credential={credential} />);
    fireEvent.click(await screen.findByRole('button', { name: SELF_ID_TEXT.skip }));
    expect(screen.getByText(SELF_ID_TEXT.skipped)).toBeTruthy();
    cleanup();
    stubApi({ [`GET ${PATH}`]: () => Response.json({ questions, answered: true }) });
    renderWithApp(<SelfIdentificationCard credential={credential} />);
    expect(await screen.findByText(SELF_ID_TEXT.saved)).toBeTruthy();
    cleanup();
    const failing = stubApi({ [`GET ${PATH}`]: () => new Response('down', { status: 503 }) });
    const { container } = renderWithApp(<SelfIdentificationCard credential={credential} />);
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(container.textContent).not.toContain(SELF_ID_TEXT.title);
  });
});
