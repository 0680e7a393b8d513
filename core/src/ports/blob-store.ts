/**
 * Where uploaded media lives (answers, warm-ups, CVs, identity videos and photos). Keys are made by
 * the server (`audio/{sessionId}/{questionIndex}-{hash}.webm`), never taken from a request as
 * they are; an adapter must still refuse any key that would leave its store.
 */
export interface BlobStore {
  /** Stores `data` under `key`, replacing any previous blob atomically (readers never see half a file). */
  put(key: string, data: Uint8Array | AsyncIterable<Uint8Array>, contentType: string): Promise<BlobStat>;
  /** The blob (or the inclusive byte `range` of it), or null when there is none or the key is invalid. */
  get(key: string, range?: ByteRange): Promise<BlobRead | null>;
  /** Size and type without reading, or null when there is none or the key is invalid. */
  stat(key: string): Promise<BlobStat | null>;
  /** Removes the blob; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** What is known about a stored blob. */
export interface BlobStat {
  /** Total size in bytes. */
  size: number;
  contentType: string;
}

/** Bytes `start` to `end`, both inclusive (as in HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An open blob: its bytes (the whole blob or the requested range) and what is known about it. */
export interface BlobRead extends BlobStat {
  body: AsyncIterable<Uint8Array>;
  /** The range served, or null for the whole blob. */
  range: ByteRange | null;
}

/**
 * Listing the blobs of a folder, for sweeps (removing everything of a candidate session, including
 * files no row points at any more). Kept apart from BlobStore so readers and writers need not offer it.
 */
export interface BlobListing {
  /** Keys of the blobs under `folder` (a key prefix ending in `/`), sorted; [] when none or invalid. */
  list(folder: string): Promise<string[]>;
}
