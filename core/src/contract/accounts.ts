import { z } from 'zod';
import { isWorkEmail, WORK_EMAIL_MESSAGE } from '../rules/work-email.js';
import { nameText, PASSWORD_MIN_LENGTH, TEXT_LIMITS, tooLongMessage } from './limits.js';
import { newPasswordSchema } from './auth.js';

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  workEmail: WORK_EMAIL_MESSAGE,
  adminPasswordTooShort: 'Minimum 8 characters',
} as const;

/** A work email (rules/work-email): any failure, blank included, gives the work-email message. */
export const workEmailSchema = z
  .string({ error: WORK_EMAIL_MESSAGE })
  .trim()
  .max(TEXT_LIMITS.email, { error: WORK_EMAIL_MESSAGE })
  .refine(isWorkEmail, { error: WORK_EMAIL_MESSAGE });

const firstName = nameText(ACCOUNT_MESSAGES.firstNameRequired, 'First name', TEXT_LIMITS.personName);
const lastName = nameText(ACCOUNT_MESSAGES.lastNameRequired, 'Last name', TEXT_LIMITS.personName);

/** POST /api/admin/create-user and the Create Account tab (docs/behaviour/platform.md §5). */
export const adminCreateUserSchema = z.object({
  firstName,
  lastName,
  email: workEmailSchema,
  password: z
    .string({ error: ACCOUNT_MESSAGES.adminPasswordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.adminPasswordTooShort })
    .max(TEXT_LIMITS.password, { error: tooLongMessage('Password', TEXT_LIMITS.password) }),
});

/** POST /api/register. */
export const registrationSchema = z.object({
  email: workEmailSchema,
  password: newPasswordSchema,
  firstName,
  lastName,
});

export type AdminCreateUser = z.output<typeof adminCreateUserSchema>;
export type Registration = z.output<typeof registrationSchema>;
