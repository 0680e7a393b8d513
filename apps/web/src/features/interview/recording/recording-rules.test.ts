import { describe, expect, it } from 'vitest';
import { pickAudioMimeType } from './audio-recorder';
import { clock, recorderAnnouncement } from './recording-announcer';

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
