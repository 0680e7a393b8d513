import { CV_MAX_BYTES, CV_MESSAGES } from '../../contract/cv.js';
import { AUDIO_KINDS, CV_KINDS } from '../../rules/file-signatures.js';
import type { UploadRule } from './uploaded-file.js';

/**
 * Largest accepted answer or warm-up recording. A 90-second answer in opus at ~24 kbit/s is about
 * 270 KB, and Safari's AAC in mp4 at 128 kbit/s about 1.5 MB; 15 MB leaves ten times that for
 * high-bitrate recorders and over-long takes while bounding what one request can write to disk.
 */
export const AUDIO_MAX_BYTES = 15 * 1024 * 1024;

/**
 * How long an unfinished resumable upload is kept (and a finished one's copy, for the client's
 * confirmation): a candidate offline for an afternoon resumes where the upload stopped; after a
 * day its bytes are removed and a later attempt starts from zero. An interview that is no longer
 * in progress has its uploads removed at the next sweep (every 10 minutes).
 */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** Messages of the interview uploads; the CV ones are the spec's (docs/behaviour/interview.md §5.4). */
export const UPLOAD_MESSAGES = {
  audioRequired: 'An audio recording is required.',
  audioType: 'The recording must be WebM, Ogg or MP4 audio. Please record your answer again.',
  audioSize: 'The recording is too large (the limit is 15 MB). Please record a shorter answer.',
} as const;

/** A CV: pdf, doc or docx by content, less than 5 MB. */
export const CV_RULE: UploadRule = {
  kinds: CV_KINDS,
  maxBytes: CV_MAX_BYTES,
  strictlyBelow: true,
  typeMessage: CV_MESSAGES.type,
  sizeMessage: CV_MESSAGES.size,
};

/** An answer or warm-up recording: webm, ogg or mp4 by content, at most AUDIO_MAX_BYTES. */
export const AUDIO_RULE: UploadRule = {
  kinds: AUDIO_KINDS,
  maxBytes: AUDIO_MAX_BYTES,
  typeMessage: UPLOAD_MESSAGES.audioType,
  sizeMessage: UPLOAD_MESSAGES.audioSize,
};
