/** The versioned API for other systems, /api/v1. */
export * from './api-v1.js';
export * from './present-v1.js';
export * from './api-v1-invitations.js';
export * from './idempotent-requests.js';
export * from './api-v1-jobs.js';
export * from './present-v1-webhooks.js';
export * from './webhook-pages.js';
