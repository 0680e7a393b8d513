import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnrollmentStage } from './enrollment-stage';
import { createMemoryWarmUpDrafts } from './warm-up-draft';

const credential = { sessionId: 's1', candidateToken: 'tok' };

describe('the voice warm-up kept on the device (docs/behaviour/interview.md §4.3)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:warm-up');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(cleanup);

  it('shows a take recorded before a reload again, ready to continue, and forgets it on Re-record', async () => {
    const drafts = createMemoryWarmUpDrafts();
    const audio = new Blob(['take'], { type: 'audio/webm' });
    await drafts.put({ sessionId: 's1', audio, durationSeconds: 7.4 });
    await drafts.put({ sessionId: 'someone-else', audio, durationSeconds: 3 });
    const opened = Promise.resolve(drafts);
    render(<EnrollmentStage credential={credential} onEnrolled={() => undefined} drafts={opened} />);
    // Before, the page came back at Start recording and the take was gone.
    expect(await screen.findByLabelText('Your recording')).toBeTruthy();
    expect(screen.getByText('0:07')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to the questions' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Re-record' }));
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeTruthy();
    await waitFor(async () => expect(await drafts.get('s1')).toBeNull());
    expect(await drafts.get('someone-else')).not.toBeNull();
  });

  it('starts at Start recording when nothing was kept for this interview', async () => {
    const drafts = createMemoryWarmUpDrafts();
    render(
      <EnrollmentStage
        credential={credential}
        onEnrolled={() => undefined}
        drafts={Promise.resolve(drafts)}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Start recording' })).toBeTruthy();
    expect(screen.queryByLabelText('Your recording')).toBeNull();
  });
});
