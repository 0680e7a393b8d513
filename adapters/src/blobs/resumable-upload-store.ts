import { join, resolve } from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore } from '@tus/utils';
import type { UploadedFile } from '@sauti/core/use-cases/interview/uploaded-file';
import type { BlobStoreSettings } from '../config/blob-store-settings.js';
import { loadS3Module } from './load-s3-module.js';
import { uploadedFileOf } from './uploaded-file-of.js';

/**
 * Where resumable (tus) uploads wait while their pieces arrive: a tus data store of the same kind
 * as the media store (files under DATA_DIR, or the same S3 bucket). A finished upload is handed to
 * the interview's use cases, which put it in the media store; the copy here stays for the expiry
 * period, so a client that lost the final answer can still confirm it, then a sweep removes it.
 */
export interface ResumableUploadStore {
  datastore: DataStore;
  /** Storage ids are this prefix plus the id in the upload's URL ('' on disk, a key folder in S3). */
  idPrefix: string;
  /** A finished upload as the use cases take files: size, first bytes, SHA-256, its bytes again. */
  uploadedFile(id: string): Promise<UploadedFile>;
  /** Removes every upload older than the expiry period, finished or not; resolves with how many. */
  sweepExpired(): Promise<number>;
  /** Removes one upload's bytes and information now; a missing upload is not an error. */
  remove(id: string): Promise<void>;
  /** The start-up report's line. */
  description: string;
}

/** The upload store matching the media store of the configuration (the S3 one is imported only for S3). */
export async function createResumableUploadStore(
  settings: BlobStoreSettings,
  dataDir: string,
  expiryMs: number,
): Promise<ResumableUploadStore> {
  if (settings.kind === 's3') {
    const { s3ResumableUploadStore } = await loadS3Module(() => import('./s3-resumable-upload-store.js'));
    return s3ResumableUploadStore(settings, expiryMs);
  }
  const directory = resolve(join(dataDir, 'uploads'));
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
  return {
    datastore: store,
    idPrefix: '',
    uploadedFile: (id) => uploadedFileOf(store, id),
    // The file store counts finished uploads as expired too (it never records their offset).
    sweepExpired: () => store.deleteExpired(),
    remove: (id) => removeUpload(store, id),
    description: `resumable uploads in ${directory}`,
  };
}

/**
 * Removes an upload through its data store; one already gone (removed by another process, or
 * expired) is fine. tus stores answer a missing upload with their "file not found" error.
 */
export async function removeUpload(store: DataStore, id: string): Promise<void> {
  try {
    await store.remove(id);
  } catch (error) {
    const status = (error as { status_code?: unknown } | null)?.status_code;
    if (status !== 404 && status !== 410) throw error;
  }
}
