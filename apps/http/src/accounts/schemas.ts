import { z } from 'zod';
import {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  invitationSchema,
  resetPasswordRequestSchema,
  signInSchema,
  verifyEmailSchema,
} from '@sauti/core/contract/auth';
import { registrationSchema } from '@sauti/core/contract/accounts';

export {
  changePasswordRequestSchema,
  forgotPasswordSchema,
  invitationSchema,
  resetPasswordRequestSchema,
  signInSchema,
  verifyEmailSchema,
};

/**
 * POST /api/register: the form's rules, except that the work-email rule is left to the use case,
 * which answers the stable code WORK_EMAIL_REQUIRED that the web app's catalogue reads.
 */
export const registerRequestSchema = registrationSchema.extend({
  email: z.string({ error: 'Email is required' }).trim().min(1, { error: 'Email is required' }).max(254),
});
