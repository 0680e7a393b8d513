import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EVAL_VERSION, interviewUrl, newJobWithDefaults } from './job.js';

describe('interviewUrl', () => {
  it('is {publicUrl}/interview/{id}, whatever number of trailing slashes the public URL has', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 }), fc.string({ minLength: 1, maxLength: 20 }), (slashes, id) => {
        const url = interviewUrl(`https://hire.example.com${'/'.repeat(slashes)}`, id);
        expect(url).toBe(`https://hire.example.com/interview/${encodeURIComponent(id)}`);
      }),
    );
  });
});

describe('newJobWithDefaults', () => {
  const given = {
    id: 'job-1',
    organisationId: 'org-1',
    title: 'Nurse',
    description: 'Care',
    createdBy: 'user-1',
    createdAt: new Date('2025-01-01T00:00:00Z'),
  };

  it("fills the spec's defaults: English, no identity check, active, the criteria flow, no questions", () => {
    expect(newJobWithDefaults(given)).toEqual({
      ...given,
      questions: [],
      language: 'en',
      location: null,
      companyName: null,
      jobType: null,
      skills: [],
      requireIdentityVerification: 'false',
      criteriaConfig: null,
      evalVersion: DEFAULT_EVAL_VERSION,
      clientDraftKey: null,
      status: 'active',
      publishedAt: null,
      invitationOnly: false,
    });
  });

  it('keeps every field that is given', () => {
    const full = {
      ...given,
      language: 'en',
      location: 'Windhoek',
      companyName: 'Acme',
      jobType: 'contract',
      skills: ['triage'],
      requireIdentityVerification: 'true',
      criteriaConfig: null,
      evalVersion: 'v0',
      clientDraftKey: 'k',
      status: 'draft' as const,
      publishedAt: null,
      invitationOnly: true,
    };
    expect(newJobWithDefaults(full)).toEqual({ ...full, questions: [] });
  });
});
