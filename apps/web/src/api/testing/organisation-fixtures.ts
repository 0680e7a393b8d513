import type { MemberView } from '@sauti/core/contract/organisation';

/** Juma, a colleague who confirmed his address and waits for a member's approval. */
export const jumaWaiting: MemberView = {
  id: 'u2',
  email: 'juma@acme.co.ke',
  firstName: 'Juma',
  lastName: null,
  lastSignInAt: null,
  joinRequestedAt: '2026-03-01T10:00:00.000Z',
};
