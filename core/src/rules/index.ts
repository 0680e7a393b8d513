/** The pure business rules of Sauti (no I/O, no clock, no randomness). */
export * from './pillars.js';
export * from './criteria.js';
export * from './role-suggestions.js';
export * from './scoring.js';
export * from './recommendation.js';
export * from './voice-score.js';
export * from './quality.js';
export * from './panel.js';
export * from './report.js';
export * from './free-email-providers.js';
export * from './work-email.js';
export * from './analytics.js';
export * from './activity.js';
export * from './interview.js';
export * from './identity-check.js';
export * from './verification-phrase.js';
