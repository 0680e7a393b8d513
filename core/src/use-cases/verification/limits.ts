import type { FileKind } from '../../rules/file-signatures.js';
import type { UploadRule } from '../interview/uploaded-file.js';

/**
 * Largest identity video. The clip stops at 15 s (docs/behaviour/interview.md §9). Mobile-quality VP9 + Opus from
 * MediaRecorder is ~1-2 Mbit/s, 2-4 MB for 15 s; Chrome's desktop default (2.5 Mbit/s) gives
 * ~5 MB and Safari's H.264 mp4 at 720p up to ~10-15 MB. 25 MB admits all of these with room
 * to spare while bounding what one request may write to disk.
 */
export const VIDEO_MAX_BYTES = 25 * 1024 * 1024;

/** Largest fallback photo: one JPEG frame at quality 0.8 is 50-500 KB; 5 MB allows a 4K camera. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Kinds an identity video may be by content: Chrome/Firefox WebM, Safari MP4. */
export const VIDEO_KINDS: readonly FileKind[] = ['webm', 'mp4'];

/** What the identity-check calls say when they refuse. 'Upload failed.' opens as in docs/behaviour/interview.md §8. */
export const VERIFICATION_MESSAGES = {
  videoRequired: 'Upload failed. A video is required.',
  videoType: 'Upload failed. The video must be WebM or MP4.',
  videoTooLarge: 'Upload failed. The video is too large.',
  photoRequired: 'Photo upload failed. A photo is required.',
  photoType: 'Photo upload failed. The photo must be a JPEG image.',
  photoTooLarge: 'Photo upload failed. The photo is too large.',
  phraseFirst: 'Please ask for a verification phrase before uploading the video.',
  alreadyDecided: 'Your identity check has already been decided.',
  notPending: 'Only a pending identity check can be passed or failed.',
  mediaNotFound: 'Media not found',
} as const;

/** An identity video: webm or mp4 by content, at most VIDEO_MAX_BYTES. */
export const VIDEO_RULE: UploadRule = {
  kinds: VIDEO_KINDS,
  maxBytes: VIDEO_MAX_BYTES,
  typeMessage: VERIFICATION_MESSAGES.videoType,
  sizeMessage: VERIFICATION_MESSAGES.videoTooLarge,
};

/** A fallback photo: JPEG by content, at most PHOTO_MAX_BYTES. */
export const PHOTO_RULE: UploadRule = {
  kinds: ['jpeg'],
  maxBytes: PHOTO_MAX_BYTES,
  typeMessage: VERIFICATION_MESSAGES.photoType,
  sizeMessage: VERIFICATION_MESSAGES.photoTooLarge,
};
