import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HrFeedbackView } from '@sauti/core/contract/candidate-feedback';
import { FEEDBACK_MESSAGES } from '@sauti/core/contract/feedback-texts';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { humanReviewView } from '@/api/testing/feedback.fixtures';
import { reviewSession, stubFetch } from '@/api/testing/review.fixtures';
import { renderWithApp } from '@/test-utils';
import { CandidateDetailPage } from './candidate-detail-page';
import { detailPayload } from './detail.fixtures';

const DETAIL = '/api/jobs/j1/candidates-v2/s1';
const FEEDBACK = `${DETAIL}/feedback`;

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const generated = {
  strengths: ['Communication: You explained your ideas clearly, in a way that was easy to follow.'],
  growth: [
    'Problem Solving: When you talk about a problem, say what you did first, what you decided, and how it ended.',
  ],
  note: null,
  figures: null,
};

function feedbackView(overrides: Partial<HrFeedbackView> = {}): HrFeedbackView {
  return {
    sessionId: 's1',
    status: 'pending',
    basis: 'generated',
    humanReasons: [],
    generated,
    current: generated,
    edited: false,
    autoSendAt: '2026-02-12T10:00:00.000Z',
    sent: null,
    receiptSentAt: '2026-02-10T10:20:00.000Z',
    canMail: true,
    showScores: false,
    review: null,
    ...overrides,
  };
}

function renderDetail() {
  return renderWithApp(
    <Routes>
      <Route path="/jobs/:jobId/candidates/:sessionId" element={<CandidateDetailPage />} />
    </Routes>,
    '/jobs/j1/candidates/s1',
  );
}

const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://x').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Feedback to the candidate (docs/behaviour/interview.md §17)', () => {
  it('shows the draft generated from the evaluation, when it goes by itself, and sends HR’s edit after a confirmation', async () => {
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () => Response.json(detailPayload()),
      [`GET ${FEEDBACK}`]: () => Response.json(feedbackView()),
      [`POST ${FEEDBACK}/send`]: () =>
        Response.json(
          feedbackView({
            status: 'sent',
            sent: {
              content: generated,
              at: '2026-02-11T09:00:00.000Z',
              by: 'hr@acme.co.ke',
              automatic: false,
            },
          }),
        ),
    });
    renderDetail();
    const card = await screen.findByTestId('candidate-feedback');
    expect(within(card).getByText('Goes to the candidate automatically on 12 Feb 2026')).toBeTruthy();
    expect(within(card).getByText('Receipt sent 10 Feb 2026.')).toBeTruthy();
    const strength = within(card).getByLabelText('Strength 1') as HTMLTextAreaElement;
    expect(strength.value).toBe(generated.strengths[0]);
    fireEvent.change(strength, { target: { value: 'You gave clear examples.' } });
    fireEvent.change(within(card).getByLabelText('A message of your own (optional)'), {
      target: { value: 'Thank you!' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Send now' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', `${FEEDBACK}/send`)).toHaveLength(1));
    expect(bodiesOf(fetchMock, 'POST', `${FEEDBACK}/send`)[0]).toEqual({
      strengths: ['You gave clear examples.'],
      growth: generated.growth,
      note: 'Thank you!',
    });
    expect(await screen.findByText('Feedback sent to the candidate')).toBeTruthy();
  });

  it('asks for a message written by a person, with HR’s reasons, for a flagged interview', async () => {
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () => Response.json(detailPayload()),
      [`GET ${FEEDBACK}`]: () =>
        Response.json(
          feedbackView({
            basis: 'human',
            humanReasons: ['Switched tabs 7 times during the interview'],
            generated: null,
            current: null,
            autoSendAt: null,
          }),
        ),
      [`PUT ${FEEDBACK}`]: () => Response.json(feedbackView()),
    });
    renderDetail();
    const card = await screen.findByTestId('candidate-feedback');
    expect(within(card).getByRole('note').textContent).toContain(
      'Switched tabs 7 times during the interview',
    );
    expect(within(card).queryByLabelText('Strength 1')).toBeNull();
    fireEvent.change(within(card).getByLabelText('Your message to the candidate'), {
      target: { value: 'Hello' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PUT', FEEDBACK)).toEqual([{ strengths: [], growth: [], note: 'Hello' }]),
    );
  });

  it('shows what was sent, by whom, and the candidate’s review request with the form for its outcome', async () => {
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () => Response.json(detailPayload()),
      [`GET ${FEEDBACK}`]: () =>
        Response.json(
          feedbackView({
            status: 'sent',
            sent: { content: generated, at: '2026-02-11T09:00:00.000Z', by: null, automatic: true },
            review: humanReviewView({ sessionId: 's1', message: 'Please listen again.' }),
          }),
        ),
      'POST /api/review-requests/r1/outcome': () =>
        Response.json({ id: 'r1', outcome: 'decision_stands', candidateToldAt: '2026-02-13T09:00:00.000Z' }),
    });
    renderDetail();
    const card = await screen.findByTestId('candidate-feedback');
    expect(within(card).getByText('Sent 11 Feb 2026 automatically')).toBeTruthy();
    expect(within(card).getByTestId('sent-feedback').textContent).toContain(
      'You explained your ideas clearly',
    );
    const review = within(card).getByTestId('human-review');
    expect(within(review).getByText('Please listen again.')).toBeTruthy();
    const record = within(review).getByRole('button', { name: 'Record and tell the candidate' });
    expect((record as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(review).getByLabelText('The decision was changed'));
    fireEvent.change(within(review).getByLabelText(/Note to the candidate/), {
      target: { value: 'We will invite you.' },
    });
    fireEvent.click(record);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/review-requests/r1/outcome')).toEqual([
        { outcome: 'decision_changed', note: 'We will invite you.' },
      ]),
    );
  });
});

describe('No rejection on the score alone (docs/behaviour/review.md §12)', () => {
  it('asks to confirm a rejection nobody looked into, and sends the confirmation', async () => {
    let confirmed = false;
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () => Response.json(detailPayload()),
      'PUT /api/candidate-sessions/s1/hiring-outcome': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { confirmWithoutReview?: boolean };
        if (!body.confirmWithoutReview)
          return Response.json(
            { error: 'CONFLICT', message: FEEDBACK_MESSAGES.rejectionNeedsConfirmation },
            { status: 409 },
          );
        confirmed = true;
        return Response.json({ session: reviewSession({ hiringOutcome: 'rejected' }) });
      },
    });
    renderDetail();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Hiring Decision' }), {
      target: { value: 'rejected' },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Nobody has opened this candidate’s evidence/)).toBeTruthy();
    expect(screen.queryByText('Failed to update hiring decision')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'A person decided: reject' }));
    await waitFor(() => expect(confirmed).toBe(true));
    expect(bodiesOf(fetchMock, 'PUT', '/api/candidate-sessions/s1/hiring-outcome')).toEqual([
      { hiringOutcome: 'rejected' },
      { hiringOutcome: 'rejected', confirmWithoutReview: true },
    ]);
  });

  it('records that the reviewer opened a criterion and played an answer, once each', async () => {
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () => Response.json(detailPayload()),
      'POST /api/candidate-sessions/s1/review-events': () =>
        Response.json({ recorded: true }, { status: 201 }),
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Communication 90% (meets)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Problem Solving 55% (does not meet)' }));
    const [play] = screen.getAllByRole('button', { name: /Listen/ });
    fireEvent.click(play!);
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/candidate-sessions/s1/review-events')).toEqual([
        { kind: 'criterion_opened' },
        { kind: 'answer_played' },
      ]),
    );
  });
});
