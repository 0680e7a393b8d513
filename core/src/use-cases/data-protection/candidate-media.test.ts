import { describe, expect, it } from 'vitest';
import { answerAudioPath, audioKey, cvKey, enrollmentAudioPath } from '../interview/media-keys.js';
import { verificationKey, verificationPath } from '../verification/media-paths.js';
import { blobKeyOf, sessionMediaFolders } from './candidate-media.js';

const SESSION = '0b3c1c52-1f7e-4b55-9d7a-2d4c1f0e9a11';
const HASH = 'ab'.repeat(32);

describe('candidate media keys', () => {
  it('maps each stored path to the key the interview stored it under', () => {
    const answer = answerAudioPath(SESSION, 2, HASH, 'webm');
    const identity = verificationPath(SESSION, 'u1', 'mp4');
    expect(blobKeyOf({ kind: 'answer-audio', path: answer })).toBe(audioKey(answer));
    expect(blobKeyOf({ kind: 'enrollment', path: answer })).toBe(audioKey(answer));
    expect(blobKeyOf({ kind: 'verification', path: identity })).toBe(verificationKey(identity));
    expect(blobKeyOf({ kind: 'cv', path: `cv/${SESSION}/x.pdf` })).toBe(`cv/${SESSION}/x.pdf`);
  });

  it("puts every key of a session's files inside one of its folders", () => {
    const folders = sessionMediaFolders(SESSION);
    const keys = [
      audioKey(answerAudioPath(SESSION, 0, HASH, 'webm')),
      audioKey(enrollmentAudioPath(SESSION, HASH, 'webm')),
      verificationKey(verificationPath(SESSION, 'u2', 'jpeg')),
      cvKey(SESSION, 'u3', 'pdf'),
    ];
    for (const key of keys)
      expect(
        folders.some((f) => key.startsWith(f)),
        key,
      ).toBe(true);
    expect(folders.every((f) => f.endsWith(`/${SESSION}/`))).toBe(true);
  });
});
