import { isApiError } from '@/lib/api-client';

/** A toast's title and text. */
export type ToastText = { title: string; description: string };

/** The HTTP status of a failed call: ApiError's, or the "status: ..." prefix of the message (docs/behaviour/platform.md §8). */
function statusOf(error: unknown): number | null {
  if (isApiError(error)) return error.status;
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Fallback text when the server's 403 answer carries no message. */
const UNCONFIRMED_FALLBACK = 'Open the link we mailed you to confirm your address, then sign in.';

/** Fallback text when the server's 429 answer carries no message. */
const RATE_LIMITED_FALLBACK = 'Too many sign-in attempts. Please wait a moment and try again.';

/** The toast for a failed sign-in: the login error catalogue of docs/behaviour/platform.md §8. */
export function loginErrorToast(error: unknown): ToastText {
  switch (statusOf(error)) {
    case 401:
      // The server answers an unknown account and a wrong password alike (and as fast): the title
      // says what may be wrong, not "Account not found" to someone whose account exists.
      return {
        title: 'Wrong email or password',
        description:
          "We couldn't find an account with that email and password combination. Please check your details or create a new account.",
      };
    case 400:
      return {
        title: 'Invalid login details',
        description: "Please make sure you've entered your email and password correctly.",
      };
    case 403:
      // An address not confirmed yet (the server says so only to whoever knows the password).
      return {
        title: 'Confirm your email first',
        description: (isApiError(error) && error.body?.message) || UNCONFIRMED_FALLBACK,
      };
    case 429:
      // The server says how long to wait; its message is the most useful text.
      return {
        title: 'Unable to sign in',
        description: (isApiError(error) && error.body?.message) || RATE_LIMITED_FALLBACK,
      };
    case 500:
      return {
        title: 'Server error',
        description: 'Something went wrong on our end. Please try again in a moment.',
      };
    default:
      return {
        title: 'Unable to sign in',
        description: 'Please check your email and password and try again.',
      };
  }
}

/** The toast for a failed registration: the registration error catalogue of docs/behaviour/platform.md §8. */
export function registrationErrorToast(error: unknown): ToastText {
  const message = messageOf(error).toLowerCase();
  const code = isApiError(error) ? error.body?.error : undefined;
  if (code === 'WORK_EMAIL_REQUIRED' || message.includes('work email')) {
    return {
      title: 'Work email required',
      description:
        'Please use your work email address. Personal email providers (like Gmail, Yahoo, etc.) are not supported.',
    };
  }
  if (message.includes('already exists') || message.includes('duplicate')) {
    return {
      title: 'Email already in use',
      description:
        'An account with this email already exists. Try signing in instead or use a different email.',
    };
  }
  switch (statusOf(error)) {
    case 429:
      return {
        title: 'Unable to create account',
        description: (isApiError(error) && error.body?.message) || 'Please wait a while and try again.',
      };
    case 400:
      return {
        title: 'Invalid account details',
        description: 'Please make sure all fields are filled out correctly.',
      };
    case 500:
      return {
        title: 'Server error',
        description: 'Something went wrong on our end. Please try again in a moment.',
      };
    default:
      return {
        title: 'Unable to create account',
        description: 'Please try again or contact support if the problem continues.',
      };
  }
}
