import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCandidate, makeJob, makePayload, makeResponse } from './dashboard-fixtures';
import { fakeReportWindow, renderDashboard, stubDashboardApi } from './job-results-test-kit';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const twoAnswers = [
  makeResponse({
    id: 'r1',
    questionIndex: 1,
    questionText: 'Why sales?',
    transcribedText: null,
    readableText: null,
    duration: 12.4,
    audioUrl: '/api/audio/s-1/q1.webm',
  }),
  makeResponse({
    id: 'r0',
    questionIndex: 0,
    questionText: 'Who are you?',
    transcribedText: 'a seller',
    readableText: 'A seller.',
    duration: 30,
  }),
];

async function showCard(candidate = makeCandidate('s-1', { responses: twoAnswers }), job = makeJob()) {
  stubDashboardApi(() => makePayload([candidate], { job }));
  renderDashboard();
  await screen.findByRole('list', { name: 'Candidates' });
  return within(screen.getByRole('heading', { level: 3, name: 'Candidate s-1' }).closest('li')!);
}

describe('legacy dashboard card actions (docs/behaviour/review.md §2.2)', () => {
  it('View Full Transcript lists every question, answer (or placeholder) and duration', async () => {
    const card = await showCard();
    fireEvent.click(card.getByRole('button', { name: 'View Full Transcript' }));
    const dialog = await screen.findByRole('dialog', { name: 'Interview Transcript' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Question 1: Who are you?30sMachine transcriptA seller.',
      'Question 2: Why sales?12sNo transcript available',
    ]);
  });

  it('View Details shows the evaluation, and links criteria-v1 jobs to the criteria page', async () => {
    const card = await showCard(undefined, makeJob({ evalVersion: 'criteria-v1' }));
    fireEvent.click(card.getByRole('button', { name: 'View Details' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Candidate s-1' }));
    expect(dialog.getByText('75%')).toBeTruthy();
    expect(dialog.getAllByText('Hire').length).toBeGreaterThan(0);
    expect(dialog.getByText('Communication: 80%')).toBeTruthy();
    expect(dialog.getByText('Summary of s-1')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Open Criteria Review' }).getAttribute('href')).toBe(
      '/jobs/job-1/candidates/s-1',
    );
  });

  it('Play Recording plays the answers one after another, in question order', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    const card = await showCard();
    fireEvent.click(card.getByRole('button', { name: 'Play Recording' }));
    const audio = document.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/api/audio/s-1/q0.webm');
    expect(card.getByRole('button', { name: 'Stop (1/2)' })).toBeTruthy();
    act(() => void audio.dispatchEvent(new Event('ended')));
    expect(audio.getAttribute('src')).toBe('/api/audio/s-1/q1.webm');
    expect(play).toHaveBeenCalledTimes(2);
    act(() => void audio.dispatchEvent(new Event('ended')));
    expect(card.getByRole('button', { name: 'Play Recording' })).toBeTruthy();
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("says 'No audio recording available' when no answer has audio", async () => {
    const card = await showCard(makeCandidate('s-1', { responses: [makeResponse({ audioUrl: null })] }));
    expect(
      card.getByRole<HTMLButtonElement>('button', { name: 'No audio recording available' }).disabled,
    ).toBe(true);
  });

  it("Download CV opens /download/cv/{sessionId}; without a CV it is disabled as 'No CV uploaded'", async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const card = await showCard(makeCandidate('s-1', { session: { hasCv: true } }));
    fireEvent.click(card.getByRole('button', { name: 'Download CV' }));
    expect(open).toHaveBeenCalledWith('/download/cv/s-1', '_blank', 'noopener');
    cleanup();

    const noCv = await showCard(makeCandidate('s-1', { session: { hasCv: false } }));
    expect(noCv.queryByRole('button', { name: 'Download CV' })).toBeNull();
    const button = noCv.getByRole<HTMLButtonElement>('button', { name: 'No CV uploaded' });
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('Export PDF writes the candidate report to a new window, or alerts when popups are blocked', async () => {
    const report = fakeReportWindow();
    const open = vi.fn(() => report.win);
    const alert = vi.fn();
    vi.stubGlobal('open', open);
    vi.stubGlobal('alert', alert);
    const card = await showCard();
    fireEvent.click(card.getByRole('button', { name: 'Export PDF' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(report.html()).toContain('<title>Candidate s-1 - Candidate Report</title>');
    expect(report.html()).toContain('Question 2: Why sales?');

    open.mockReturnValue(null as never);
    fireEvent.click(card.getByRole('button', { name: 'Export PDF' }));
    expect(alert).toHaveBeenCalledWith('Please allow popups to export PDF');
  });
});
