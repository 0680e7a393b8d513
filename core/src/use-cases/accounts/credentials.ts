import { DomainError } from '../../domain/errors.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../contract/password.js';
import { checkWorkEmail } from '../../rules/work-email.js';

/** The server's message for a personal or malformed address; the web maps 'work email' to its toast. */
export const WORK_EMAIL_REQUIRED_MESSAGE =
  'Please use a work email address (personal email providers are not supported)';

/** Emails are stored and compared lower-case, without surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Throws VALIDATION_FAILED unless the password is long enough. */
export function assertPasswordLength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new DomainError('VALIDATION_FAILED', PASSWORD_MESSAGES.tooShort, { field: 'password' });
  }
}

/**
 * Checks the work-email rule and returns the lower-cased domain, which names the organisation.
 * Throws WORK_EMAIL_REQUIRED for personal providers and malformed addresses alike.
 */
export function requireWorkEmailDomain(email: string): string {
  const check = checkWorkEmail(email);
  if (!check.ok) {
    throw new DomainError('WORK_EMAIL_REQUIRED', WORK_EMAIL_REQUIRED_MESSAGE, { field: 'email' });
  }
  return check.domain;
}

/** A readable organisation name from its domain, e.g. `acme.co.ke` → `Acme`. Admins may rename later. */
export function organisationNameFromDomain(domain: string): string {
  const label = domain.split('.')[0] ?? domain;
  return label.length === 0 ? domain : label.charAt(0).toUpperCase() + label.slice(1);
}

/** A trimmed name, or null when blank. */
export function cleanName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
