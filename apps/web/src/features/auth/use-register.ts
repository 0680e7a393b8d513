import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the registration form sends (accounts API). */
export type Registration = { email: string; password: string; firstName: string; lastName: string };

/** The answer of POST /api/register: the same whether or not the address has an account. */
export type RegistrationAnswer = { message: string; mailDelivery?: 'outbox' };

/** POST /api/register: mails a confirmation link; nothing is created or signed in before it is used. */
export function register(registration: Registration): Promise<RegistrationAnswer> {
  return apiRequest<RegistrationAnswer>('POST', '/api/register', registration);
}

/** Registers (the caller then shows "check your inbox"). */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
