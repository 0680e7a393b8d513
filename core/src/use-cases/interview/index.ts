/** The candidate interview: sessions and their credential, answers, warm-up, evaluation request and media reads. */
export * from './candidate-credential.js';
export * from './get-candidate-session.js';
export * from './identity-gate.js';
export * from './limits.js';
export * from './media-keys.js';
export * from './read-session-media.js';
export * from './request-evaluation.js';
export * from './session-access.js';
export * from './start-session.js';
export * from './submit-enrollment.js';
export * from './submit-response.js';
export * from './update-candidate-session.js';
export * from './uploader.js';
export * from './uploaded-file.js';
export * from './resumable-uploads.js';
export * from './upload-reservations.js';
