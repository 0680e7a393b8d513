import type { AudioClip } from './speech-to-text.js';

/** A stored identity video handed to the extractor. */
export interface VideoClip {
  data: Uint8Array;
  contentType: string;
}

/**
 * Takes the sound out of an identity video (WebM or MP4) as audio a transcriber reads well
 * (16 kHz mono WAV), so no provider receives the picture. Resolves null when the video has no
 * audio track or cannot be decoded (the candidate's upload is at fault: there is nothing to hear);
 * rejects when the tool itself fails (missing, timed out), which is worth retrying.
 */
export interface SpeechExtractor {
  extractSpeech(video: VideoClip): Promise<AudioClip | null>;
}
