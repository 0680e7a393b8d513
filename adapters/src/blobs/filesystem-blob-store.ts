import { createReadStream } from 'node:fs';
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { BlobListing, BlobRead, BlobStat, BlobStore, ByteRange } from '@sauti/core/ports/blob-store';
import { resolveBlobPath } from './blob-key.js';
import { KnownFolders } from './known-folders.js';

const FALLBACK_TYPE = 'application/octet-stream';

function invalidKey(key: string): Error {
  return new Error(`invalid blob key: ${JSON.stringify(key.slice(0, 200))}`);
}

/**
 * Blobs as files under one folder (`${DATA_DIR}/media`). Each blob is written to a temporary file
 * and renamed into place, so a reader never sees a half-written file and a crash leaves no torn
 * blob. The content type is kept in a sidecar under `.meta/` (keys cannot start with a dot, so no
 * key can reach it), and temporaries live in `.tmp/` on the same file system as their targets.
 */
export class FilesystemBlobStore implements BlobStore, BlobListing {
  /** Folders this store made or found, so a put costs no mkdir once its session's folder exists. */
  private readonly folders = new KnownFolders();

  constructor(private readonly root: string) {}

  /** Where the store keeps its files (for the start-up report). */
  get folder(): string {
    return this.root;
  }

  async put(
    key: string,
    data: Uint8Array | AsyncIterable<Uint8Array>,
    contentType: string,
  ): Promise<BlobStat> {
    const file = resolveBlobPath(this.root, key);
    const meta = resolveBlobPath(join(this.root, '.meta'), key);
    if (!file || !meta) throw invalidKey(key);
    const tmpDir = join(this.root, '.tmp');
    const tmp = join(tmpDir, randomUUID());
    let size = 0;
    const counted = async function* (source: AsyncIterable<Uint8Array>) {
      for await (const chunk of source) {
        size += chunk.length;
        yield chunk;
      }
    };
    try {
      const source = data instanceof Uint8Array ? Readable.from([data]) : Readable.from(data);
      const target = await this.folders.openNew(tmp);
      await pipeline(source, counted, target.createWriteStream());
      await writeFile(`${tmp}.meta`, JSON.stringify({ contentType }));
      await this.folders.renameInto(`${tmp}.meta`, `${meta}.json`);
      await this.folders.renameInto(tmp, file);
      return { size, contentType };
    } catch (error) {
      await rm(tmp, { force: true });
      await rm(`${tmp}.meta`, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    const file = resolveBlobPath(this.root, key);
    if (!file) return null;
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { size: info.size, contentType: await this.contentType(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<BlobRead | null> {
    const found = await this.stat(key);
    const file = resolveBlobPath(this.root, key);
    if (!found || !file) return null;
    if (range && (range.start < 0 || range.end < range.start || range.end >= found.size)) {
      throw new RangeError(`range ${range.start}-${range.end} outside a blob of ${found.size} bytes`);
    }
    const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    return { ...found, body, range: range ?? null };
  }

  async delete(key: string): Promise<void> {
    const file = resolveBlobPath(this.root, key);
    const meta = resolveBlobPath(join(this.root, '.meta'), key);
    if (!file || !meta) return;
    await rm(file, { force: true });
    await rm(`${meta}.json`, { force: true });
  }

  async list(folder: string): Promise<string[]> {
    const dir = folder.endsWith('/') ? resolveBlobPath(this.root, folder.slice(0, -1)) : null;
    if (!dir) return [];
    let entries;
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => folder + relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((key) => resolveBlobPath(this.root, key) !== null)
      .sort();
  }

  private async contentType(key: string): Promise<string> {
    const meta = resolveBlobPath(join(this.root, '.meta'), key);
    if (!meta) return FALLBACK_TYPE;
    try {
      const parsed = JSON.parse(await readFile(`${meta}.json`, 'utf8')) as { contentType?: unknown };
      return typeof parsed.contentType === 'string' ? parsed.contentType : FALLBACK_TYPE;
    } catch {
      return FALLBACK_TYPE;
    }
  }
}
