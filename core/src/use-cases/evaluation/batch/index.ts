/** Batch (re-)evaluation of many sessions: which sessions, and running them a few at a time. */
export * from './run-batch.js';
export * from './select-sessions.js';
export * from './evaluate-batch.js';
