import { ANSWER_TIME } from '@sauti/core/rules/interview';

/** The recorder's target bitrate: opus voice at 24 kbit/s. */
export const AUDIO_BITS_PER_SECOND = 24_000;
/**
 * What a second of recording weighs once uploaded: the 24 kbit/s of opus plus WebM framing and
 * the upload's requests (measured in Chromium: 3.25-3.4 kB per second of answer).
 */
export const RECORDED_BYTES_PER_SECOND = 3_400;
/** The longest answer: recording stops by itself after 90 seconds (docs/behaviour/platform.md §1). */
export const ANSWER_LIMIT_SECONDS = ANSWER_TIME.limitSeconds;
/** The voice warm-up is short: it only has to prove the microphone works. */
export const WARM_UP_LIMIT_SECONDS = 30;
/**
 * What one spoken question costs to download, at most: 20 s of mp3 at 32 kbit/s (a question of
 * one or two sentences takes 3-5 s: 10-19 kB). When the server has no speech synthesis, the
 * browser speaks the question and this costs nothing.
 */
export const QUESTION_AUDIO_BYTES = 80_000;

/** Bytes of recorded audio, at most, for `seconds` of speech, as uploaded. */
export function recordedBytes(seconds: number): number {
  return seconds * RECORDED_BYTES_PER_SECOND;
}

/** The parts of the estimate, in bytes, so the candidate can see where the data goes. */
export interface DataEstimate {
  uploadBytes: number;
  downloadBytes: number;
  totalBytes: number;
  /** The total in megabytes (10^6 bytes), rounded up to one decimal. */
  totalMegabytes: number;
}

/**
 * The most mobile data an interview of `questionCount` questions uses: every answer at its full
 * 90 s plus the warm-up, uploaded at 3.4 kB/s, and each question's audio downloaded once.
 */
export function estimateInterviewData(questionCount: number): DataEstimate {
  const n = Math.max(0, questionCount);
  const uploadBytes = recordedBytes(n * ANSWER_LIMIT_SECONDS + WARM_UP_LIMIT_SECONDS);
  const downloadBytes = n * QUESTION_AUDIO_BYTES;
  const totalBytes = uploadBytes + downloadBytes;
  return {
    uploadBytes,
    downloadBytes,
    totalBytes,
    totalMegabytes: Math.ceil(totalBytes / 100_000) / 10,
  };
}
