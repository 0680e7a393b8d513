import { AUDIO_BITS_PER_SECOND } from './data-estimate';
import { firstSupportedType } from './recording-types';

/**
 * Recording types in order of preference: opus in webm (Chrome, Firefox, Android), opus in ogg,
 * then mp4/AAC for Safari. With none supported the browser's default is used (docs/behaviour/interview.md §9 asks for
 * webm with opus; falling back beats failing).
 */
export const AUDIO_TYPE_PREFERENCE = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4',
] as const;

/** The first preferred type the browser can record, or '' for the browser's default. */
export function pickAudioMimeType(isTypeSupported: (type: string) => boolean): string {
  return firstSupportedType(AUDIO_TYPE_PREFERENCE, isTypeSupported);
}

/** A recording in progress: stop it to get the audio. */
export interface ActiveRecording {
  /** Stops recording and releases the microphone; resolves to the recorded audio. */
  stop(): Promise<Blob>;
  /** Throws the recording away and releases the microphone. */
  cancel(): void;
}

/**
 * Asks for the microphone and starts recording mono speech at about 24 kbit/s. Rejects when the
 * microphone is refused or missing, or the browser cannot record.
 */
export async function startAudioRecording(): Promise<ActiveRecording> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true },
  });
  const release = () => stream.getTracks().forEach((track) => track.stop());
  try {
    const mimeType = pickAudioMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
    });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start(1000);
    return {
      stop: () =>
        new Promise<Blob>((resolve) => {
          recorder.onstop = () => {
            release();
            resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }));
          };
          if (recorder.state === 'inactive') recorder.onstop(new Event('stop'));
          else recorder.stop();
        }),
      cancel: () => {
        recorder.onstop = null;
        if (recorder.state !== 'inactive') recorder.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
