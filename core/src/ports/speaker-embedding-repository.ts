/** A cached voice vector of one stored audio clip (table `speaker_embeddings`). */
export interface SpeakerEmbedding {
  id: string;
  /** The clip's audio path (as stored on the answer or the session); unique. */
  clipPath: string;
  embedding: number[];
  createdAt: Date;
}

/**
 * The embedding cache. Paths hold the content hash, so a path's vector never goes stale: a
 * re-recording has a new path and gets its own row.
 */
export interface SpeakerEmbeddingRepository {
  findByClipPath(clipPath: string): Promise<SpeakerEmbedding | null>;
  /** The cached rows among `clipPaths` (missing ones are simply absent). */
  findByClipPaths(clipPaths: readonly string[]): Promise<SpeakerEmbedding[]>;
  /** Stores a vector; when the path already has one (a concurrent job), the first one stays. */
  save(embedding: SpeakerEmbedding): Promise<void>;
}
