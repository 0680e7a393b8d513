import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test-utils';
import {
  isPhotoPath,
  phraseMatchText,
  VerificationDecision,
  verificationMediaUrl,
  type VerificationEvidence,
} from './verification-decision';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending: VerificationEvidence = {
  sessionId: 's1',
  status: 'pending',
  filePath: 's1/verification.webm',
  phrase: 'Blue river seven mangoes',
  phraseMatchExact: false,
  phraseMatchScore: 0.92,
};

describe('VerificationDecision (docs/behaviour/interview.md §4.5)', () => {
  it('shows the video, the phrase and the match score of a pending check', () => {
    stubApi({});
    renderWithApp(<VerificationDecision evidence={pending} />);
    expect(screen.getByLabelText('Identity video').getAttribute('src')).toBe(
      '/api/verification/s1/verification.webm',
    );
    expect(screen.getByText('Blue river seven mangoes')).toBeTruthy();
    expect(screen.getByText('92% similar, not exact')).toBeTruthy();
    expect(screen.getByText('Pending review')).toBeTruthy();
  });

  it('says "Required — missing" when the job asked for an identity file that never came, with nothing to decide', () => {
    stubApi({});
    renderWithApp(
      <VerificationDecision evidence={{ ...pending, status: 'missing', filePath: null, phrase: null }} />,
    );
    expect(screen.getByText('Required — missing')).toBeTruthy();
    expect(screen.getByText('No video or photo was sent.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pass' })).toBeNull();
  });

  it('shows the fallback photo as an image', () => {
    stubApi({});
    renderWithApp(<VerificationDecision evidence={{ ...pending, filePath: 's1/photo.jpg', phrase: null }} />);
    expect(screen.getByRole('img', { name: 'Identity photo' }).getAttribute('src')).toBe(
      '/api/verification/s1/photo.jpg',
    );
  });

  it.each([
    ['Pass', 'passed', 'Passed'],
    ['Fail', 'failed', 'Failed'],
  ])('%s records the decision, then the buttons disappear', async (button, status, label) => {
    const fetchMock = stubApi({
      'POST /api/verification/admin/update': () =>
        Response.json({ sessionId: 's1', verificationStatus: status }),
    });
    const onDecided = vi.fn();
    renderWithApp(<VerificationDecision evidence={pending} onDecided={onDecided} />);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(label)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pass' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fail' })).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ sessionId: 's1', status });
    expect(onDecided).toHaveBeenCalledWith(status);
  });

  it("toasts 'Update Failed' and keeps the buttons when the server refuses", async () => {
    stubApi({
      'POST /api/verification/admin/update': () => Response.json({ message: 'Forbidden' }, { status: 403 }),
    });
    renderWithApp(<VerificationDecision evidence={pending} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText('Update Failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pass' })).toHaveProperty('disabled', false);
    expect(screen.getByText('Pending review')).toBeTruthy();
  });

  it.each(['passed', 'failed', 'not_required'])('offers no buttons once the status is %s', (status) => {
    stubApi({});
    renderWithApp(<VerificationDecision evidence={{ ...pending, status }} />);
    expect(screen.queryByRole('button', { name: 'Pass' })).toBeNull();
  });
});

describe('evidence helpers', () => {
  it('encodes each path segment and tells photos from videos', () => {
    expect(verificationMediaUrl('a b/c?.webm')).toBe('/api/verification/a%20b/c%3F.webm');
    expect(isPhotoPath('s1/photo.JPEG')).toBe(true);
    expect(isPhotoPath('s1/clip.webm')).toBe(false);
  });

  it('reads an exact match, a score, or nothing yet', () => {
    expect(phraseMatchText(true, 1)).toBe('Exact match');
    expect(phraseMatchText(false, 0.456)).toBe('46% similar, not exact');
    expect(phraseMatchText(null, null)).toBe('Not checked yet');
  });
});
