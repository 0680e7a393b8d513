import { CEPSTRAL_MEAN_COUNT as CEPSTRAL_MEANS, SIGNATURE_LENGTH } from './voice-signature.js';

const PITCH = SIGNATURE_LENGTH - 1;
/**
 * One unit of distance per this many octaves of median pitch: the same flite voice varied by at
 * most 0.11 octave across sentences, different voices by 0.15 octave or more.
 */
const PITCH_OCTAVES_PER_UNIT = 0.15;

/**
 * The distance at which two signatures are as likely the same voice as not (similarity 0.5),
 * measured on flite's voices: the same voice on different sentences lay at 0.2-1.5 (WAV and
 * Opus at 24 kbit/s), different voices at 1.8 and beyond.
 */
export const SIGNATURE_MATCH_DISTANCE = 1.65;

/**
 * Distance between two signatures: the RMS difference of the cepstral means combined with the
 * pitch difference. The cepstral spreads are left out: they follow what was said more than who
 * said it (adding them made same-voice pairs overlap different voices in the measurements).
 * A signature of another length (another embedder's) is infinitely far.
 */
export function signatureDistance(a: readonly number[], b: readonly number[]): number {
  if (a.length !== SIGNATURE_LENGTH || b.length !== SIGNATURE_LENGTH) return Number.POSITIVE_INFINITY;
  let squares = 0;
  for (let i = 0; i < CEPSTRAL_MEANS; i++) squares += (a[i]! - b[i]!) ** 2;
  const cepstral = Math.sqrt(squares / CEPSTRAL_MEANS);
  // A missing pitch (0) on either side says nothing, rather than "a very different voice".
  const pitch = a[PITCH]! > 0 && b[PITCH]! > 0 ? Math.abs(a[PITCH]! - b[PITCH]!) / PITCH_OCTAVES_PER_UNIT : 0;
  return Math.hypot(cepstral, pitch);
}
