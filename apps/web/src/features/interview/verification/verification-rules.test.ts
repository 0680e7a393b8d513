import { IDENTITY_MESSAGES, INITIAL_IDENTITY_CHECK } from '@sauti/core/rules/identity-check';
import { afterEach, describe, expect, it } from 'vitest';
import { pickVideoMimeType, VIDEO_TYPE_PREFERENCE, videoBytes } from './camera';
import { connectionType } from './connection';
import { identityCheckReducer } from './identity-reducer';
import { NOT_RECOGNISED_MESSAGE, VERY_CLOSE_HINT } from '@sauti/core/rules/verification-phrase';
import { en } from '../i18n/en';
import { fakeConnection } from './verification-test-kit';

afterEach(() => fakeConnection(undefined));

describe('the clip format', () => {
  it('prefers webm vp9+opus, then vp8+opus, then mp4, else the browser default', () => {
    const only =
      (...types: string[]) =>
      (type: string) =>
        types.includes(type);
    expect(pickVideoMimeType(only(...VIDEO_TYPE_PREFERENCE))).toBe('video/webm;codecs=vp9,opus');
    expect(pickVideoMimeType(only('video/webm;codecs=vp8,opus', 'video/mp4'))).toBe(
      'video/webm;codecs=vp8,opus',
    );
    expect(pickVideoMimeType(only('video/mp4'))).toBe('video/mp4');
    expect(
      pickVideoMimeType(() => {
        throw new Error('old browser');
      }),
    ).toBe('');
  });

  it('keeps a full 15 s clip near half a megabyte', () => {
    expect(videoBytes(15)).toBe(513_750);
  });
});

describe('connectionType', () => {
  it('reads slow-2g as 2g, passes other types through, and null when the browser does not say', () => {
    fakeConnection('slow-2g');
    expect(connectionType()).toBe('2g');
    fakeConnection('3g');
    expect(connectionType()).toBe('3g');
    fakeConnection(undefined);
    expect(connectionType()).toBeNull();
  });
});

describe('identityCheckReducer (the UI events over the core machine)', () => {
  it('turns a recorder failure during recording into the spec error, and ignores it elsewhere', () => {
    const recording = { ...INITIAL_IDENTITY_CHECK, kind: 'recording' as const };
    expect(identityCheckReducer(recording, { type: 'recordingFailed' })).toMatchObject({
      kind: 'error',
      message: IDENTITY_MESSAGES.recordingFailed,
    });
    const preview = { ...INITIAL_IDENTITY_CHECK, kind: 'preview' as const };
    expect(identityCheckReducer(preview, { type: 'recordingFailed' })).toBe(preview);
  });

  it('reloads from an error only, keeping the attempts made', () => {
    const error = { ...INITIAL_IDENTITY_CHECK, kind: 'error' as const, attempts: 2, message: 'x' };
    expect(identityCheckReducer(error, { type: 'reload' })).toEqual({
      ...INITIAL_IDENTITY_CHECK,
      attempts: 2,
    });
    const preview = { ...INITIAL_IDENTITY_CHECK, kind: 'preview' as const };
    expect(identityCheckReducer(preview, { type: 'reload' })).toBe(preview);
  });
});

describe('copied texts', () => {
  it("match core's, so that the screens can translate what the machine says", () => {
    expect({
      loadFailed: en['identity.loadFailed'],
      noCamera: en['identity.noCamera'],
      cameraPermission: en['identity.cameraPermission'],
      recordingFailed: en['identity.recordingFailed'],
      timedOut: en['identity.timedOut'],
      checkFailed: en['identity.checkFailed'],
      uploadFailed: en['identity.uploadFailed'],
      tooLargeHint: en['identity.tooLargeHint'],
      photoUploadFailed: en['identity.photoUploadFailedShort'],
      helpNeeded: en['identity.helpNeeded'],
    }).toEqual(IDENTITY_MESSAGES);
    expect([en['identity.veryClose'], en['identity.notRecognised']]).toEqual([
      VERY_CLOSE_HINT,
      NOT_RECOGNISED_MESSAGE,
    ]);
  });
});
