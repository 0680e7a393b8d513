import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';
import { SNIFF_BYTES } from '@sauti/core/rules/file-signatures';
import type { UploadedFile } from '@sauti/core/use-cases/interview/uploaded-file';

/** A tus data store that can read an upload back (the file and the S3 store both can). */
export type ReadableStore = DataStore & { read(id: string): Promise<Readable> | Readable };

/** A finished upload as the use cases take files: size, first bytes, SHA-256, its bytes again. */
export async function uploadedFileOf(store: ReadableStore, id: string): Promise<UploadedFile> {
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
