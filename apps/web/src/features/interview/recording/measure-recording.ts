import {
  ANALYSIS_SAMPLE_RATE,
  assessRecording,
  type RecordingQuality,
} from '@sauti/core/rules/recording-quality';

/**
 * How long the check may take before the recording is taken as it is. Decoding and judging 90 s
 * take about 0.1 s on a laptop; a cheap phone may be ten times slower, and a check that never
 * ends must not hold the candidate back.
 */
export const QUALITY_CHECK_TIMEOUT_MS = 4_000;

/**
 * Decodes the recorded audio on the device (Web Audio, resampled to 16 kHz) and judges it, before
 * anything is uploaded. Resolves to null when the browser cannot decode it or takes too long: the
 * answer is then kept without a check.
 */
export async function measureRecording(audio: Blob): Promise<RecordingQuality | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), QUALITY_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([decodeAndAssess(audio), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function decodeAndAssess(audio: Blob): Promise<RecordingQuality | null> {
  try {
    if (typeof OfflineAudioContext === 'undefined') return null;
    // One frame is enough: decodeAudioData only borrows the context's sample rate.
    const context = new OfflineAudioContext(1, 1, ANALYSIS_SAMPLE_RATE);
    const decoded = await context.decodeAudioData(await audio.arrayBuffer());
    return assessRecording(decoded.getChannelData(0), decoded.sampleRate);
  } catch {
    return null;
  }
}
