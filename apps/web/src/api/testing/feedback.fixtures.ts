import type { HumanReviewView } from '@sauti/core/contract/candidate-feedback';

/** A candidate's open request for a human review, as HR's screens receive it. */
export function humanReviewView(overrides: Partial<HumanReviewView> = {}): HumanReviewView {
  return {
    id: 'r1',
    sessionId: 's1',
    jobId: 'j1',
    jobTitle: 'Field Sales Agent',
    candidateName: 'Baraka Otieno',
    message: 'My second answer was misheard.',
    requestedAt: '2026-02-12T09:00:00.000Z',
    outcome: null,
    outcomeNote: null,
    decidedAt: null,
    decidedBy: null,
    candidateToldAt: null,
    ...overrides,
  };
}
