/**
 * Stable error codes of the domain. The HTTP edge maps each code to a status in one table;
 * the CLI prints the message and exits non-zero. Nothing is turned into a blanket 500.
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_VERIFIED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'ALREADY_EXISTS'
  | 'WORK_EMAIL_REQUIRED'
  | 'RATE_LIMITED'
  | 'TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'VERIFICATION_REQUIRED'
  | 'INVALID_STATE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_IN_PROGRESS'
  | 'PRECONDITION_FAILED'
  | 'PRECONDITION_REQUIRED'
  | 'PROVIDER_UNAVAILABLE'
  | 'UNAVAILABLE';

/** A failure the domain expects and names. `details` is safe to show to the caller. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** True when `error` is a DomainError (also across module copies). */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof Error && error.name === 'DomainError' && 'code' in error;
}
