/** In-memory fakes of the ports, builders and wired testbeds (test code only; never in production wiring). */
export * from './accounts-testbed.js';
export * from './builders.js';
export * from './fake-password-hasher.js';
export * from './fixed-clock.js';
export * from './in-memory-impersonation-audits.js';
export * from './in-memory-jobs.js';
export * from './in-memory-login-sessions.js';
export * from './in-memory-organisations.js';
export * from './in-memory-question-suggestions.js';
export * from './in-memory-rate-limits.js';
export * from './in-memory-reset-tokens.js';
export * from './in-memory-users.js';
export * from './jobs-testbed.js';
export * from './recording-mailer.js';
export * from './scripted-language-model.js';
export * from './in-memory-blobs.js';
