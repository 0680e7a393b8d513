import { S3Store, type MetadataValue } from '@tus/s3-store';
import type { KvStore } from '@tus/utils';
import type { S3Settings } from '../config/blob-store-settings.js';
import { removeUpload, type ResumableUploadStore } from './resumable-upload-store.js';
import { s3ClientConfig } from './s3-client.js';
import { sweepFinishedS3Uploads } from './s3-finished-uploads.js';
import { uploadedFileOf } from './uploaded-file-of.js';

/** A key-value cache that keeps nothing, so every request reads the upload's info from S3. */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
  list: async () => [],
};

/** Resumable uploads under `uploads/` in the media bucket (and its prefix). */
export function s3ResumableUploadStore(settings: S3Settings, expiryMs: number): ResumableUploadStore {
  const prefix = settings.prefix.replace(/^\/+|\/+$/g, '');
  const idPrefix = `${prefix ? `${prefix}/` : ''}uploads/`;
  const store = new S3Store({
    s3ClientConfig: { ...s3ClientConfig(settings), bucket: settings.bucket },
    expirationPeriodInMilliseconds: expiryMs,
    // Tags mark finished uploads for bucket lifecycle rules; stores without tagging refuse them.
    useTags: false,
    // No in-process cache of upload info: several server processes share the bucket, and a
    // cached entry would outlive an upload the sweep removed.
    cache: noCache,
  });
  return {
    datastore: store,
    idPrefix,
    uploadedFile: (id) => uploadedFileOf(store, id),
    sweepExpired: async () =>
      (await store.deleteExpired()) +
      (await sweepFinishedS3Uploads(
        { ...s3ClientConfig(settings), bucket: settings.bucket },
        idPrefix,
        expiryMs,
      )),
    remove: (id) => removeUpload(store, id),
    description: `resumable uploads in S3 bucket ${settings.bucket}/${idPrefix}`,
  };
}
