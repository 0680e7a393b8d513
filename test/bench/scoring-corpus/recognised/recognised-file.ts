import { join } from 'node:path';

/** Where a set's recognised transcripts are kept (committed: decoding them takes CPU-minutes). */
export const recognisedFile = (set: string) => join(import.meta.dirname, `${set}.json`);
