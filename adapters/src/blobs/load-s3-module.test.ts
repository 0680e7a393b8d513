import { describe, expect, it } from 'vitest';
import { loadS3Module } from './load-s3-module.js';

describe('loading the S3 store', () => {
  it('hands over the module when it loads', async () => {
    await expect(loadS3Module(async () => ({ store: 'S3' }))).resolves.toEqual({ store: 'S3' });
  });

  it('stops the start with what is configured, why it failed and what to do, keeping the cause', async () => {
    const missing = new Error("Cannot find package '@aws-sdk/client-s3' imported from s3-blob-store.ts");
    const error = await loadS3Module(() => Promise.reject(missing)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      "BLOB_STORE=s3, but the S3 store could not be loaded (Cannot find package '@aws-sdk/client-s3' " +
        'imported from s3-blob-store.ts); reinstall the dependencies (npm ci)',
    );
    expect((error as Error).cause).toBe(missing);
  });
});
