import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { getCalls, reviewEvaluation, reviewSession, stubFetch } from '@/api/testing/review.fixtures';
import { renderWithApp } from '@/test-utils';
import { CandidateDetailPage } from './candidate-detail-page';
import { detailPayload } from './detail.fixtures';

const DETAIL = '/api/jobs/j1/candidates-v2/s1';
let played: string[] = [];

beforeEach(() => {
  played = [];
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(new URL(this.src).pathname);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDetail() {
  return renderWithApp(
    <Routes>
      <Route path="/jobs/:jobId/candidates/:sessionId" element={<CandidateDetailPage />} />
    </Routes>,
    '/jobs/j1/candidates/s1',
  );
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling?.textContent;

describe('Candidate detail (docs/behaviour/review.md §2.4)', () => {
  it('shows the header figures, the summary and the quality gate', async () => {
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload()) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeTruthy();
    expect(screen.getByText('amina@acme.co.ke')).toBeTruthy();
    // No applicant tracking system's id: nothing said about one.
    expect(screen.queryByText(/External reference/)).toBeNull();
    expect(screen.getByText(/Interviewed 10 Feb 2026/)).toBeTruthy();
    expect(figure('Overall score')).toBe('82% - Partial Match');
    expect(figure('Criteria met')).toBe('1/2');
    expect(figure('Duration')).toBe('14 min');
    expect(figure('Questions answered')).toBe('3');
    expect(screen.getByText('A confident communicator with structured answers.')).toBeTruthy();
    const gate = screen.getByRole('region', { name: 'Needs human review' });
    expect(within(gate).getByText('Question 3 not assessable: no speech detected')).toBeTruthy();
    expect(within(gate).getByText(/2 evidence quotes were dropped/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View CV' }).getAttribute('href')).toBe('/download/cv/s1');
    expect(screen.getByRole('link', { name: 'View CV' }).getAttribute('target')).toBe('_blank');
  });

  it("marks an interview taken on a phone call with a 'Phone' badge, and only such one", async () => {
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload({ byPhone: true })) });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Amina Otieno' });
    expect(screen.getByText('Phone', { selector: 'span' })).toBeTruthy();
    cleanup();
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload({ byPhone: false })) });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Amina Otieno' });
    expect(screen.queryByText('Phone', { selector: 'span' })).toBeNull();
  });

  it('falls back to the recommendation, hides View CV without a CV and the gate when clean', async () => {
    stubFetch({
      [`GET ${DETAIL}`]: () =>
        Response.json(
          detailPayload({
            session: reviewSession({
              candidateName: null,
              completedAt: null,
              startedAt: 'bad',
              externalReference: 'GH-48213',
            }),
            evaluation: reviewEvaluation({ feedback: null }),
            durationMinutes: null,
          }),
        ),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonymous Candidate' })).toBeTruthy();
    expect(screen.getByText('Recommend a panel interview.')).toBeTruthy();
    expect(screen.getByText(/Interviewed N\/A/)).toBeTruthy();
    expect(screen.getByText('External reference: GH-48213')).toBeTruthy();
    expect(figure('Duration')).toBe('N/A');
    expect(screen.queryByRole('link', { name: 'View CV' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Needs human review' })).toBeNull();
  });

  it('sends the hiring decision, null for No decision yet, and shows the updated date', async () => {
    let session = reviewSession({
      hiringOutcome: 'considering',
      hiringOutcomeUpdatedAt: '2026-03-01T10:00:00Z',
    });
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () => Response.json(detailPayload({ session })),
      'PUT /api/candidate-sessions/s1/hiring-outcome': (_url, init) => {
        const { hiringOutcome } = JSON.parse(String(init?.body)) as { hiringOutcome: 'hired' | null };
        session = { ...session, hiringOutcome, hiringOutcomeUpdatedAt: '2026-03-02T10:00:00Z' };
        return Response.json({ session });
      },
    });
    renderDetail();
    const select = await screen.findByRole('combobox', { name: 'Hiring Decision' });
    expect((select as HTMLSelectElement).value).toBe('considering');
    expect(screen.getByText('Updated 1 Mar 2026')).toBeTruthy();
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'No decision yet',
      'Hired',
      'Rejected',
      'Still Considering',
    ]);

    fireEvent.change(select, { target: { value: 'hired' } });
    expect(await screen.findByText('Hiring decision updated')).toBeTruthy();
    expect(await screen.findByText('Updated 2 Mar 2026')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Hiring Decision' }), { target: { value: '' } });
    await waitFor(() => expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT')).toHaveLength(2));
    const bodies = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'PUT')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([{ hiringOutcome: 'hired' }, { hiringOutcome: null }]);
  });

  it("names the summary and the evidence's reasoning by who made them: 'AI' only for a language model", async () => {
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload()) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'Built-in scoring summary' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Communication 90% (meets)' }));
    expect((await screen.findByText(/Shows ownership\./, { selector: 'p' })).textContent).toBe(
      'Built-in scoring: Shows ownership.',
    );
    expect(screen.queryByText(/\bAI\b/)).toBeNull();
    cleanup();

    const byModel = reviewEvaluation({
      evaluator: { usesLanguageModel: true, label: 'Scored by the language model gpt-4o-mini' },
    });
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload({ evaluation: byModel })) });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 2, name: 'AI Summary' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Communication 90% (meets)' }));
    expect((await screen.findByText(/Shows ownership\./, { selector: 'p' })).textContent).toBe(
      'AI reasoning: Shows ownership.',
    );
  });

  it('expands a criterion with its rationale, evidence, sub-criteria and related questions', async () => {
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload()) });
    renderDetail();
    const trigger = await screen.findByRole('button', { name: 'Communication 90% (meets)' });
    expect(screen.getByRole('button', { name: 'Problem Solving 55% (does not meet)' })).toBeTruthy();
    fireEvent.click(trigger);
    expect(await screen.findByText('Clear and concise.')).toBeTruthy();
    expect(screen.getByText('The candidate explained their past role in order.')).toBeTruthy();
    expect(screen.getByText(/I led a team of five/)).toBeTruthy();
    expect(screen.getByText('Shows ownership.')).toBeTruthy();
    expect(screen.getByText('Clarity')).toBeTruthy();
    expect(screen.getByText('(not assessed)', { exact: false }).parentElement?.textContent).toBe(
      'Listening (not assessed)',
    );
    expect(screen.getByText('Well structured answer.')).toBeTruthy();
  });

  it('plays the answer a quote came from, one recording at a time', async () => {
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload()) });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: /Communication 90%/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Play answer' }));
    expect(played).toEqual(['/api/audio/s1/q1.webm']);
    expect(screen.getByRole('button', { name: 'Pause answer' })).toBeTruthy();

    const related = screen.getByRole('listitem', { name: 'Question 1' });
    fireEvent.click(within(related).getByRole('button', { name: 'Play' }));
    expect(played.at(-1)).toBe('/api/audio/s1/q0.webm');
    expect(screen.getByRole('button', { name: 'Play answer' })).toBeTruthy();

    const answer2 = screen.getByRole('listitem', { name: 'Answer 2' });
    fireEvent.click(within(answer2).getByRole('button', { name: 'Listen' }));
    expect(played.at(-1)).toBe('/api/audio/s1/q1.webm');
    expect(within(related).getByRole('button', { name: 'Play' })).toBeTruthy();
    fireEvent.click(within(answer2).getByRole('button', { name: 'Pause' }));
    expect(within(answer2).getByRole('button', { name: 'Listen' })).toBeTruthy();
    expect(played).toHaveLength(3);
  });

  it('lists the transcript with durations and the placeholders', async () => {
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload()) });
    renderDetail();
    const first = await screen.findByRole('listitem', { name: 'Answer 1' });
    expect(within(first).getByText('Question text 1?', { exact: false })).toBeTruthy();
    expect(within(first).getByText('Answer text 1.')).toBeTruthy();
    expect(within(first).getByText('42s')).toBeTruthy();
    const third = screen.getByRole('listitem', { name: 'Answer 3' });
    expect(within(third).getByText('No transcript available')).toBeTruthy();
    expect(within(third).getByText('No audio recording available')).toBeTruthy();
  });

  it('prints a report with the header figures, summary, criteria and transcript', async () => {
    const doc = { open: vi.fn(), write: vi.fn(), close: vi.fn() };
    const open = vi.fn(() => ({ document: doc, focus: vi.fn(), setTimeout: vi.fn(), print: vi.fn() }));
    vi.stubGlobal('open', open);
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload()) });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Report' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const html = String(doc.write.mock.calls[0]?.[0]);
    for (const text of [
      'Candidate Report - Amina Otieno',
      '82% - Partial Match',
      '1/2',
      '14 min',
      'A confident communicator with structured answers.',
      'Question 3 not assessable: no speech detected',
      'Clear and concise.',
      'The candidate explained their past role in order.',
      'I led a team of five',
      'Shows ownership.',
      'Answer text 2.',
      'No transcript available',
    ])
      expect(html).toContain(text);
  });

  it('toggles the panel from the header and the footer', async () => {
    let inPanel = false;
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () => Response.json(detailPayload({ session: reviewSession({ inPanel }) })),
      'POST /api/jobs/j1/panel/add': () => {
        inPanel = true;
        return Response.json({ session: reviewSession({ inPanel }) });
      },
      'POST /api/jobs/j1/panel/remove': () => {
        inPanel = false;
        return Response.json({ session: reviewSession({ inPanel }) });
      },
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Interview Panel' }));
    expect(await screen.findByText('Amina Otieno has been added to your interview panel.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'View Panel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'In Panel' }));
    expect(await screen.findByText('Amina Otieno has been removed from your interview panel.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add to Panel' })).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown])).toEqual([
      ['/api/jobs/j1/panel/add', { sessionId: 's1' }],
      ['/api/jobs/j1/panel/remove', { sessionId: 's1' }],
    ]);
  });

  it('shows the identity evidence when verification applies and reloads after a decision', async () => {
    const session = reviewSession({
      verificationStatus: 'pending',
      verificationFilePath: 's1/verification.webm',
      verificationPhrase: 'Blue river seven',
      phraseMatchExact: true,
      phraseMatchScore: 1,
    });
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () => Response.json(detailPayload({ session })),
      'POST /api/verification/admin/update': () =>
        Response.json({ sessionId: 's1', verificationStatus: 'passed' }),
    });
    renderDetail();
    expect(await screen.findByText('Blue river seven')).toBeTruthy();
    expect(screen.getByText('Exact match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(getCalls(fetchMock, DETAIL)).toHaveLength(2));
  });

  it('hides the identity section when verification is not required', async () => {
    stubFetch({ [`GET ${DETAIL}`]: () => Response.json(detailPayload()) });
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Amina Otieno' });
    expect(screen.queryByText('Identity verification')).toBeNull();
  });

  it("shows 'Candidate not found' for a 404 and a retry for other failures", async () => {
    let status = 404;
    stubFetch({ [`GET ${DETAIL}`]: () => new Response('missing', { status }) });
    const view = renderDetail();
    expect(await screen.findByText('Candidate not found')).toBeTruthy();
    view.unmount();
    status = 500;
    renderDetail();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
