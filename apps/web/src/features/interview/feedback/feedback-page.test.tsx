import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentExplanation } from '@sauti/core/contract/candidate-feedback';
import { CANDIDATE_PAGE_TEXTS, FEEDBACK_MESSAGES } from '@sauti/core/contract/feedback-texts';
import { stubApi } from '@/test-utils';
import { CandidatePages } from './candidate-pages';
import { candidatePageOf } from './candidate-paths';
import type { CandidateFeedbackPage } from './feedback-api';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const assessment: AssessmentExplanation = {
  jobId: 'j1',
  jobTitle: 'Field Sales Agent',
  companyName: 'Acme Solar',
  criteria: [
    { label: 'Communication', weight: 60, description: 'Explains clearly' },
    { label: 'Motivation', weight: 40, description: '' },
  ],
  retention: '6 months',
};

const page: CandidateFeedbackPage = {
  jobId: 'j1',
  jobTitle: 'Field Sales Agent',
  companyName: 'Acme Solar',
  candidateName: 'Wanjiru',
  feedback: {
    strengths: ['Communication: You explained your ideas clearly, in a way that was easy to follow.'],
    growth: ['Motivation: Say more about why this job matters to you and what you want to learn in it.'],
    note: 'Thank you.\nWe will call you.',
    figures: null,
  },
  sentAt: '2027-03-03T10:00:00.000Z',
  contactEmail: 'jobs@acme.example',
  assessment,
  review: null,
};

const TOKEN = 'T'.repeat(43);
const pagePath = '/api/candidate-feedback/s1';

function renderAt(path: string, search = '') {
  return render(<CandidatePages page={candidatePageOf(path)} search={search} />);
}

describe('candidatePageOf', () => {
  it('tells the interview, its explanation and the feedback page apart', () => {
    expect(candidatePageOf('/interview')).toEqual({ kind: 'interview', jobId: undefined });
    expect(candidatePageOf('/interview/j1/')).toEqual({ kind: 'interview', jobId: 'j1' });
    expect(candidatePageOf('/interview/j1/assessment')).toEqual({ kind: 'assessment', jobId: 'j1' });
    expect(candidatePageOf('/interview/j1/feedback/s%201')).toEqual({
      kind: 'feedback',
      jobId: 'j1',
      sessionId: 's 1',
    });
    expect(candidatePageOf('/interview/j1/other')).toEqual({ kind: 'interview', jobId: undefined });
  });
});

describe('the candidate’s feedback page (docs/behaviour/interview.md §17, §18)', () => {
  it('opens with the link’s token and shows the feedback as sent, in plain words', async () => {
    const fetchMock = stubApi({ [`POST ${pagePath}`]: () => Response.json(page) });
    renderAt('/interview/j1/feedback/s1', `?token=${TOKEN}`);
    const card = await screen.findByTestId('feedback');
    expect(within(card).getByRole('heading', { name: CANDIDATE_PAGE_TEXTS.feedbackTitle })).toBeTruthy();
    expect(within(card).getByText(page.feedback.strengths[0]!)).toBeTruthy();
    expect(within(card).getByText(page.feedback.growth[0]!)).toBeTruthy();
    expect(within(card).queryByText(/overall score/)).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'jobs@acme.example' }).getAttribute('href')).toBe(
      'mailto:jobs@acme.example',
    );
    expect(screen.getByTestId('assessed-criteria').textContent).toContain('60%');
  });

  it('asks for a human review with an optional message, then says it was sent', async () => {
    const asked: unknown[] = [];
    stubApi({
      [`POST ${pagePath}`]: () => Response.json(page),
      [`POST ${pagePath}/review-request`]: (init) => {
        asked.push(JSON.parse(String(init?.body)));
        return Response.json({
          ...page,
          review: {
            requestedAt: '2027-03-04T10:00:00.000Z',
            outcome: null,
            outcomeNote: null,
            decidedAt: null,
          },
        });
      },
    });
    renderAt('/interview/j1/feedback/s1', `?token=${TOKEN}`);
    const form = await screen.findByTestId('review-request');
    fireEvent.change(within(form).getByLabelText(/What should the person know/), {
      target: { value: 'Please listen again' },
    });
    fireEvent.click(within(form).getByRole('button', { name: CANDIDATE_PAGE_TEXTS.askReview }));
    expect(await within(form).findByText(/A person will review your interview/)).toBeTruthy();
    expect(asked).toEqual([{ token: TOKEN, message: 'Please listen again' }]);
  });

  it('shows what the review found', async () => {
    const decided = {
      requestedAt: '2027-03-04T10:00:00.000Z',
      outcome: 'decision_changed' as const,
      outcomeNote: 'We will invite you.',
      decidedAt: '2027-03-05T10:00:00.000Z',
    };
    stubApi({ [`POST ${pagePath}`]: () => Response.json({ ...page, review: decided }) });
    renderAt('/interview/j1/feedback/s1', `?token=${TOKEN}`);
    expect(await screen.findByText('After the review, the decision was changed.')).toBeTruthy();
    expect(screen.getByText('We will invite you.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: CANDIDATE_PAGE_TEXTS.askReview })).toBeNull();
  });

  it.each([
    [404, FEEDBACK_MESSAGES.linkInvalid, 'Link not valid'],
    [409, FEEDBACK_MESSAGES.linkExpired, 'Link expired'],
  ])('says so when the server refuses the link (%i)', async (status, message, title) => {
    stubApi({ [`POST ${pagePath}`]: () => Response.json({ error: 'X', message }, { status }) });
    renderAt('/interview/j1/feedback/s1', '?token=forged');
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
  });
});

describe('"How your interview is assessed"', () => {
  it('lists the job’s criteria with their weights, what is recorded, how long it is kept and who sees it', async () => {
    stubApi({ 'GET /api/public/jobs/j1/assessment': () => Response.json(assessment) });
    renderAt('/interview/j1/assessment');
    expect(await screen.findByRole('heading', { name: CANDIDATE_PAGE_TEXTS.assessmentLink })).toBeTruthy();
    const criteria = screen.getByTestId('assessed-criteria');
    expect(
      within(criteria)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Communication60%Explains clearly', 'Motivation40%']);
    expect(screen.getByTestId('retention').textContent).toContain('For 6 months after your interview.');
    expect(screen.getByRole('heading', { name: 'Who sees it' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'A person decides' })).toBeTruthy();
  });
});
