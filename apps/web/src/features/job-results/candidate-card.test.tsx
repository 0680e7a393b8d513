import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCandidate, makePayload } from './dashboard-fixtures';
import { renderDashboard, stubDashboardApi } from './job-results-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function showCards(...candidates: ReturnType<typeof makeCandidate>[]) {
  stubDashboardApi(() => makePayload(candidates));
  renderDashboard();
  await screen.findByRole('list', { name: 'Candidates' });
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const scoreBar = (name: string) => within(card(name)).getByRole('progressbar', { name: 'Built-in score' });

describe('legacy dashboard candidate card (docs/behaviour/review.md §2.2)', () => {
  it('shows contact, date, score bar, voice status, competencies and assessment text', async () => {
    await showCards(
      makeCandidate('s-1', {
        session: { candidateName: 'Amina Otieno', candidatePhone: '+254711000222', voiceScore: 0.72 },
        evaluation: { overallScore: 84 },
      }),
    );
    const c = within(card('Amina Otieno'));
    expect(c.getByText('+254711000222')).toBeTruthy();
    expect(c.getByText('s-1@example.co.ke')).toBeTruthy();
    expect(c.getByText(/6 Jan 2026/)).toBeTruthy();
    expect(scoreBar('Amina Otieno').getAttribute('aria-valuenow')).toBe('84');
    expect(scoreBar('Amina Otieno').dataset.colour).toBe('green');
    // One scale per figure on every review screen: the score in percent (it read 84/100 here and
    // 84% on the overview), the criteria of the job in percent (three fixed sub-scores out of 10).
    expect(c.getByText('84%')).toBeTruthy();
    expect(c.getByLabelText('Voice status: Voice Match')).toBeTruthy();
    expect(c.getByText('Communication').nextElementSibling?.textContent).toBe('80%');
    expect(c.getByText('Problem Solving').nextElementSibling?.textContent).toBe('60%');
    expect(c.queryByText('Motivation')).toBeNull();
    expect(c.getByText('Hire · Partial Match · 1/2 criteria met')).toBeTruthy();
    expect(c.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Clear speaker', 'Knows the product', 'Little closing experience']),
    );
    expect(c.getByText('Areas to Watch')).toBeTruthy();
    expect(c.getAllByText('Hire').length).toBeGreaterThan(0);
    expect(c.getByText('Built-in scoring, no language model')).toBeTruthy();
    expect(c.queryByText('Quality Check Needed')).toBeNull();
    expect(c.queryByRole('alert')).toBeNull();
  });

  it("calls the score the AI's only when a language model made it", async () => {
    await showCards(
      makeCandidate('s-1', {
        session: { candidateName: 'Kofi' },
        evaluation: {
          overallScore: 77,
          evaluator: { usesLanguageModel: true, label: 'Scored by the language model gpt-4o-mini' },
        },
      }),
      makeCandidate('s-2', { session: { candidateName: 'Esi' }, evaluation: { overallScore: 66 } }),
    );
    expect(within(card('Kofi')).getByRole('progressbar', { name: 'AI Score' })).toBeTruthy();
    expect(within(card('Esi')).queryByText('AI Score')).toBeNull();
    expect(within(card('Esi')).getByText('Built-in score')).toBeTruthy();
  });

  it('shows an interview that was not scored as such, with the reasons, and no score', async () => {
    await showCards(
      makeCandidate('s-1', {
        session: { candidateName: 'Dalia' },
        evaluation: {
          overallScore: null,
          recommendation: null,
          recommendationSlug: null,
          scored: false,
          notScoredReasons: ['Only 1 of 4 answers could be assessed; a score needs at least 3.'],
        },
      }),
    );
    const c = within(card('Dalia'));
    expect(c.getByText('Not scored — needs a human listen')).toBeTruthy();
    expect(c.getByText('Only 1 of 4 answers could be assessed; a score needs at least 3.')).toBeTruthy();
    expect(c.queryByRole('progressbar', { name: 'Built-in score' })).toBeNull();
  });

  it('uses the placeholders and colours the score bar by the 80/60 bands', async () => {
    await showCards(
      makeCandidate('s-1', {
        session: { candidateName: null, startedAt: 'not a date', completedAt: null, voiceScore: 30 },
        evaluation: { overallScore: 79 },
      }),
      makeCandidate('s-2', { session: { candidateName: 'Low' }, evaluation: { overallScore: 59 } }),
      makeCandidate('s-3', { session: { candidateName: 'Edge' }, evaluation: { overallScore: 60 } }),
    );
    const anonymous = within(card('Anonymous Candidate'));
    expect(anonymous.getByText('Date not available')).toBeTruthy();
    expect(anonymous.getByLabelText('Voice status: Needs Review')).toBeTruthy();
    expect(scoreBar('Anonymous Candidate').dataset.colour).toBe('yellow');
    expect(scoreBar('Edge').dataset.colour).toBe('yellow');
    expect(scoreBar('Low').dataset.colour).toBe('red');
    expect(within(card('Low')).getByLabelText('Voice status: Loading')).toBeTruthy();
  });

  it('warns about a missing identity clip, a voice mismatch and quality flags', async () => {
    await showCards(
      makeCandidate('s-1', {
        identityClipMissing: true,
        voiceMismatch: true,
        qualityFlags: [
          { code: 'tab_switching', message: 'Switched tabs 5 times during the interview' },
          { code: 'long_response', message: 'A response lasted longer than 5 minutes' },
        ],
      }),
    );
    const c = within(card('Candidate s-1'));
    const alerts = c.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Identity verification required, but no verification clip is on file.',
      'Voice identity mismatch: some answers may not be from the same person.',
    ]);
    const box = c.getByRole('region', { name: 'Quality Check Needed' });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Switched tabs 5 times during the interview', 'A response lasted longer than 5 minutes']);
  });

  it("shows the transcript gate's verdict: answers not assessable and Needs human review", async () => {
    await showCards(
      makeCandidate('s-1', {
        evaluation: {
          needsHumanReview: true,
          notAssessable: [
            {
              questionIndex: 1,
              reason: 'no speech detected',
              message: 'Question 2 not assessable: no speech detected',
            },
          ],
        },
      }),
      makeCandidate('s-2'),
    );
    const c = within(card('Candidate s-1'));
    expect(c.getByText('Needs human review')).toBeTruthy();
    expect(c.getByText('Question 2 not assessable: no speech detected')).toBeTruthy();
    expect(within(card('Candidate s-2')).queryByText('Needs human review')).toBeNull();
  });

  it("shows N/A for a criterion the evaluation gave no score and lists each card's actions", async () => {
    const candidate = makeCandidate('s-1');
    candidate.figures.criteria[0] = { ...candidate.figures.criteria[0]!, percent: null, met: false };
    await showCards(candidate);
    const c = within(card('Candidate s-1'));
    expect(c.getByText('Communication').nextElementSibling?.textContent).toBe('N/A');
    for (const name of [
      'View Details',
      'View Full Transcript',
      'Play Recording',
      'No CV uploaded',
      'Export PDF',
    ]) {
      expect(c.getByRole('button', { name })).toBeTruthy();
    }
  });
});
