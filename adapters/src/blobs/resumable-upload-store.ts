import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import type { DataStore, KvStore } from '@tus/utils';
import { SNIFF_BYTES } from '@sauti/core/rules/file-signatures';
import type { UploadedFile } from '@sauti/core/use-cases/interview/uploaded-file';
import type { BlobStoreSettings } from '../config/blob-store-settings.js';
import { s3ClientConfig } from './create-blob-store.js';
import { sweepFinishedS3Uploads } from './s3-finished-uploads.js';

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
  /** The start-up report's line. */
  description: string;
}

/** A key-value cache that keeps nothing, so every request reads the upload's info from S3. */
const noCache: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
  list: async () => [],
};

/** A data store that can read an upload back (both stores used here can). */
type ReadableStore = DataStore & { read(id: string): Promise<Readable> | Readable };

async function describeFile(store: ReadableStore, id: string): Promise<UploadedFile> {
  const upload = await store.getUpload(id);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headBytes = 0;
  let size = 0;
  for await (const chunk of await store.read(id)) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    size += bytes.length;
    if (headBytes < SNIFF_BYTES) {
      head.push(bytes.subarray(0, SNIFF_BYTES - headBytes));
      headBytes += Math.min(bytes.length, SNIFF_BYTES - headBytes);
    }
  }
  if (upload.size !== undefined && size !== upload.size) {
    throw new Error(`upload ${id} holds ${size} bytes of ${upload.size}`);
  }
  return {
    name: '',
    size,
    head: new Uint8Array(Buffer.concat(head)),
    sha256: hash.digest('hex'),
    open: () => ({
      async *[Symbol.asyncIterator]() {
        for await (const chunk of await store.read(id)) yield chunk as Uint8Array;
      },
    }),
  };
}

/** The upload store matching the media store of the configuration. */
export function createResumableUploadStore(
  settings: BlobStoreSettings,
  dataDir: string,
  expiryMs: number,
): ResumableUploadStore {
  if (settings.kind === 'fs') {
    const directory = resolve(join(dataDir, 'uploads'));
    const store = new FileStore({ directory, expirationPeriodInMilliseconds: expiryMs });
    return {
      datastore: store,
      idPrefix: '',
      uploadedFile: (id) => describeFile(store, id),
      // The file store counts finished uploads as expired too (it never records their offset).
      sweepExpired: () => store.deleteExpired(),
      description: `resumable uploads in ${directory}`,
    };
  }
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
    uploadedFile: (id) => describeFile(store, id),
    sweepExpired: async () =>
      (await store.deleteExpired()) +
      (await sweepFinishedS3Uploads(
        { ...s3ClientConfig(settings), bucket: settings.bucket },
        idPrefix,
        expiryMs,
      )),
    description: `resumable uploads in S3 bucket ${settings.bucket}/${idPrefix}`,
  };
}
