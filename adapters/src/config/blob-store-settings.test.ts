import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { configError } from './config-refusal.fixture.js';

describe('blob store configuration', () => {
  it('keeps media on the filesystem by default', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'fs' });
  });

  it('reads an S3-compatible bucket, path-style by default only with a custom endpoint', () => {
    const minio = loadConfig({
      BLOB_STORE: 's3',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_BUCKET: 'sauti-media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: '/tenant-a/prod/',
    }).blobStore;
    expect(minio).toEqual({
      kind: 's3',
      endpoint: 'http://minio.internal:9000',
      bucket: 'sauti-media',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      prefix: 'tenant-a/prod/',
    });
    const aws = loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'sauti-media', S3_REGION: 'eu-west-1' }).blobStore;
    expect(aws).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      prefix: '',
    });
    expect(aws).toMatchObject({ accessKeyId: undefined, secretAccessKey: undefined });
    const virtualHosted = loadConfig({
      BLOB_STORE: 's3',
      S3_BUCKET: 'b-1',
      S3_ENDPOINT: 'https://r2.example.com',
      S3_FORCE_PATH_STYLE: 'false',
    }).blobStore;
    expect(virtualHosted).toMatchObject({ forcePathStyle: false });
  });

  it('names the variable of every missing or bad S3 setting', () => {
    expect(configError({ BLOB_STORE: 's3' })).toContain('S3_BUCKET: required when BLOB_STORE=s3');
    expect(configError({ BLOB_STORE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toContain(
      'S3_SECRET_ACCESS_KEY:',
    );
    expect(configError({ BLOB_STORE: 's3', S3_BUCKET: 'b-1', S3_SECRET_ACCESS_KEY: 's' })).toContain(
      'S3_ACCESS_KEY_ID:',
    );
    expect(configError({ BLOB_STORE: 'gcs' })).toContain('BLOB_STORE:');
    expect(configError({ S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET:');
    expect(configError({ S3_ENDPOINT: 'minio:9000' })).toContain('S3_ENDPOINT:');
    expect(configError({ S3_PREFIX: '../up' })).toContain('S3_PREFIX:');
    expect(configError({ S3_FORCE_PATH_STYLE: 'maybe' })).toContain('S3_FORCE_PATH_STYLE:');
  });
});
