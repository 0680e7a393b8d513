/** The evaluation of interviews (built-in scoring or a language model) and the comparison of candidates. */
export * from './compare-candidates.js';
export * from './comparison-text.js';
export * from './evaluate-session.js';
export * from './evaluation-input.js';
export * from './evaluation-record.js';
export * from './input-fingerprint.js';
export * from './score-interview.js';
export * from './stored-evaluation.js';
export * from './sweep-pending-evaluations.js';
