import type { Actor } from '../accounts/tenancy.js';
import type { ManageWebhookEndpoints } from './manage-endpoints.js';

/** A member of the organisation that owns the endpoint, and a member of another one. */
export const amina: Actor = { userId: 'u1', organisationId: 'org-acme', isAdmin: false };
export const eve: Actor = { userId: 'u2', organisationId: 'org-rival', isAdmin: false };

export const ACME_ENDPOINT_URL = 'https://hooks.acme.test/in';

/** Amina's enabled endpoint for interview.completed; answers its id. */
export async function acmeEndpoint(manage: ManageWebhookEndpoints): Promise<string> {
  const created = await manage.create(amina, {
    url: ACME_ENDPOINT_URL,
    description: '',
    events: ['interview.completed'],
    enabled: true,
  });
  return created.id;
}
