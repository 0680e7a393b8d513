import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../ports/webhook-events.js';
import {
  dataProtectionTestbed,
  daysAgo,
  givenFullSession,
  NOW,
} from '../../testing/data-protection-testbed.js';
import {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from '../../testing/in-memory-interviews.js';
import { InMemoryJobRepository } from '../../testing/in-memory-jobs.js';
import { DeleteCandidate } from './delete-candidate.js';
import { PurgeCandidateData } from './purge-candidate-data.js';

/** The testbed with jobs of two organisations and a recorder of announced events. */
async function bedWithEvents() {
  const bed = dataProtectionTestbed();
  const jobs = new InMemoryJobRepository({
    sessions: new InMemoryCandidateSessionRepository(),
    responses: new InMemoryCandidateResponseRepository(),
  });
  for (const [id, organisationId] of [
    ['job-a', 'org-acme'],
    ['job-b', 'org-rival'],
  ] as const) {
    await jobs.create({ id, organisationId, createdBy: 'u1', title: id, description: 'd', createdAt: NOW });
  }
  const events: WebhookEvent[] = [];
  const deps = { ...bed.deps, jobs, webhooks: { publish: async (e: WebhookEvent) => void events.push(e) } };
  await givenFullSession(bed, {
    id: 'w1',
    candidateEmail: 'wanjiru@example.com',
    externalReference: 'GH-48213',
    startedAt: daysAgo(400),
    completedAt: daysAgo(400),
  });
  await givenFullSession(bed, {
    id: 'w2',
    candidateEmail: 'wanjiru@example.com',
    jobId: 'job-b',
    startedAt: daysAgo(1),
    completedAt: daysAgo(1),
  });
  return { bed, deps, events };
}

describe('candidate.deleted (docs/behaviour/platform.md §16)', () => {
  it("tells each session's organisation, with ids (the ATS's too) and the reason but never the address", async () => {
    const { deps, events } = await bedWithEvents();
    await new DeleteCandidate(deps).execute({ email: 'wanjiru@example.com', dryRun: false });
    expect(events).toEqual([
      {
        type: 'candidate.deleted',
        organisationId: 'org-acme',
        data: {
          sessionId: 'w1',
          jobId: 'job-a',
          externalReference: 'GH-48213',
          reason: 'data-subject-request',
        },
      },
      {
        type: 'candidate.deleted',
        organisationId: 'org-rival',
        data: { sessionId: 'w2', jobId: 'job-b', externalReference: null, reason: 'data-subject-request' },
      },
    ]);
    expect(JSON.stringify(events)).not.toContain('wanjiru');
  });

  it('announces retention purges as such, and nothing for a dry run', async () => {
    const { deps, events } = await bedWithEvents();
    await new PurgeCandidateData(deps).execute({ olderThan: '1y', dryRun: true });
    expect(events).toEqual([]);
    await new PurgeCandidateData(deps).execute({ olderThan: '1y', dryRun: false });
    expect(events.map((e) => [e.organisationId, e.data])).toEqual([
      ['org-acme', { sessionId: 'w1', jobId: 'job-a', externalReference: 'GH-48213', reason: 'retention' }],
    ]);
  });
});
