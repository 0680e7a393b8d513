import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';

/**
 * How much of one uploaded file is kept in memory before it goes to a temporary file. A spoken
 * answer of a minute or two in Opus is 100-500 kB: kept whole, it costs no file system call
 * (writing, re-reading the head and reading it back to the blob store were ~30 calls per upload,
 * docs/performance.md). Larger files (a video, a CV scan, a long answer) go to disk.
 */
export const SPOOL_FILE_MEMORY_BYTES = 1024 * 1024;
/** All uploads of the process in memory at once: past this, new bytes go to disk, so 200 uploads cannot take 200 MiB. */
export const SPOOL_TOTAL_MEMORY_BYTES = 64 * 1024 * 1024;

let inMemoryBytes = 0;

/** Bytes of uploads held in memory right now (for tests and the start-up budget). */
export function spooledBytesInMemory(): number {
  return inMemoryBytes;
}

let spillDir: Promise<string> | null = null;

/** One private folder per process for the files that spill (mkdtemp: not guessable by another local user). */
function spillFolder(): Promise<string> {
  spillDir ??= mkdtemp(join(tmpdir(), 'sauti-upload-')).catch((error: unknown) => {
    spillDir = null; // try again on the next spill (e.g. the temporary folder was full)
    throw error;
  });
  return spillDir;
}

/**
 * A writable that keeps an uploaded file in memory, up to {@link SPOOL_FILE_MEMORY_BYTES} and the
 * process-wide {@link SPOOL_TOTAL_MEMORY_BYTES}, and moves it to a temporary file beyond that.
 * The first bytes stay readable for the content sniffing either way. {@link discard} must be
 * called when the request ends: it gives back the memory and removes the file.
 */
export class SpooledFile extends Writable {
  private chunks: Buffer[] = [];
  private heldBytes = 0;
  private headBytes: Buffer = Buffer.alloc(0);
  private file: WriteStream | null = null;
  private path: string | null = null;
  private spilling: Promise<void> | null = null;

  constructor(
    private readonly name: string,
    private readonly headLength: number,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (this.headBytes.length < this.headLength) {
      this.headBytes = Buffer.concat([
        this.headBytes,
        chunk.subarray(0, this.headLength - this.headBytes.length),
      ]);
    }
    if (this.file) {
      this.file.write(chunk, done);
      return;
    }
    const fits =
      this.heldBytes + chunk.length <= SPOOL_FILE_MEMORY_BYTES &&
      inMemoryBytes + chunk.length <= SPOOL_TOTAL_MEMORY_BYTES;
    if (fits) {
      this.chunks.push(chunk);
      this.heldBytes += chunk.length;
      inMemoryBytes += chunk.length;
      done();
      return;
    }
    this.spilling = this.spill(chunk);
    this.spilling.then(() => done(), done);
  }

  override _final(done: (error?: Error | null) => void): void {
    if (this.file) this.file.end(done);
    else done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.file?.destroy();
    done(error);
  }

  /** The first bytes of the file (at most the head length asked for). */
  head(): Uint8Array {
    return this.headBytes;
  }

  /** The whole file, from memory or from its temporary file. */
  open(): Readable {
    return this.path ? createReadStream(this.path) : Readable.from(this.chunks);
  }

  /** Gives back the memory and removes the temporary file, if any. Safe to call twice. */
  async discard(): Promise<void> {
    this.release();
    await this.spilling?.catch(() => undefined); // a file being opened now would outlive the unlink
    const { file, path } = this;
    this.file = null;
    this.path = null;
    if (file && !file.closed) {
      const closed = once(file, 'close').catch(() => undefined);
      file.destroy();
      await closed;
    }
    if (path) await unlink(path).catch(() => undefined);
  }

  /** Writes what is held, then `chunk`, to a temporary file; later chunks go straight there. */
  private async spill(chunk: Buffer): Promise<void> {
    this.path = join(await spillFolder(), this.name);
    this.file = createWriteStream(this.path, { flags: 'wx' });
    this.file.on('error', (error) => this.destroy(error));
    for (const held of this.chunks) this.file.write(held);
    this.release();
    await new Promise<void>((resolve, reject) =>
      this.file!.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  }

  private release(): void {
    inMemoryBytes -= this.heldBytes;
    this.heldBytes = 0;
    this.chunks = [];
  }
}
