import { describe, expect, it } from 'vitest';
import { checkJobForm, emptyJobForm, jobToForm, newQuestion } from './job-form';
import type { Job } from '@/api/jobs';

const job: Job = {
  id: 'j1',
  title: 'Agent',
  description: 'Answers calls',
  location: null,
  companyName: 'Acme',
  jobType: 'contract',
  skills: null,
  questions: [
    'Why us?',
    { id: 'q2', text: 'Tell me about a conflict', pillarId: 'collaboration', orderIndex: 1 },
  ],
  language: 'en',
  requireIdentityVerification: 'true',
  status: 'draft',
  criteriaConfig: null,
  createdAt: '2025-03-03T10:00:00.000Z',
};

describe('job form (docs/behaviour/interview.md §5.1)', () => {
  it('reports every missing field with the spec message', () => {
    const check = checkJobForm(emptyJobForm(), null);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toMatchObject({
      title: 'Job title is required',
      description: 'Job description is required',
      location: 'Location is required',
      companyName: 'Company name is required',
      jobType: 'Job type is required',
      'questions.0.text': 'Question cannot be empty',
    });
  });

  it('reads a loaded job, plain-string questions included, and sends the flag as text', () => {
    const values = { ...jobToForm(job), location: 'Windhoek' };
    expect(values.questions.map((q) => [q.text, q.pillarId])).toEqual([
      ['Why us?', null],
      ['Tell me about a conflict', 'collaboration'],
    ]);
    const check = checkJobForm(values, null);
    expect(check).toMatchObject({
      ok: true,
      payload: { requireIdentityVerification: 'true', skills: [], jobType: 'contract' },
    });
    if (check.ok) expect(check.payload).not.toHaveProperty('criteriaConfig');
  });
});

describe('the optional scoring guide of a question', () => {
  it('is read from a loaded job and sent trimmed, or as null when blank', () => {
    const form = { ...jobToForm(job), location: 'Nairobi' };
    form.questions = [
      newQuestion('Tell us about a late truck.', null, '  A strong answer names the cause and the fix.  '),
      newQuestion('Why this role?'),
    ];
    const check = checkJobForm(form, null);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.payload.questions).toEqual([
      {
        text: 'Tell us about a late truck.',
        pillarId: null,
        scoringGuide: 'A strong answer names the cause and the fix.',
      },
      { text: 'Why this role?', pillarId: null, scoringGuide: null },
    ]);
  });
});

describe('invitation only (docs/behaviour/interview.md §15)', () => {
  it('is read from a loaded job (off when an older server leaves it out) and sent with the form', () => {
    expect(jobToForm(job).invitationOnly).toBe(false);
    const values = { ...jobToForm({ ...job, invitationOnly: true }), location: 'Windhoek' };
    expect(values.invitationOnly).toBe(true);
    const check = checkJobForm(values, null);
    expect(check).toMatchObject({ ok: true, payload: { invitationOnly: true } });
  });
});
