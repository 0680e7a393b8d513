import { z } from 'zod';
import type { Membership } from '../domain/membership.js';
import { isWorkEmail, WORK_EMAIL_MESSAGE } from '../rules/work-email.js';
import { nameText, TEXT_LIMITS, tooLongMessage } from './limits.js';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from './password.js';
import { AUTH_MESSAGES, newPasswordSchema } from './auth.js';
import { IMPERSONATION_MESSAGES, impersonationReasonProblem } from './impersonation-reason.js';

export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  workEmail: WORK_EMAIL_MESSAGE,
  adminPasswordTooShort: PASSWORD_MESSAGES.adminTooShort,
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

/**
 * POST /api/register: the address and names only. The password is chosen by whoever opens the
 * mailed link (confirmAccountSchema), so a stranger who registers someone else's address first
 * cannot set the password of the account it becomes (docs/behaviour/platform.md §2.3).
 */
export const registrationSchema = z.object({
  email: workEmailSchema,
  firstName,
  lastName,
});

export type AdminCreateUser = z.output<typeof adminCreateUserSchema>;
export type Registration = z.output<typeof registrationSchema>;

/**
 * The email of a registration or an admin's create-user as the server reads it: present and
 * bounded; the work-email rule is left to the use case, which answers the stable code
 * WORK_EMAIL_REQUIRED that the web app's catalogue reads.
 */
const submittedEmail = z
  .string({ error: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, { error: AUTH_MESSAGES.emailRequired })
  .max(TEXT_LIMITS.email);

/** POST /api/register: the form's rules but the work-email rule (see submittedEmail). */
export const registerRequestSchema = registrationSchema.extend({ email: submittedEmail });

/** POST /api/admin/create-user: the form's rules but the work-email rule (see submittedEmail). */
export const createUserRequestSchema = adminCreateUserSchema.extend({ email: submittedEmail });

/** What the registration form sends to POST /api/register. */
export type RegisterInput = z.input<typeof registerRequestSchema>;
/** What the admin's Create Account form sends to POST /api/admin/create-user. */
export type CreateUserInput = z.input<typeof createUserRequestSchema>;

/**
 * POST /api/verify-email: the link's token, the password the mailbox's holder chooses, and the
 * names (those typed when registering, shown for correction).
 */
export const confirmAccountSchema = z.object({
  token: z
    .string({ error: 'The confirmation link is incomplete.' })
    .min(1, { error: 'The confirmation link is incomplete.' })
    .max(200, { error: 'The confirmation link is invalid.' }),
  password: newPasswordSchema,
  firstName,
  lastName,
});
/** What the confirmation page sends. */
export type ConfirmAccountInput = z.input<typeof confirmAccountSchema>;
/** A parsed confirmation, as VerifyEmail takes it. */
export type ConfirmAccount = z.output<typeof confirmAccountSchema>;

/** The answer of POST /api/verify-email/check: whose link it is, to show before the password is chosen. */
export interface PendingRegistrationView {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** The answer of POST /api/register: the same whether or not the address has an account. */
export interface RegistrationAnswer {
  message: string;
  /** Present when no SMTP server is configured: the mail is a file under DATA_DIR/outbox. */
  mailDelivery?: 'outbox';
}

export { IMPERSONATION_MESSAGES };

/**
 * POST /api/admin/impersonate/{userId} (docs/behaviour/platform.md §2.7): why, kept in the audit;
 * one line, line breaks and control characters refused.
 */
export const impersonationRequestSchema = z.object({
  reason: z
    .string({ error: IMPERSONATION_MESSAGES.reason })
    .trim()
    .refine((text) => impersonationReasonProblem(text) === null, { error: IMPERSONATION_MESSAGES.reason }),
});
export type ImpersonationInput = z.input<typeof impersonationRequestSchema>;

/** The answer of POST /api/admin/impersonate/{userId} and /api/admin/exit-impersonation: the user now signed in. */
export interface IdentitySwitchAnswer {
  user: CurrentUserView;
}

/** The admin who is viewing the product as another user (docs/behaviour/platform.md §2.6). */
export interface Impersonator {
  id: string;
  email: string;
}

/**
 * The user object of the accounts API (GET /api/user, login, verify-email, impersonation, an
 * admin's create-user): the public fields of a user (never the password hash or the stored admin
 * flag), its domain, the admin flag and who impersonates it. Dates are ISO strings.
 */
export interface CurrentUserView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  organisationId: string | null;
  createdAt: string;
  updatedAt: string;
  lastSignInAt: string | null;
  /** Where the account stands with its organisation (domain/membership). */
  membership: Membership;
  organisationDomain: string;
  /** True only for the administrator account itself (docs/behaviour/platform.md §6). */
  isAdmin: boolean;
  /** Set while an admin views the product as this user (docs/behaviour/platform.md §2.6). */
  impersonatedBy: Impersonator | null;
}

/** A user id in an admin or organisation path: a UUID; anything else is an unknown user. */
export const userIdParam = z.string().uuid({ error: 'Unknown user' });
