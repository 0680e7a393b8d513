/** The HTTP contract: request schemas (zod, with the product's messages) and limits, shared by the web forms and the HTTP edge. */
export * from './limits.js';
export * from './password.js';
export * from './criteria.js';
export * from './jobs.js';
export * from './interview.js';
export * from './cv.js';
export * from './auth.js';
export * from './accounts.js';
