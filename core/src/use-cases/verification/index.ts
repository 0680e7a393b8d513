/** The identity check: phrase, video and photo uploads, the phrase check, HR's decision, media and voice score. */
export * from './check-phrase.js';
export * from './decide-verification.js';
export * from './get-verification-status.js';
export * from './get-voice-verification.js';
export * from './issue-phrase.js';
export * from './limits.js';
export * from './media-paths.js';
export * from './queued-phrase-checks.js';
export * from './random-phrase.js';
export * from './read-verification-media.js';
export * from './spoken-numbers.js';
export * from './sweep-pending-phrase-checks.js';
export * from './upload-identity-file.js';
export * from './verification-access.js';
