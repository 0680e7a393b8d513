import { describe, expect, it } from 'vitest';
import type { UploadStatus } from '../uploads/upload-queue';
import { tallyAnswers } from './acknowledged';

describe('tallyAnswers', () => {
  const status = (questionIndex: number, state: UploadStatus['state']): UploadStatus => ({
    key: `s:${questionIndex}`,
    sessionId: 's',
    questionIndex,
    state,
    failures: 0,
  });
  it('completes only when every question is acknowledged by the server', () => {
    expect(tallyAnswers(3, [0], [status(1, 'uploaded'), status(2, 'uploading')])).toEqual({
      acknowledged: 2,
      missing: [],
      refused: [],
      complete: false,
    });
    expect(tallyAnswers(3, [0], [status(1, 'uploaded'), status(2, 'uploaded')]).complete).toBe(true);
    expect(tallyAnswers(3, [0], [status(2, 'saved')]).missing).toEqual([1]);
  });

  it('counts a refused answer as neither received nor missing, even when the server held an earlier one', () => {
    const tally = tallyAnswers(2, [0, 1], [status(1, 'refused')]);
    expect(tally).toMatchObject({ acknowledged: 1, missing: [], refused: [1], complete: false });
  });
});
