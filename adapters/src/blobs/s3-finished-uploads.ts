import {
  DeleteObjectsCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';

/**
 * Deletes the objects under `prefix` last written more than `expiryMs` ago: finished resumable
 * uploads (already copied to the media store) and the info objects of abandoned ones. The tus S3
 * store leaves finished uploads to bucket lifecycle rules, which not every S3-compatible store
 * has, so the sweep does it. Resolves with the number of objects deleted.
 */
export async function sweepFinishedS3Uploads(
  config: S3ClientConfig & { bucket: string },
  prefix: string,
  expiryMs: number,
  now = Date.now(),
): Promise<number> {
  const { bucket, ...clientConfig } = config;
  const client = new S3Client(clientConfig);
  let deleted = 0;
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const stale = (page.Contents ?? []).filter(
        (object) => object.Key && object.LastModified && now - object.LastModified.getTime() > expiryMs,
      );
      if (stale.length > 0) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: stale.map((object) => ({ Key: object.Key! })), Quiet: true },
          }),
        );
        deleted += stale.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return deleted;
}
