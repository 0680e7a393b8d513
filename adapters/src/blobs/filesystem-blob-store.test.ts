import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveBlobPath } from './blob-key.js';
import { describeBlobStoreContract, HOSTILE_KEYS } from './blob-store.contract.js';
import { FilesystemBlobStore } from './filesystem-blob-store.js';

describeBlobStoreContract('filesystem', async () => {
  const base = await mkdtemp(join(tmpdir(), 'sauti-blobs-contract-'));
  return {
    store: new FilesystemBlobStore(join(base, 'media')),
    close: () => rm(base, { recursive: true, force: true }),
  };
});

describe('FilesystemBlobStore', () => {
  let base: string;
  let store: FilesystemBlobStore;

  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'sauti-blobs-'));
    store = new FilesystemBlobStore(join(base, 'media'));
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  async function* chunks(...parts: string[]) {
    for (const part of parts) yield new TextEncoder().encode(part);
  }

  it('leaves no temporary file behind, after a replacement or a failed source', async () => {
    await store.put('a/b.txt', new TextEncoder().encode('first'), 'text/plain');
    await store.put('a/b.txt', chunks('second'), 'text/plain');
    async function* failing() {
      yield new TextEncoder().encode('part');
      throw new Error('connection lost');
    }
    await expect(store.put('a/c.txt', failing(), 'text/plain')).rejects.toThrow('connection lost');
    expect(await readdir(join(base, 'media', '.tmp'))).toEqual([]);
  });

  it('writes into a folder removed behind its back (the store remembers the folders it made)', async () => {
    await store.put('session-1/0.webm', new TextEncoder().encode('first'), 'audio/webm');
    await rm(join(base, 'media', 'session-1'), { recursive: true });
    await rm(join(base, 'media', '.meta'), { recursive: true });
    await rm(join(base, 'media', '.tmp'), { recursive: true });
    const stored = await store.put('session-1/1.webm', chunks('sec', 'ond'), 'audio/webm');
    expect(stored).toEqual({ size: 6, contentType: 'audio/webm' });
    expect(await store.stat('session-1/1.webm')).toEqual(stored);
  });

  it('never reads or writes a file outside its folder, whatever the key', async () => {
    await writeFile(join(base, 'secret.txt'), 'secret');
    for (const key of [...HOSTILE_KEYS, `${base}/secret.txt`]) {
      expect(await store.get(key), key).toBeNull();
      expect(await store.stat(key), key).toBeNull();
      await expect(store.put(key, new Uint8Array(1), 'text/plain'), key).rejects.toThrow('invalid blob key');
      await store.delete(key);
    }
    expect(await readdir(base)).toEqual(['secret.txt']);
  });

  it('resolves any key either inside the root or not at all (property)', () => {
    const root = join(base, 'media');
    const segment = fc.oneof(fc.constantFrom('..', '.', '', 'a', '%2e%2e', '\0', '\\..', 'x.y'), fc.string());
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), (parts) => {
        const file = resolveBlobPath(root, parts.join('/'));
        return file === null || file.startsWith(`${root}/`);
      }),
      { numRuns: 2_000 },
    );
  });
});
