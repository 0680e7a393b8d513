/** ffmpeg helpers for uploaded media. */
export * from './ffmpeg-speech-extractor.js';
export * from './run-ffmpeg.js';
