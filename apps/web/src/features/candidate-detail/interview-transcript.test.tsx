import { cleanup, screen, within } from '@testing-library/react';
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
