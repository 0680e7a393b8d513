import { join, resolve } from 'node:path';
import type { BlobListing, BlobStore } from '@sauti/core/ports/blob-store';
import type { BlobStoreSettings } from '../config/blob-store-settings.js';
import { FilesystemBlobStore } from './filesystem-blob-store.js';
import { loadS3Module } from './load-s3-module.js';

/** A blob store and the line the start-up report prints for it. */
export interface ConfiguredBlobStore {
  store: BlobStore & BlobListing;
  description: string;
}

/** The media store of the configuration: files under `${dataDir}/media`, or an S3-compatible bucket. */
export async function createBlobStore(
  settings: BlobStoreSettings,
  dataDir: string,
): Promise<ConfiguredBlobStore> {
  if (settings.kind === 'fs') {
    const mediaDir = resolve(join(dataDir, 'media'));
    return { store: new FilesystemBlobStore(mediaDir), description: `filesystem ${mediaDir}` };
  }
  const [{ S3BlobStore }, { createS3Client }] = await loadS3Module(() =>
    Promise.all([import('./s3-blob-store.js'), import('./s3-client.js')]),
  );
  const where = settings.endpoint ?? `AWS ${settings.region}`;
  return {
    store: new S3BlobStore(createS3Client(settings), settings.bucket, settings.prefix),
    description: `S3 bucket ${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''} at ${where}`,
  };
}
