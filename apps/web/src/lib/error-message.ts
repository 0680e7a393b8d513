import { isApiError } from './api-client';

/**
 * The text to show for a failed call: the server's `message` when it sent one, else the error's
 * own message (`"status: body"`, docs/behaviour/platform.md §8), else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.body?.message) return error.body.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
