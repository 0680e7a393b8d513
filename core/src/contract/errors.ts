/**
 * The JSON body of every error answer of the API (docs/behaviour/platform.md §8): a stable code the
 * screens match on, a sentence a person can read, and any details the error carries (e.g. `issues`
 * of a VALIDATION_FAILED, `retryAfterSeconds` of an UNAVAILABLE).
 */
export interface ApiErrorBody {
  error: string;
  message: string;
  [detail: string]: unknown;
}
