import { AUDIO_BITS_PER_SECOND } from '../recording/data-estimate';
import { firstSupportedType } from '../recording/recording-types';

/**
 * Video bitrate of the identity clip. A face reading a phrase at 320×240 needs little more; a full
 * 15 s clip with its 24 kbit/s voice stays near 0.5 MB on a data bundle the candidate pays for.
 */
export const VIDEO_BITS_PER_SECOND = 250_000;

/** Bytes of a clip, at most, for `seconds` of recording. */
export function videoBytes(seconds: number): number {
  return (seconds * (VIDEO_BITS_PER_SECOND + AUDIO_BITS_PER_SECOND)) / 8;
}

/**
 * Recording types in order of preference: webm with vp9 and opus (docs/behaviour/interview.md §9), then vp8 and opus,
 * then mp4 for Safari. With none supported the browser's default is used: falling back beats failing.
 */
export const VIDEO_TYPE_PREFERENCE = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/mp4',
] as const;

/** The first preferred video type the browser can record, or '' for the browser's default. */
export function pickVideoMimeType(isTypeSupported: (type: string) => boolean): string {
  return firstSupportedType(VIDEO_TYPE_PREFERENCE, isTypeSupported);
}

/** A small front-camera picture: enough to see a face, cheap to send. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  facingMode: 'user',
  width: { ideal: 320 },
  height: { ideal: 240 },
  frameRate: { ideal: 15, max: 24 },
};

/**
 * Opens the front camera, with the microphone unless `withAudio` is false (the photo fallback
 * needs no sound). Rejects with the browser's DOMException (NotAllowedError, NotFoundError...).
 */
export function openCamera(withAudio = true): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: VIDEO_CONSTRAINTS,
    audio: withAudio ? { channelCount: 1, echoCancellation: true, noiseSuppression: true } : false,
  });
}

/** Turns the camera and microphone off (the browser's recording light goes out). */
export function releaseCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The DOMException name of a getUserMedia failure, e.g. 'NotAllowedError'. */
export function mediaErrorName(error: unknown): string {
  return error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
    ? String((error as { name: unknown }).name)
    : 'Error';
}

/** A clip being recorded: stop it to get the video. */
export interface VideoRecording {
  stop(): Promise<Blob>;
  /** Throws the clip away. */
  cancel(): void;
}

/** Starts recording `stream` at the modest bitrates above. Throws when the browser cannot record. */
export function startVideoRecording(stream: MediaStream): VideoRecording {
  const mimeType = pickVideoMimeType((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
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
        const finish = () =>
          resolve(new Blob(chunks, { type: recorder.mimeType || mimeType || 'video/webm' }));
        recorder.onstop = finish;
        if (recorder.state === 'inactive') finish();
        else recorder.stop();
      }),
    cancel: () => {
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}
