import type { BlobListing, BlobRead, BlobStat, BlobStore, ByteRange } from '../ports/blob-store.js';

/** A BlobStore in memory, for use-case tests. */
export class InMemoryBlobStore implements BlobStore, BlobListing {
  readonly blobs = new Map<string, { data: Uint8Array; contentType: string }>();

  async put(
    key: string,
    data: Uint8Array | AsyncIterable<Uint8Array>,
    contentType: string,
  ): Promise<BlobStat> {
    let bytes: Uint8Array;
    if (data instanceof Uint8Array) bytes = data;
    else {
      const parts: Uint8Array[] = [];
      for await (const part of data) parts.push(part);
      bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
      let offset = 0;
      for (const part of parts) {
        bytes.set(part, offset);
        offset += part.length;
      }
    }
    this.blobs.set(key, { data: bytes.slice(), contentType });
    return { size: bytes.length, contentType };
  }

  async get(key: string, range?: ByteRange): Promise<BlobRead | null> {
    const blob = this.blobs.get(key);
    if (!blob) return null;
    const bytes = range ? blob.data.slice(range.start, range.end + 1) : blob.data;
    return {
      size: blob.data.length,
      contentType: blob.contentType,
      range: range ?? null,
      body: (async function* () {
        yield bytes;
      })(),
    };
  }

  async stat(key: string): Promise<BlobStat | null> {
    const blob = this.blobs.get(key);
    return blob ? { size: blob.data.length, contentType: blob.contentType } : null;
  }

  async delete(key: string): Promise<void> {
    this.blobs.delete(key);
  }

  async list(folder: string): Promise<string[]> {
    if (!folder.endsWith('/')) return [];
    return [...this.blobs.keys()].filter((key) => key.startsWith(folder)).sort();
  }
}
