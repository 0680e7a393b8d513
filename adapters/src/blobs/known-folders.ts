import { mkdir, open, rename, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The folders a writer has already made, so writing a file into one costs no `mkdir` (each was
 * about 1 % of the server's CPU under 200 uploading candidates, docs/performance.md). A folder
 * removed behind its back (a session's media deleted) is made again when a rename into it fails.
 */
export class KnownFolders {
  private readonly made = new Set<string>();

  /** @param limit folders remembered at most (two per interview): past it the memory starts again empty. */
  constructor(private readonly limit = 10_000) {}

  /** Makes `folder` (and its parents) unless it was made before. */
  async ensure(folder: string): Promise<void> {
    if (this.made.has(folder)) return;
    await mkdir(folder, { recursive: true });
    if (this.made.size >= this.limit) this.made.clear();
    this.made.add(folder);
  }

  /** Forgets `folder`, so the next write makes it again (after a write into it failed). */
  forget(folder: string): void {
    this.made.delete(folder);
  }

  /** Creates the new file `path` (refusing an existing one), making its folder if needed. */
  async openNew(path: string): Promise<FileHandle> {
    return this.inFolder(path, () => open(path, 'wx'));
  }

  /** Renames `from` to `to`, making `to`'s folder first if it is not known to exist. */
  async renameInto(from: string, to: string): Promise<void> {
    await this.inFolder(to, () => rename(from, to));
  }

  /** Runs `write` (which creates `path`) in path's folder, made first if not known to exist. */
  private async inFolder<T>(path: string, write: () => Promise<T>): Promise<T> {
    const folder = dirname(path);
    await this.ensure(folder);
    try {
      return await write();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.forget(folder); // the folder went away since: make it again, once
      await this.ensure(folder);
      return await write();
    }
  }
}
