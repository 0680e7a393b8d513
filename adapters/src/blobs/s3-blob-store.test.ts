import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidBlobKey } from './blob-key.js';
import { describeBlobStoreContract } from './blob-store.contract.js';
import { createBlobStore } from './create-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';
import { createS3Client } from './s3-client.js';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.js';

process.env.AWS_EC2_METADATA_DISABLED = 'true';

describeBlobStoreContract('S3 (local s3rver)', async () => {
  const server = await startS3TestServer();
  const { store } = await createBlobStore({ kind: 's3', ...server.settings }, '/nowhere');
  return { store, close: () => server.close() };
});

describeBlobStoreContract('S3 with a key prefix (local s3rver)', async () => {
  const server = await startS3TestServer({ prefix: 'tenant-a/prod' });
  const { store } = await createBlobStore({ kind: 's3', ...server.settings }, '/nowhere');
  return { store, close: () => server.close() };
});

describe('S3BlobStore', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3TestServer({ bucket: 'shared-bucket' });
  });
  afterAll(() => server?.close());

  it('keeps to its prefix: objects of others in the bucket are neither listed nor reachable', async () => {
    const client = createS3Client(server.settings);
    const mine = new S3BlobStore(client, 'shared-bucket', '/sauti/');
    await client.send(
      new PutObjectCommand({ Bucket: 'shared-bucket', Key: 'other-app/audio/s1/0.webm', Body: 'theirs' }),
    );
    await client.send(new PutObjectCommand({ Bucket: 'shared-bucket', Key: 'sauti/audio/..x', Body: 'odd' }));
    await mine.put('audio/s1/0.webm', new TextEncoder().encode('mine'), 'audio/webm');
    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'shared-bucket' }));
    expect(listed.Contents?.map((o) => o.Key).sort()).toEqual([
      'other-app/audio/s1/0.webm',
      'sauti/audio/..x',
      'sauti/audio/s1/0.webm',
    ]);
    expect(await mine.list('audio/')).toEqual(['audio/s1/0.webm']);
    expect(await mine.stat('../other-app/audio/s1/0.webm')).toBeNull();
    expect(await mine.get('audio/..x')).toBeNull();
  });

  it('reports the store and bucket it serves at start-up', async () => {
    const { description } = await createBlobStore({ kind: 's3', ...server.settings, prefix: 'p/' }, '/x');
    expect(description).toBe(`S3 bucket shared-bucket/p/ at ${server.endpoint}`);
  });

  it('accepts only keys of the shared grammar (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('..', '.', '', 'a', '%2e', 'x.y'), fc.string()), { maxLength: 6 }),
        (parts) => {
          const key = parts.join('/');
          const valid = isValidBlobKey(key);
          return (
            !valid || key.split('/').every((s) => s !== '..' && s !== '.' && s !== '' && !s.includes('\\'))
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
