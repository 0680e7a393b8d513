import type { AudioClip } from './speech-to-text.js';

/**
 * Describes a speaker's voice as a fixed-length vector and compares two of them. The comparison
 * belongs to the embedder: each method has its own geometry and calibration, so only vectors
 * made by the same embedder are ever compared.
 */
export interface SpeakerEmbedder {
  /** What computes the vectors, for logs and the start-up report. */
  readonly name: string;
  /**
   * The voice in `audio`, or null when the clip holds too little speech (silence, a cough, a
   * file the decoder cannot read). Rejects only when the tool itself fails (worth retrying).
   */
  embed(audio: AudioClip): Promise<number[] | null>;
  /**
   * How alike two voices are, 0-1, calibrated so that 0.5 (`VOICE_MATCH_THRESHOLD`) separates
   * the same speaker from a different one as well as this embedder can.
   */
  similarity(a: readonly number[], b: readonly number[]): number;
}
