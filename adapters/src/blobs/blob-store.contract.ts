import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobListing, BlobStore } from '@sauti/core/ports/blob-store';

/** A store under test and how to dispose of it. */
export interface BlobStoreUnderTest {
  store: BlobStore & BlobListing;
  close(): Promise<void>;
}

/** What the large streamed upload measured, for the report of the caller. */
export interface StreamedUploadFigure {
  store: string;
  bytes: number;
  /** Peak RSS growth (includes V8 growing its young generation, so it is noisy). */
  rssGrowthBytes: number;
  /** Peak growth of heap + buffers still referenced (after a full GC): what the store holds on to. */
  liveGrowthBytes: number;
  ms: number;
}

/** Figures of the large uploads of every store run in this process (printed by the suites). */
export const streamedUploadFigures: StreamedUploadFigure[] = [];

/**
 * Big enough that a store holding the upload (it grows by all of it) stays far from one that
 * streams it: the live figure also counts spent chunks whose memory V8 frees on a background
 * thread, which on a starved machine lag by about 15 MiB (seen in CI with the other core busy).
 */
const LARGE_UPLOAD = 48 * 1024 * 1024;

/** Live growth allowed: a store holding the upload reaches all of it by its last chunk. */
const HELD_LIMIT = LARGE_UPLOAD * 0.75;
const CHUNK = 64 * 1024;

async function text(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

async function* chunks(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part);
}

/**
 * `total` bytes in 64 KiB chunks made on demand (chunk i filled with i % 251), never all at once;
 * `pulled(i)` runs as the store asks for chunk i.
 */
async function* generated(total: number, pulled: (index: number) => void = () => {}) {
  for (let sent = 0, i = 0; sent < total; sent += CHUNK, i++) {
    pulled(i);
    yield new Uint8Array(Math.min(CHUNK, total - sent)).fill(i % 251);
  }
}

const bytes = (s: string) => new TextEncoder().encode(s);
const mib = (n: number) => (n / 2 ** 20).toFixed(1);

/**
 * A full garbage collection on demand: without it RSS mostly measures garbage not yet collected
 * (the spent chunks of the upload) rather than what the store holds on to.
 */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Peak growth, above the level before `work`, of RSS and of live memory (heap + buffers after a full GC). */
async function peakGrowth(
  work: (sample: () => void) => Promise<void>,
): Promise<{ rss: number; live: number }> {
  const gc = collector();
  const live = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  gc();
  const before = { rss: process.memoryUsage().rss, live: live() };
  const peak = { ...before };
  const sample = () => {
    gc();
    peak.rss = Math.max(peak.rss, process.memoryUsage().rss);
    peak.live = Math.max(peak.live, live());
  };
  // Sampled just after a full collection, so garbage not yet collected (the spent chunks of the
  // upload) does not count as held: every 100 ms, and whenever `work` asks (a store that holds
  // the upload peaks as it asks for the last chunk, which a timer alone can miss).
  const sampler = setInterval(sample, 100);
  try {
    await work(sample);
  } finally {
    clearInterval(sampler);
  }
  sample();
  return { rss: peak.rss - before.rss, live: peak.live - before.live };
}

/** Keys that look like paths out of the store, or that no server-made key resembles. */
export const HOSTILE_KEYS = [
  '../secret.txt',
  'a/../../secret.txt',
  '/etc/passwd',
  '/tmp/secret.txt',
  'a\\..\\..\\secret.txt',
  'a/%2e%2e/secret.txt',
  'a/b\0.txt',
  '.meta/a/b.txt.json',
  '',
  'a//b',
  'a/./b',
  'a/b/',
];

/**
 * The behaviour every BlobStore (and BlobListing) adapter must have, run against each adapter:
 * the filesystem store and the S3 store against a local S3 server.
 */
export function describeBlobStoreContract(name: string, open: () => Promise<BlobStoreUnderTest>): void {
  describe(`BlobStore contract: ${name}`, () => {
    let subject: BlobStoreUnderTest;
    let store: BlobStore & BlobListing;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject?.close());

    it('stores bytes or a stream and reads them back with size and content type', async () => {
      expect(await store.put('audio/s1/0-a.webm', bytes('hello'), 'audio/webm')).toEqual({
        size: 5,
        contentType: 'audio/webm',
      });
      expect(await store.put('cv/s1/x.pdf', chunks('%PDF-', '1.7'), 'application/pdf')).toEqual({
        size: 8,
        contentType: 'application/pdf',
      });
      const read = await store.get('audio/s1/0-a.webm');
      expect(read).toMatchObject({ size: 5, contentType: 'audio/webm', range: null });
      expect(await text(read!.body)).toBe('hello');
      expect(await store.stat('cv/s1/x.pdf')).toEqual({ size: 8, contentType: 'application/pdf' });
      expect(await text((await store.get('cv/s1/x.pdf'))!.body)).toBe('%PDF-1.7');
    });

    it('reads inclusive byte ranges and refuses ranges outside the blob', async () => {
      await store.put('audio/s1/r.webm', bytes('0123456789'), 'audio/webm');
      const read = await store.get('audio/s1/r.webm', { start: 2, end: 5 });
      expect(read).toMatchObject({ size: 10, contentType: 'audio/webm', range: { start: 2, end: 5 } });
      expect(await text(read!.body)).toBe('2345');
      expect(await text((await store.get('audio/s1/r.webm', { start: 9, end: 9 }))!.body)).toBe('9');
      expect(await text((await store.get('audio/s1/r.webm', { start: 0, end: 9 }))!.body)).toBe('0123456789');
      await expect(store.get('audio/s1/r.webm', { start: 5, end: 10 })).rejects.toThrow(RangeError);
      await expect(store.get('audio/s1/r.webm', { start: 10, end: 12 })).rejects.toThrow(RangeError);
      expect(await store.get('audio/s1/none.webm', { start: 0, end: 1 })).toBeNull();
    });

    it('replaces a blob whole', async () => {
      await store.put('a/b.txt', bytes('first, longer'), 'text/plain');
      await store.put('a/b.txt', chunks('sec', 'ond'), 'text/markdown');
      expect(await store.stat('a/b.txt')).toEqual({ size: 6, contentType: 'text/markdown' });
      expect(await text((await store.get('a/b.txt'))!.body)).toBe('second');
    });

    it('stores nothing when the source fails midway', async () => {
      async function* failing() {
        yield bytes('part');
        throw new Error('connection lost');
      }
      await expect(store.put('a/c.txt', failing(), 'text/plain')).rejects.toThrow('connection lost');
      expect(await store.stat('a/c.txt')).toBeNull();
    });

    it('deletes, and treats a missing blob as absent', async () => {
      await store.put('a/d.txt', bytes('x'), 'text/plain');
      await store.delete('a/d.txt');
      await store.delete('a/d.txt');
      expect(await store.get('a/d.txt')).toBeNull();
      expect(await store.stat('a/d.txt')).toBeNull();
      expect(await store.stat('never/there')).toBeNull();
      expect(await store.get('never/there')).toBeNull();
    });

    it('lists the keys of a folder, nested ones included, and nothing for a missing or invalid folder', async () => {
      await store.put('list/s1/0-a.webm', new Uint8Array(1), 'audio/webm');
      await store.put('list/s1/deep/1-b.webm', new Uint8Array(1), 'audio/webm');
      await store.put('list/s10/0-c.webm', new Uint8Array(1), 'audio/webm');
      expect(await store.list('list/s1/')).toEqual(['list/s1/0-a.webm', 'list/s1/deep/1-b.webm']);
      expect(await store.list('list/')).toEqual([
        'list/s1/0-a.webm',
        'list/s1/deep/1-b.webm',
        'list/s10/0-c.webm',
      ]);
      expect(await store.list('list/s2/')).toEqual([]);
      for (const folder of ['list/s1', '../', '.meta/', 'list/../../', '/', '']) {
        expect(await store.list(folder), folder).toEqual([]);
      }
      await store.delete('list/s1/0-a.webm');
      expect(await store.list('list/s1/')).toEqual(['list/s1/deep/1-b.webm']);
    });

    it('refuses every key that looks like a path out of the store', async () => {
      await store.put('a/secret.txt', bytes('secret'), 'text/plain');
      for (const key of HOSTILE_KEYS) {
        expect(await store.get(key), key).toBeNull();
        expect(await store.stat(key), key).toBeNull();
        await expect(store.put(key, bytes('x'), 'text/plain'), key).rejects.toThrow('invalid blob key');
        await store.delete(key);
      }
      expect(await text((await store.get('a/secret.txt'))!.body)).toBe('secret');
    });

    it('streams a 48 MiB upload and reads it back by range, without holding it in memory', async () => {
      // A small streamed upload first, so code loaded on first use is not counted as held memory.
      await store.put('large/s1/warm-up.webm', generated(2 * 1024 * 1024), 'video/webm');
      await store.delete('large/s1/warm-up.webm');
      // Up to three measured uploads, keeping the least growth: a store that buffers the upload
      // grows by its size every time, while a neighbour's allocation in the same process (vitest
      // runs other files meanwhile) inflates one sample only.
      let figure: StreamedUploadFigure | undefined;
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        const growth = await peakGrowth(async (sample) => {
          const everyMiB = (index: number) => index % 16 === 0 && sample();
          const stat = await store.put(
            'large/s1/video.webm',
            generated(LARGE_UPLOAD, everyMiB),
            'video/webm',
          );
          expect(stat).toEqual({ size: LARGE_UPLOAD, contentType: 'video/webm' });
        });
        const measured = {
          store: name,
          bytes: LARGE_UPLOAD,
          rssGrowthBytes: growth.rss,
          liveGrowthBytes: growth.live,
          ms: Math.round(performance.now() - started),
        };
        if (!figure || measured.liveGrowthBytes < figure.liveGrowthBytes) figure = measured;
        if (figure.liveGrowthBytes < HELD_LIMIT) break;
      }
      if (!figure) throw new Error('no upload was measured');
      streamedUploadFigures.push(figure);
      console.info(
        `[blobs] ${name}: ${mib(LARGE_UPLOAD)} MiB streamed upload in ${figure.ms} ms; peak growth: ` +
          `RSS ${mib(figure.rssGrowthBytes)} MiB, live heap+buffers ${mib(figure.liveGrowthBytes)} MiB`,
      );
      // Buffering the whole upload would hold at least its size; a bounded store holds about 1 MiB.
      // (RSS is only reported: V8 growing its young generation moves it by ~10-20 MiB either way.)
      expect(figure.liveGrowthBytes).toBeLessThan(HELD_LIMIT);

      expect(await store.stat('large/s1/video.webm')).toEqual({
        size: LARGE_UPLOAD,
        contentType: 'video/webm',
      });
      // The last byte of chunk 100 and the first of chunk 101, read by range.
      const edge = 101 * CHUNK;
      const read = await store.get('large/s1/video.webm', { start: edge - 1, end: edge });
      const got: number[] = [];
      for await (const chunk of read!.body) got.push(...chunk);
      expect(got).toEqual([100, 101]);
      await store.delete('large/s1/video.webm');
    });
  });
}
