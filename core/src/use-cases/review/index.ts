/** The HR review: dashboard, candidates overview and detail, panel, hiring outcome and export logs. */
export * from './change-panel-membership.js';
export * from './criteria-match.js';
export * from './get-candidate-detail.js';
export * from './get-dashboard.js';
export * from './get-overview.js';
export * from './get-panel.js';
export * from './job-review.js';
export * from './log-panel-export.js';
export * from './overview-order.js';
export * from './present-evaluation.js';
export * from './present-job.js';
export * from './present-session.js';
export * from './set-hiring-outcome.js';
export * from './stored-analysis.js';
