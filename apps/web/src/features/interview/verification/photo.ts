import { IDENTITY_CHECK } from '@sauti/core/rules/identity-check';

/** The longest side of a fallback photo: a face is recognisable, the file stays near 30 kB. */
export const PHOTO_MAX_SIDE = 640;

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the photo could not be encoded'))),
      'image/jpeg',
      IDENTITY_CHECK.photoJpegQuality,
    );
  });
}

/** Draws `source` (scaled to fit {@link PHOTO_MAX_SIDE}) on a canvas and encodes it as JPEG at 0.8. */
function drawAsJpeg(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height, 1));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvasToJpeg(canvas);
}

/** A still of what the camera shows now, as JPEG at quality 0.8 (docs/behaviour/interview.md §4.4). */
export function capturePhoto(video: HTMLVideoElement): Promise<Blob> {
  return drawAsJpeg(video, video.videoWidth || 320, video.videoHeight || 240);
}

/**
 * A photo chosen with the phone's own camera (when the page cannot open it), re-encoded as JPEG at
 * 0.8 and scaled down: phones take photos of several megabytes.
 */
export async function imageFileToJpeg(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') {
    if (file.type === 'image/jpeg') return file;
    throw new Error('this browser cannot convert the photo');
  }
  const bitmap = await createImageBitmap(file);
  try {
    return await drawAsJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
