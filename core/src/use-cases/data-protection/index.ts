/** Candidates' personal data: retention purge, deletion and export on request (POPIA-style). */
export * from './candidate-email.js';
export * from './candidate-media.js';
export * from './delete-candidate.js';
export * from './export-candidate.js';
export * from './purge-candidate-data.js';
export * from './removal-report.js';
