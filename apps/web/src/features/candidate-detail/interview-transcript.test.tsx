import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test-utils';
import { detailPayload } from './detail.fixtures';
import { InterviewTranscript } from './interview-transcript';

afterEach(cleanup);

describe('Full Interview Transcript', () => {
  it('shows the readable transcript, not the raw recogniser text', () => {
    const [first, ...rest] = detailPayload().responses;
    const responses = [
      {
        ...first!,
        transcribedText: 'i stayed calm and listened then i called the branch',
        readableText: 'I stayed calm and listened. Then I called the branch.',
      },
      ...rest,
    ];
    renderWithApp(<InterviewTranscript responses={responses} evaluation={null} />);
    const answer = screen.getByRole('listitem', { name: 'Answer 1' });
    expect(within(answer).getByText('I stayed calm and listened. Then I called the branch.')).toBeTruthy();
    expect(within(answer).queryByText(/i stayed calm/)).toBeNull();
  });
});

describe('Machine transcript', () => {
  const words = [
    { text: 'Zero', startSeconds: 0.4, endSeconds: 0.8, confidence: 0.93, unsure: false },
    { text: 'injuries.', startSeconds: 0.8, endSeconds: 1.6, confidence: 0.21, unsure: true },
  ];

  it('names the recogniser, greys the unsure words with a legend, and plays the answer from a word', async () => {
    const played: { src: string; at: number }[] = [];
    class FakeAudio {
      src = '';
      currentTime = 0;
      onended: (() => void) | null = null;
      getAttribute() {
        return this.src;
      }
      pause() {}
      play() {
        played.push({ src: this.src, at: this.currentTime });
        return Promise.resolve();
      }
    }
    const original = globalThis.Audio;
    globalThis.Audio = FakeAudio as unknown as typeof Audio;
    try {
      const [first] = detailPayload().responses;
      const response = {
        ...first!,
        readableText: 'Zero injuries.',
        words,
        transcriber: 'pocketsphinx (offline), job-adapted model',
      };
      const { SingleAudioContext, useSingleAudio } = await import('./use-single-audio');
      function WithPlayer() {
        return (
          <SingleAudioContext.Provider value={useSingleAudio()}>
            <InterviewTranscript responses={[response]} evaluation={null} />
          </SingleAudioContext.Provider>
        );
      }
      renderWithApp(<WithPlayer />);
      const answer = screen.getByRole('listitem', { name: 'Answer 1' });
      expect(
        within(answer).getByText('Machine transcript · pocketsphinx (offline), job-adapted model'),
      ).toBeTruthy();
      const unsure = within(answer).getByRole('button', { name: 'injuries. (unsure), play from 0:00' });
      expect(unsure.className).toContain('text-muted-foreground');
      const sure = within(answer).getByRole('button', { name: 'Zero, play from 0:00' });
      expect(sure.className).not.toContain('text-muted-foreground');
      expect(within(answer).getByText(/Grey words are ones the recogniser was unsure of/)).toBeTruthy();
      fireEvent.click(unsure);
      expect(played).toEqual([{ src: response.audioUrl, at: 0.8 }]);
      // The answer's Listen control shows that its recording plays.
      expect(await within(answer).findByRole('button', { name: /Pause/ })).toBeTruthy();
    } finally {
      globalThis.Audio = original;
    }
  });

  it('shows plain text, still labelled, when the recogniser gave no word timings', () => {
    const [first] = detailPayload().responses;
    renderWithApp(
      <InterviewTranscript
        responses={[{ ...first!, readableText: 'I sell phones.', words: null, transcriber: null }]}
        evaluation={null}
      />,
    );
    const answer = screen.getByRole('listitem', { name: 'Answer 1' });
    expect(within(answer).getByText('Machine transcript')).toBeTruthy();
    expect(within(answer).getByText('I sell phones.')).toBeTruthy();
    expect(within(answer).queryAllByRole('button', { name: /play from/ })).toEqual([]);
  });
});
