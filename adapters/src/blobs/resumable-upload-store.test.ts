import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterAll, describe, expect, it } from 'vitest';
import { createResumableUploadStore, type ResumableUploadStore } from './resumable-upload-store.js';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.js';

process.env.AWS_EC2_METADATA_DISABLED = 'true';

const EXPIRY_MS = 1_500;

/** Writes `bytes` in pieces of `piece` bytes, as PATCH requests would. */
async function writeInPieces(store: ResumableUploadStore, id: string, bytes: Buffer, piece: number) {
  let offset = 0;
  while (offset < bytes.length) {
    const end = Math.min(offset + piece, bytes.length);
    offset = await store.datastore.write(Readable.from([bytes.subarray(offset, end)]), id, offset);
  }
  return offset;
}

async function newUpload(store: ResumableUploadStore, size: number): Promise<string> {
  const id = store.idPrefix + randomBytes(16).toString('hex');
  await store.datastore.create(new Upload({ id, size, offset: 0, metadata: { kind: 'answer' } }));
  return id;
}

async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function describeStore(
  name: string,
  open: () => Promise<{ store: ResumableUploadStore; close(): Promise<void> }>,
) {
  describe(`resumable upload store: ${name}`, () => {
    let opened: { store: ResumableUploadStore; close(): Promise<void> } | undefined;
    const store = async () => (opened ??= await open()).store;
    afterAll(() => opened?.close());

    it('assembles pieces into the file the use cases read: size, first bytes, SHA-256, content', async () => {
      const s = await store();
      const bytes = randomBytes(150_000);
      const id = await newUpload(s, bytes.length);
      expect(await writeInPieces(s, id, bytes, 64 * 1024)).toBe(bytes.length);
      expect((await s.datastore.getUpload(id)).offset).toBe(bytes.length);
      const file = await s.uploadedFile(id);
      expect(file.size).toBe(bytes.length);
      expect(file.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(Buffer.from(file.head)).toEqual(bytes.subarray(0, file.head.length));
      expect(file.head.length).toBeGreaterThan(0);
      expect((await collect(file.open())).equals(bytes)).toBe(true);
    });

    it('keeps the offset of a partial upload, and removes uploads past their expiry with their bytes', async () => {
      const s = await store();
      const unfinished = await newUpload(s, 100_000);
      expect(await writeInPieces(s, unfinished, randomBytes(30_000), 64 * 1024)).toBe(30_000);
      expect((await s.datastore.getUpload(unfinished)).offset).toBe(30_000);
      const finished = await newUpload(s, 1_000);
      await writeInPieces(s, finished, randomBytes(1_000), 64 * 1024);
      // A sweep before their expiry leaves both. (Its count is not asserted: the store is shared with
      // the test above, whose upload may have expired by now on a slow machine.)
      await s.sweepExpired();
      expect((await s.datastore.getUpload(unfinished)).offset).toBe(30_000);
      expect((await s.datastore.getUpload(finished)).offset).toBe(1_000);

      await new Promise((r) => setTimeout(r, EXPIRY_MS + 500));
      expect(await s.sweepExpired()).toBeGreaterThanOrEqual(2);
      await expect(s.datastore.getUpload(unfinished)).rejects.toBeDefined();
      await expect(s.datastore.getUpload(finished)).rejects.toBeDefined();
    });
  });
}

describeStore('files under DATA_DIR', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sauti-uploads-'));
  const store = await createResumableUploadStore({ kind: 'fs' }, dataDir, EXPIRY_MS);
  return {
    store,
    close: async () => {
      // Nothing is left on disk once every upload has expired and been swept.
      expect(await readdir(join(dataDir, 'uploads'))).toEqual([]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});

describeStore('S3 (local s3rver), under the deployment prefix', async () => {
  const server: S3TestServer = await startS3TestServer({ prefix: 'tenant-a' });
  const store = await createResumableUploadStore({ kind: 's3', ...server.settings }, '/nowhere', EXPIRY_MS);
  expect(store.idPrefix).toBe('tenant-a/uploads/');
  return { store, close: () => server.close() };
});
