import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { text } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  SPOOL_FILE_MEMORY_BYTES,
  SPOOL_TOTAL_MEMORY_BYTES,
  SpooledFile,
  spooledBytesInMemory,
} from './spooled-file.js';

let named = 0;
async function spoolOf(chunks: Buffer[]): Promise<SpooledFile> {
  named += 1;
  const spool = new SpooledFile(`spool-test-${process.pid}-${named}`, 4);
  await pipeline(Readable.from(chunks), spool);
  return spool;
}

/** Files of this process's spill folders (the folder is created at the first spill). */
async function spilledFiles(): Promise<string[]> {
  const dirs = (await readdir(tmpdir())).filter((name) => name.startsWith('sauti-upload-'));
  const files = await Promise.all(dirs.map((dir) => readdir(`${tmpdir()}/${dir}`).catch(() => [])));
  return files.flat().filter((name) => name.startsWith(`spool-test-${process.pid}-`));
}

describe('SpooledFile', () => {
  it('keeps a small file in memory, with its head, and gives it back whole', async () => {
    const spool = await spoolOf([Buffer.from('ab'), Buffer.from('cdef')]);
    expect(Buffer.from(spool.head()).toString()).toBe('abcd');
    expect(spooledBytesInMemory()).toBe(6);
    expect(await text(spool.open())).toBe('abcdef');
    expect(await spilledFiles()).toEqual([]);
    await spool.discard();
    expect(spooledBytesInMemory()).toBe(0);
  });

  it('moves a file over the per-file limit to disk, keeps its bytes and removes the file on discard', async () => {
    const chunk = Buffer.alloc(SPOOL_FILE_MEMORY_BYTES / 2 + 1, 'x');
    const spool = await spoolOf([Buffer.from('head'), chunk, chunk]);
    expect(spooledBytesInMemory()).toBe(0);
    expect(await spilledFiles()).toHaveLength(1);
    const back = await text(spool.open());
    expect(back.length).toBe(4 + 2 * chunk.length);
    expect(back.startsWith('headxxx')).toBe(true);
    expect(Buffer.from(spool.head()).toString()).toBe('head');
    await spool.discard();
    await spool.discard();
    expect(await spilledFiles()).toEqual([]);
  });

  it('sends new bytes to disk once the process holds the total in memory', async () => {
    const perSpool = SPOOL_FILE_MEMORY_BYTES;
    const held = await Promise.all(
      Array.from({ length: SPOOL_TOTAL_MEMORY_BYTES / perSpool }, () => spoolOf([Buffer.alloc(perSpool)])),
    );
    expect(spooledBytesInMemory()).toBe(SPOOL_TOTAL_MEMORY_BYTES);
    const next = await spoolOf([Buffer.from('one more')]);
    expect(spooledBytesInMemory()).toBe(SPOOL_TOTAL_MEMORY_BYTES);
    expect(await spilledFiles()).toHaveLength(1);
    expect(await text(next.open())).toBe('one more');
    await Promise.all([...held, next].map((spool) => spool.discard()));
    expect(spooledBytesInMemory()).toBe(0);
    expect(await spilledFiles()).toEqual([]);
  });
});
