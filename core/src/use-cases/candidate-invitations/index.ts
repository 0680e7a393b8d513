export * from './invitation-events.js';
export * from './invitation-link.js';
export * from './invitation-mail.js';
export * from './invite-candidates.js';
export * from './invitation-admission.js';
export * from './manage-invitations.js';
export * from './invitations-by-operator.js';
export * from './send-invitation-reminders.js';
