/**
 * Why an administrator views the product as someone else (docs/behaviour/platform.md §2.7): its
 * bounds and message, free of zod so the screen that asks for it checks it the same way as the server.
 */
export const IMPERSONATION_REASON_LIMITS = { min: 10, max: 500 } as const;

/** What an administrator is told about impersonation (docs/behaviour/platform.md §2.7, §4). */
export const IMPERSONATION_MESSAGES = {
  noCredentials:
    'Not while impersonating: API keys, webhook endpoints and webhook secrets would outlive the impersonation. Ask a member of the organisation to do it.',
  reason: `Say why you need to view as this user, in ${IMPERSONATION_REASON_LIMITS.min} to ${IMPERSONATION_REASON_LIMITS.max} characters (it is kept in the audit)`,
} as const;

/** The message for a reason that cannot be kept (too short, too long, a line break or control character), or null. */
export function impersonationReasonProblem(reason: string): string | null {
  const text = reason.trim();
  const ok =
    text.length >= IMPERSONATION_REASON_LIMITS.min &&
    text.length <= IMPERSONATION_REASON_LIMITS.max &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(text);
  return ok ? null : IMPERSONATION_MESSAGES.reason;
}
