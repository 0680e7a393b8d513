import { describe, expect, it } from 'vitest';
import { parseAnnouncedUpload, parseResumableUpload, UPLOAD_LENGTH_REQUIRED_MESSAGE } from './uploads.js';

const SESSION = '00000000-0000-4000-8000-000000000001';

/** The refusal a parse throws, as the error table shows it. */
function refusal(parse: () => unknown) {
  try {
    parse();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

describe('resumable upload metadata (/api/uploads)', () => {
  it('refuses an upload of unknown length before reading its metadata', () => {
    expect(refusal(() => parseAnnouncedUpload(undefined, { kind: 'cv' }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: UPLOAD_LENGTH_REQUIRED_MESSAGE,
    });
    expect(refusal(() => parseAnnouncedUpload(100, { kind: 'cv', sessionId: SESSION }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Say which interview upload this is.',
    });
  });

  it('reads an answer as the one-shot form: the question index is required and becomes a number', () => {
    expect(refusal(() => parseResumableUpload({ kind: 'answer', sessionId: SESSION }))).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Question index is required',
    });
    const { metadata, upload } = parseResumableUpload({
      kind: 'answer',
      sessionId: SESSION,
      questionIndex: '2',
    });
    expect(metadata).toEqual({ kind: 'answer', sessionId: SESSION, questionIndex: '2' });
    expect(upload).toEqual({ kind: 'answer', fields: { sessionId: SESSION, questionIndex: 2 } });
  });

  it('reads identity media with the identity form, which refuses an empty session id', () => {
    for (const kind of ['identity-video', 'identity-photo'] as const) {
      expect(refusal(() => parseResumableUpload({ kind, sessionId: '' }))).toMatchObject({
        message: 'Session id is required',
      });
      expect(parseResumableUpload({ kind, sessionId: SESSION, questionIndex: '1' }).upload).toEqual({
        kind,
        fields: { sessionId: SESSION },
      });
    }
    expect(parseAnnouncedUpload(10, { kind: 'enrollment', sessionId: SESSION })).toEqual({
      size: 10,
      metadata: { kind: 'enrollment', sessionId: SESSION },
      upload: { kind: 'enrollment', fields: { sessionId: SESSION } },
    });
  });
});
