/**
 * The first-run setup of a fresh install (docs/behaviour/platform.md §19): the operator creates the
 * administrator from the browser with the one-time code the server printed in its log.
 */
import { z } from 'zod';
import { registerRequestSchema } from './accounts.js';
import { newPasswordSchema } from './auth.js';

export const SETUP_MESSAGES = {
  codeRequired: "Enter the setup code from the server's log",
  wrongCode:
    "That setup code is not right, or it was used or has expired. Copy the newest code from the server's log (a restart prints a new one).",
  adminEmail:
    'This installation names its administrator in ADMIN_EMAIL: use that address, or ask the operator to change it.',
} as const;

/** The code is never longer than this; anything longer is refused before it is hashed. */
export const SETUP_CODE_MAX_LENGTH = 100;

/**
 * POST /api/setup: the registration form's fields, the password and the code. Unlike a sign-up,
 * the password is chosen here: the code from the server's log, not a mailbox, proves who is
 * setting it (docs/behaviour/platform.md §2.3, §19).
 */
export const setupRequestSchema = registerRequestSchema.extend({
  password: newPasswordSchema,
  code: z
    .string({ error: SETUP_MESSAGES.codeRequired })
    .trim()
    .min(1, { error: SETUP_MESSAGES.codeRequired })
    .max(SETUP_CODE_MAX_LENGTH, { error: SETUP_MESSAGES.wrongCode }),
});

export type SetupInput = z.input<typeof setupRequestSchema>;
export type SetupRequest = z.output<typeof setupRequestSchema>;

/** GET /api/setup while no administrator exists (afterwards the route answers 404). */
export interface SetupStatusView {
  open: true;
}
