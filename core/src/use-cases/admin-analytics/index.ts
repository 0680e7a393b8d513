export * from './admin-analytics.js';
export * from './admin-users.js';
export * from './ai-learning-insights.js';
export type * from '../../contract/analytics.js';
export * from './candidate-notification-mail.js';
export * from './get-admin-analytics.js';
export * from './referrers-report.js';
export * from './send-candidate-notifications.js';
export * from './send-test-email.js';
