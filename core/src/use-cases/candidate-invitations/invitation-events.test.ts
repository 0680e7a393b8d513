import { describe, expect, it } from 'vitest';
import type { CandidateInvitation } from '../../domain/candidate-invitation.js';
import type { CandidateInvitationMoment } from '../../ports/candidate-invitation-events.js';
import type { WebhookEvent } from '../../ports/webhook-events.js';
import { invitationWebhooks } from './invitation-events.js';

const invitation: CandidateInvitation = {
  id: 'inv-1',
  jobId: 'job-1',
  organisationId: 'org-acme',
  name: 'Neema Otieno',
  email: 'neema@example.org',
  phone: '+254700000222',
  externalReference: 'GH-48213',
  tokenHash: 'digest-of-the-token',
  invitedBy: 'user-hr',
  createdAt: new Date('2026-11-01T08:00:00Z'),
  expiresAt: new Date('2026-11-15T08:00:00Z'),
  lastSentAt: new Date('2026-11-01T08:00:00Z'),
  openedAt: null,
  sessionId: null,
  revokedAt: null,
  remindedAt: null,
};

describe('invitation moments as webhooks', () => {
  it.each<CandidateInvitationMoment>(['created', 'opened', 'revoked'])(
    'publishes invitation.%s to the invitation’s organisation, with ids and dates only',
    async (moment) => {
      const published: WebhookEvent[] = [];
      await invitationWebhooks({ publish: async (event) => void published.push(event) }).announce(
        moment,
        invitation,
      );
      expect(published).toEqual([
        {
          type: `invitation.${moment}`,
          organisationId: 'org-acme',
          data: {
            invitationId: 'inv-1',
            jobId: 'job-1',
            externalReference: 'GH-48213',
            sessionId: null,
            expiresAt: '2026-11-15T08:00:00.000Z',
            openedAt: null,
            revokedAt: null,
          },
        },
      ]);
      // Never the candidate's name, address, phone or the token's digest.
      expect(JSON.stringify(published)).not.toMatch(/Neema|neema@|254700000222|digest-of/);
    },
  );
});
