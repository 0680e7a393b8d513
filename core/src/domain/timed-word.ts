/** A recognised word with when it was said, in seconds from the start of the answer. */
export interface TimedWord {
  word: string;
  startSeconds: number;
  endSeconds: number;
  /**
   * How sure the recogniser was of this word, 0-1, when it says (pocketsphinx's word posterior,
   * Whisper's word probability, Google's word confidence); see rules/unsure-words.ts.
   */
  confidence?: number | null;
}
