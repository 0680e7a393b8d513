import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveBlobPath } from './blob-key.js';
import { FilesystemBlobStore } from './filesystem-blob-store.js';

let base: string;
let store: FilesystemBlobStore;

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'sauti-blobs-'));
  store = new FilesystemBlobStore(join(base, 'media'));
});
afterEach(() => rm(base, { recursive: true, force: true }));

async function text(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function* chunks(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part);
}

describe('FilesystemBlobStore', () => {
  it('stores bytes or a stream and reads them back with size and content type', async () => {
    expect(await store.put('audio/s1/0-a.webm', new TextEncoder().encode('hello'), 'audio/webm')).toEqual({
      size: 5,
      contentType: 'audio/webm',
    });
    await store.put('cv/s1/x.pdf', chunks('%PDF-', '1.7'), 'application/pdf');
    const read = await store.get('audio/s1/0-a.webm');
    expect(read).toMatchObject({ size: 5, contentType: 'audio/webm', range: null });
    expect(await text(read!.body)).toBe('hello');
    expect(await store.stat('cv/s1/x.pdf')).toEqual({ size: 8, contentType: 'application/pdf' });
  });

  it('reads an inclusive byte range', async () => {
    await store.put('audio/s1/r.webm', new TextEncoder().encode('0123456789'), 'audio/webm');
    const read = await store.get('audio/s1/r.webm', { start: 2, end: 5 });
    expect(read).toMatchObject({ size: 10, range: { start: 2, end: 5 } });
    expect(await text(read!.body)).toBe('2345');
    await expect(store.get('audio/s1/r.webm', { start: 5, end: 10 })).rejects.toThrow(RangeError);
  });

  it('replaces a blob whole and leaves no temporary file behind', async () => {
    await store.put('a/b.txt', new TextEncoder().encode('first'), 'text/plain');
    await store.put('a/b.txt', chunks('second'), 'text/plain');
    expect(await text((await store.get('a/b.txt'))!.body)).toBe('second');
    expect(await readdir(join(base, 'media', '.tmp'))).toEqual([]);
  });

  it('removes the temporary file when the source fails midway', async () => {
    async function* failing() {
      yield new TextEncoder().encode('part');
      throw new Error('connection lost');
    }
    await expect(store.put('a/c.txt', failing(), 'text/plain')).rejects.toThrow('connection lost');
    expect(await store.stat('a/c.txt')).toBeNull();
    expect(await readdir(join(base, 'media', '.tmp'))).toEqual([]);
  });

  it('deletes, and treats a missing blob as absent', async () => {
    await store.put('a/d.txt', new TextEncoder().encode('x'), 'text/plain');
    await store.delete('a/d.txt');
    await store.delete('a/d.txt');
    expect(await store.get('a/d.txt')).toBeNull();
    expect(await store.stat('never/there')).toBeNull();
  });

  it('never reads or writes outside its folder, whatever the key', async () => {
    await writeFile(join(base, 'secret.txt'), 'secret');
    for (const key of [
      '../secret.txt',
      'a/../../secret.txt',
      '/etc/passwd',
      `${base}/secret.txt`,
      'a\\..\\..\\secret.txt',
      'a/%2e%2e/secret.txt',
      'a/b\0.txt',
      '.meta/a/b.txt.json',
      '',
      'a//b',
    ]) {
      expect(await store.get(key), key).toBeNull();
      expect(await store.stat(key), key).toBeNull();
      await expect(store.put(key, new Uint8Array(1), 'text/plain'), key).rejects.toThrow('invalid blob key');
    }
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
