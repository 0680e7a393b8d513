/** Calibration to the hiring team's own standard (docs/behaviour/review.md §15). */
export * from './answer-ratings-view.js';
export * from './get-job-calibration.js';
export * from './rate-answer.js';
export * from './rescore-job.js';
