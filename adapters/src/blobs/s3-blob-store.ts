import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { BlobListing, BlobRead, BlobStat, BlobStore, ByteRange } from '@sauti/core/ports/blob-store';
import { folderKey, isValidBlobKey } from './blob-key.js';

const FALLBACK_TYPE = 'application/octet-stream';
/** A streamed blob up to this size is sent from memory; a larger one is spooled to a temporary file. */
const IN_MEMORY_LIMIT = 1024 * 1024;
/** S3's limit for one PUT (far above any upload Sauti accepts). */
const SINGLE_PUT_LIMIT = 5 * 1024 ** 3;

function invalidKey(key: string): Error {
  return new Error(`invalid blob key: ${JSON.stringify(key.slice(0, 200))}`);
}

/** True for the SDK's "no such object" answers (GetObject says NoSuchKey, HeadObject a bare 404). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

function isUnsatisfiableRange(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'InvalidRange' || e?.$metadata?.httpStatusCode === 416;
}

function outside(range: ByteRange, size: number | string): RangeError {
  return new RangeError(`range ${range.start}-${range.end} outside a blob of ${size} bytes`);
}

/**
 * Blobs as objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO...), every key under
 * an optional prefix so one bucket can hold several deployments. Objects replace each other whole
 * (an S3 PUT or a completed multipart upload is atomic), so readers never see half a blob. Keys
 * obey the same grammar as the filesystem store: whatever the bucket holds, no key a request could
 * make reaches outside the prefix.
 */
export class S3BlobStore implements BlobStore, BlobListing {
  private readonly prefix: string;

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    prefix = '',
  ) {
    const trimmed = prefix.replace(/^\/+|\/+$/g, '');
    this.prefix = trimmed ? `${trimmed}/` : '';
  }

  async put(
    key: string,
    data: Uint8Array | AsyncIterable<Uint8Array>,
    contentType: string,
  ): Promise<BlobStat> {
    if (!isValidBlobKey(key)) throw invalidKey(key);
    const target = { Bucket: this.bucket, Key: this.prefix + key, ContentType: contentType };
    if (data instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ ...target, Body: data, ContentLength: data.length }));
      return { size: data.length, contentType };
    }
    return this.putStream(target, data);
  }

  /**
   * A stream of unknown length. S3 needs the length before the bytes (and a multipart upload
   * keeps 5 MiB parts in memory), so the first MiB is held in memory and anything longer is
   * spooled to a temporary file, then sent as one PUT: memory stays bounded by ~1 MiB whatever
   * the size, and the object appears whole or not at all.
   */
  private async putStream(
    target: { Bucket: string; Key: string; ContentType: string },
    data: AsyncIterable<Uint8Array>,
  ): Promise<BlobStat> {
    const source = data[Symbol.asyncIterator]();
    const head: Uint8Array[] = [];
    let headBytes = 0;
    while (headBytes <= IN_MEMORY_LIMIT) {
      const next = await source.next();
      if (next.done) {
        const body = Buffer.concat(head, headBytes);
        await this.client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: headBytes }));
        return { size: headBytes, contentType: target.ContentType };
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
    const spool = await mkdtemp(join(tmpdir(), 'sauti-s3-spool-'));
    try {
      const file = join(spool, 'blob');
      async function* everything() {
        yield* head.splice(0);
        for (let next = await source.next(); !next.done; next = await source.next()) yield next.value;
      }
      await pipeline(everything(), createWriteStream(file, { flags: 'wx' }));
      const { size } = await stat(file);
      if (size > SINGLE_PUT_LIMIT)
        throw new Error(`blob of ${size} bytes exceeds the 5 GiB of one S3 upload`);
      await this.client.send(
        new PutObjectCommand({ ...target, Body: createReadStream(file), ContentLength: size }),
      );
      return { size, contentType: target.ContentType };
    } finally {
      await rm(spool, { recursive: true, force: true });
    }
  }

  async get(key: string, range?: ByteRange): Promise<BlobRead | null> {
    if (!isValidBlobKey(key)) return null;
    if (range && (range.start < 0 || range.end < range.start)) throw outside(range, 'any');
    let response;
    try {
      response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.prefix + key,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      if (range && isUnsatisfiableRange(error)) throw outside(range, 'fewer');
      throw error;
    }
    const body = response.Body as Readable;
    // S3 clips a range that runs past the end; the port (like the filesystem store) refuses it.
    const size = range ? Number(/\/(\d+)$/.exec(response.ContentRange ?? '')?.[1]) : response.ContentLength;
    if (size === undefined || !Number.isFinite(size) || (range && range.end >= size)) {
      body.destroy();
      if (range) throw outside(range, size ?? 'unknown');
      throw new Error(`object ${key} came without a length`);
    }
    return { size, contentType: response.ContentType ?? FALLBACK_TYPE, body, range: range ?? null };
  }

  async stat(key: string): Promise<BlobStat | null> {
    if (!isValidBlobKey(key)) return null;
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? FALLBACK_TYPE };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidBlobKey(key)) return;
    // S3 answers a delete of a missing object with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }

  async list(folder: string): Promise<string[]> {
    if (!folderKey(folder)) return [];
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + folder,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && isValidBlobKey(key)) keys.push(key);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }
}
