/** The bare MIME type: 'audio/webm;codecs=opus' → 'audio/webm'. */
export function baseMediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/flac': 'flac',
};

/**
 * A file extension for the audio's type. Whisper-style servers pick the decoder from the
 * uploaded file's name, so the name must match the bytes; unknown types fall back to 'webm',
 * what browsers record (docs/behaviour/interview.md §9).
 */
export function extensionFor(contentType: string): string {
  return EXTENSIONS[baseMediaType(contentType)] ?? 'webm';
}
