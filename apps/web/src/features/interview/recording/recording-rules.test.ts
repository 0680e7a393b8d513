import { describe, expect, it } from 'vitest';
import { tallyAnswers } from './acknowledged';
import { pickAudioMimeType } from './audio-recorder';
import { fnv1a } from './browser-fingerprint';
import { clock, recorderAnnouncement } from './recording-announcer';
import type { UploadStatus } from './upload-queue';
import { isBlockedShortcut } from './use-interview-guards';

describe('pickAudioMimeType', () => {
  it('prefers opus in webm, then ogg, then mp4 (Safari), else the browser default', () => {
    const supports = (types: string[]) => (type: string) => types.includes(type);
    expect(pickAudioMimeType(supports(['audio/webm;codecs=opus', 'audio/mp4']))).toBe(
      'audio/webm;codecs=opus',
    );
    expect(pickAudioMimeType(supports(['audio/ogg;codecs=opus', 'audio/mp4']))).toBe('audio/ogg;codecs=opus');
    expect(pickAudioMimeType(supports(['audio/mp4']))).toBe('audio/mp4');
    expect(pickAudioMimeType(supports([]))).toBe('');
    expect(
      pickAudioMimeType(() => {
        throw new Error('not implemented');
      }),
    ).toBe('');
  });
});

describe('recorderAnnouncement', () => {
  it('speaks at the start, at 30 and 10 seconds left and at the end, not every second', () => {
    const texts = Array.from({ length: 91 }, (_, s) => recorderAnnouncement('recording', s, 90));
    expect(new Set(texts)).toEqual(
      new Set(['Recording. You have 90 seconds.', '30 seconds left.', '10 seconds left.']),
    );
    expect(texts[59]).toBe('Recording. You have 90 seconds.');
    expect(texts[60]).toBe('30 seconds left.');
    expect(texts[80]).toBe('10 seconds left.');
    expect(recorderAnnouncement('idle', 0, 90)).toBe('');
    expect(recorderAnnouncement('recorded', 40, 90)).toMatch(/re-record or continue/);
    expect(clock(75)).toBe('1:15');
  });
});

describe('isBlockedShortcut (docs/behaviour/interview.md §2.2)', () => {
  it('blocks copy, select-all, print and save with Ctrl or Cmd only', () => {
    for (const key of ['c', 'a', 'p', 's', 'C']) {
      expect(isBlockedShortcut({ key, ctrlKey: true, metaKey: false })).toBe(true);
      expect(isBlockedShortcut({ key, ctrlKey: false, metaKey: true })).toBe(true);
      expect(isBlockedShortcut({ key, ctrlKey: false, metaKey: false })).toBe(false);
    }
    expect(isBlockedShortcut({ key: 'r', ctrlKey: true, metaKey: false })).toBe(false);
  });
});

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

describe('fnv1a', () => {
  it('is stable and 8 hex digits', () => {
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
  });
});
