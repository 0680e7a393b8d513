/** Validation schemas (zod) shared by the web forms and the HTTP edge. */
export * from './limits.js';
export * from './criteria.js';
export * from './job.js';
export * from './candidate.js';
export * from './cv.js';
export * from './auth.js';
export * from './accounts.js';
