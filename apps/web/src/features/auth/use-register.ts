import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, RegistrationAnswer } from '@sauti/core/contract/accounts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/register: mails a confirmation link; nothing is created or signed in before it is used. */
export function register(registration: RegisterInput): Promise<RegistrationAnswer> {
  return apiRequest<RegistrationAnswer>('POST', '/api/register', registration);
}

/** Registers (the caller then shows "check your inbox"). */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
