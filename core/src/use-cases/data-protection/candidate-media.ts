import type { BlobListing, BlobStore } from '../../ports/blob-store.js';
import type { CandidateMediaPath } from '../../ports/candidate-data-store.js';
import { AUDIO_PREFIX, audioKey } from '../interview/media-keys.js';
import { VERIFICATION_PREFIX, verificationKey } from '../verification/media-paths.js';

/**
 * The blob key of a stored media path: audio and identity files keep the part after their
 * prefix in the row, a CV keeps its full key (see interview/media-keys and verification/media-paths).
 */
export function blobKeyOf(media: CandidateMediaPath): string {
  switch (media.kind) {
    case 'answer-audio':
    case 'enrollment':
      return audioKey(media.path);
    case 'verification':
      return verificationKey(media.path);
    case 'cv':
      return media.path;
  }
}

/**
 * The folders holding a session's files: every key of its audio, identity files and CVs has the
 * session id as its second segment (`audio/{id}/…`, `verification/{id}/…`, `cv/{id}/…`).
 */
export function sessionMediaFolders(sessionId: string): string[] {
  return [AUDIO_PREFIX, VERIFICATION_PREFIX, 'cv/'].map((prefix) => `${prefix}${sessionId}/`);
}

/**
 * Files in the sessions' folders that no row points at (a replaced take whose removal failed, an
 * upload whose row was never written): personal data all the same, so they go with the session.
 */
export async function unreferencedKeys(
  blobs: BlobListing,
  sessionIds: readonly string[],
  referenced: readonly string[],
): Promise<string[]> {
  const known = new Set(referenced);
  const found: string[] = [];
  for (const id of sessionIds) {
    for (const folder of sessionMediaFolders(id)) {
      found.push(...(await blobs.list(folder)).filter((key) => !known.has(key)));
    }
  }
  return found;
}

/** The distinct blob keys of `media`, in first-seen order. */
export function blobKeysOf(media: readonly CandidateMediaPath[]): string[] {
  return [...new Set(media.map(blobKeyOf))];
}

/** A file that could not be removed (or measured), and why. */
export interface MediaFailure {
  key: string;
  reason: string;
}

/**
 * Files found (or removed) and their total size; `unreferenced` of them were in the sessions'
 * folders without a row pointing at them; `missing` were already gone, which is fine; `failed`
 * could not be removed and are still there.
 */
export interface MediaTally {
  files: number;
  bytes: number;
  unreferenced: number;
  missing: number;
  failed: MediaFailure[];
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Counts and sizes the files of `keys` without changing anything (a dry run). */
export async function measureMedia(blobs: BlobStore, keys: readonly string[]): Promise<MediaTally> {
  const tally: MediaTally = { files: 0, bytes: 0, unreferenced: 0, missing: 0, failed: [] };
  for (const key of keys) {
    try {
      const stat = await blobs.stat(key);
      if (!stat) tally.missing += 1;
      else {
        tally.files += 1;
        tally.bytes += stat.size;
      }
    } catch (error) {
      tally.failed.push({ key, reason: reasonOf(error) });
    }
  }
  return tally;
}

/**
 * Removes the files of `keys`, one at a time, going on after a failure so that one unreadable
 * file never keeps the others. A file that is already gone counts as missing.
 */
export async function removeMedia(blobs: BlobStore, keys: readonly string[]): Promise<MediaTally> {
  const tally: MediaTally = { files: 0, bytes: 0, unreferenced: 0, missing: 0, failed: [] };
  for (const key of keys) {
    try {
      const stat = await blobs.stat(key);
      if (!stat) {
        tally.missing += 1;
        continue;
      }
      await blobs.delete(key);
      tally.files += 1;
      tally.bytes += stat.size;
    } catch (error) {
      tally.failed.push({ key, reason: reasonOf(error) });
    }
  }
  return tally;
}
