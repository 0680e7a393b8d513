import { join, resolve } from 'node:path';
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { BlobListing, BlobStore } from '@sauti/core/ports/blob-store';
import type { BlobStoreSettings, S3Settings } from '../config/blob-store-settings.js';
import { FilesystemBlobStore } from './filesystem-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

/** A blob store and the line the start-up report prints for it. */
export interface ConfiguredBlobStore {
  store: BlobStore & BlobListing;
  description: string;
}

/** The S3 client settings of `settings`: explicit keys when given, otherwise the SDK's credential chain. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // HTTP/1.1 with keep-alive works against every S3-compatible server (some speak nothing else).
    requestHandler: new NodeHttpHandler({ connectionTimeout: 10_000 }),
    // Checksums only where S3 requires them: R2, MinIO and older stores reject the SDK's default
    // aws-chunked checksum trailers, and TLS plus the content length already guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The S3 client of `settings`. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientConfig(settings));
}

/** The media store of the configuration: files under `${dataDir}/media`, or an S3-compatible bucket. */
export function createBlobStore(settings: BlobStoreSettings, dataDir: string): ConfiguredBlobStore {
  if (settings.kind === 'fs') {
    const mediaDir = resolve(join(dataDir, 'media'));
    return { store: new FilesystemBlobStore(mediaDir), description: `filesystem ${mediaDir}` };
  }
  const where = settings.endpoint ?? `AWS ${settings.region}`;
  return {
    store: new S3BlobStore(createS3Client(settings), settings.bucket, settings.prefix),
    description: `S3 bucket ${settings.bucket}${settings.prefix ? `/${settings.prefix}` : ''} at ${where}`,
  };
}
