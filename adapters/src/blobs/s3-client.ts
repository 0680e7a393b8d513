import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { S3Settings } from '../config/blob-store-settings.js';

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
