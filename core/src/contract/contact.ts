/**
 * Where users, visitors and candidates write for help (footer, forgot password, and candidates'
 * questions when their employer set no contact address: docs/behaviour/interview.md §17). Free of
 * zod, so the candidate's pages can import it.
 */
export const SUPPORT_EMAIL = 'support@sauti.africa';
