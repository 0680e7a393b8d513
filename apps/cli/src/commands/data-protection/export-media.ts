import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobStore } from '@sauti/core/ports/blob-store';
import type { CandidateExport } from '@sauti/core/use-cases/data-protection/index';

/** What copying an export's files did. */
export interface MediaCopy {
  dir: string;
  copied: number;
  bytes: number;
  missing: string[];
}

/**
 * Copies every present file of an export to `dir/{key}`. Keys come from our own rows, but a key
 * resolving outside `dir` is still refused rather than written.
 */
export async function copyExportMedia(
  blobs: BlobStore,
  exported: CandidateExport,
  dir: string,
): Promise<MediaCopy> {
  const root = resolve(dir);
  const result: MediaCopy = { dir: root, copied: 0, bytes: 0, missing: [] };
  for (const file of exported.sessions.flatMap((s) => s.media)) {
    const target = resolve(root, ...file.key.split('/'));
    const inside = relative(root, target);
    if (!inside || inside.startsWith(`..${sep}`) || inside === '..')
      throw new Error(`unsafe media key ${file.key}`);
    const read = await blobs.get(file.key);
    if (!read) {
      result.missing.push(file.key);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await pipeline(Readable.from(read.body), createWriteStream(target));
    result.copied += 1;
    result.bytes += read.size;
  }
  return result;
}
