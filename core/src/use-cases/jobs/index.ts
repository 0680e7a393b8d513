/** Jobs: creation, editing, status, criteria and question suggestions, and the candidates' public view. */
export * from './change-job-status.js';
export * from './create-job.js';
export * from './delete-job.js';
export * from './generate-criteria.js';
export * from './get-job.js';
export * from './get-public-job.js';
export * from './job-access.js';
export * from './job-status.js';
export * from './list-jobs.js';
export * from './list-public-jobs.js';
export * from './question-cache-key.js';
export * from './suggest-questions.js';
export * from './update-job.js';
