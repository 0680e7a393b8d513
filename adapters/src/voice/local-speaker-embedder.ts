import type { SpeakerEmbedder } from '@sauti/core/ports/speaker-embedding';
import type { AudioClip } from '@sauti/core/ports/speech-to-text';
import { decodePcm, type DecodeOptions } from './decode-pcm.js';
import { signatureDistance, SIGNATURE_MATCH_DISTANCE } from './signature-distance.js';
import { voiceSignature } from './voice-signature.js';

/**
 * An offline voice comparison in plain TypeScript: ffmpeg decodes the clip to 16 kHz mono, the
 * speech frames (an energy gate) are described by the mean and spread of their MFCCs and the
 * median pitch, and two descriptions are compared by a weighted distance mapped to 0-1.
 *
 * What it can tell: clearly different voices on clean audio, above all a change of sex or of
 * pitch range and a different vocal tract (on flite's voices, different voices score 0.0-0.45
 * and the same voice on other sentences 0.55-1.0; see voice/README.md for the measurements).
 *
 * What it cannot tell: it is NOT a neural speaker verifier and proves nothing. Similar voices
 * (two people of the same sex, age and accent) can score as the same; the same person can score
 * as different after a change of microphone, phone, room or background noise, when speaking much
 * louder or with a cold, or on very short clips (a few seconds), because channel and content move
 * the averages as much as the speaker does. Its score is a prompt for a human to listen, never a
 * verdict; a replay of the candidate's own recordings would pass it.
 */
export class LocalSpeakerEmbedder implements SpeakerEmbedder {
  readonly name = 'local MFCC + pitch signature (ffmpeg)';

  constructor(private readonly options: DecodeOptions = {}) {}

  async embed(audio: AudioClip): Promise<number[] | null> {
    const samples = await decodePcm(audio, this.options);
    return samples ? voiceSignature(samples) : null;
  }

  /** 1 for identical signatures, 0.5 at the calibrated match distance, falling steeply after it. */
  similarity(a: readonly number[], b: readonly number[]): number {
    const ratio = signatureDistance(a, b) / SIGNATURE_MATCH_DISTANCE;
    return 1 / (1 + ratio ** 4);
  }
}
