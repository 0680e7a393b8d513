import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerAudioPath, enrollmentAudioPath, sessionOfAudioPath } from './media-keys.js';

const SESSION = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const HASH = 'ab'.repeat(32);

describe('audio paths', () => {
  it('round-trips the paths the server makes', () => {
    expect(answerAudioPath(SESSION, 3, HASH, 'webm')).toBe(`${SESSION}/3-${'ab'.repeat(16)}.webm`);
    expect(sessionOfAudioPath(answerAudioPath(SESSION, 3, HASH, 'mp4'))).toBe(SESSION);
    expect(sessionOfAudioPath(enrollmentAudioPath(SESSION, HASH, 'ogg'))).toBe(SESSION);
  });

  it('refuses traversal, escapes and anything but {uuid}/{file}', () => {
    for (const path of [
      `../${SESSION}/0-a.webm`,
      `${SESSION}/../0-a.webm`,
      `${SESSION}/..`,
      `${SESSION}/.hidden.webm`,
      `${SESSION}/0-a.webm\0`,
      `${SESSION}/a%2f.webm`,
      `/${SESSION}/0-a.webm`,
      `${SESSION}/sub/0-a.webm`,
      `not-a-uuid/0-a.webm`,
      `${SESSION}/0-a`,
      '',
    ]) {
      expect(sessionOfAudioPath(path), path).toBeNull();
    }
  });

  it('accepts only two plain segments, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 60 }), (a, b) => {
        const path = `${a}/${b}`;
        const sessionId = sessionOfAudioPath(path);
        return (
          sessionId === null ||
          (path.split('/').length === 2 &&
            !path.includes('..') &&
            !path.includes('\0') &&
            !path.includes('%'))
        );
      }),
      { numRuns: 2_000 },
    );
  });
});
