import { DomainError } from '../../domain/errors.js';

/** Something@something, with no spaces: enough to refuse a typo, never a real address. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/**
 * The address a data-subject request is about, trimmed and lower-cased (sessions match it
 * ignoring case). Errors: VALIDATION_FAILED when it does not look like an address.
 */
export function candidateEmail(text: string): string {
  const email = text.trim().toLowerCase();
  if (!EMAIL_SHAPE.test(email)) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `--email: expected an email address, got ${JSON.stringify(text)}`,
    );
  }
  return email;
}
