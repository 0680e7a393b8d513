import { fireEvent, screen } from '@testing-library/react';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import type { Job } from '@/api/jobs';

/** Test data and helpers shared by the editor page tests. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'j1',
    title: 'Call Centre Agent',
    description: 'Answers customer calls',
    location: 'Windhoek',
    companyName: 'Acme',
    jobType: 'full-time',
    skills: ['Patience'],
    questions: [
      { id: 'q1', text: 'Why this role?', pillarId: 'motivation', orderIndex: 0 },
      'Describe a hard call',
    ],
    language: 'en',
    requireIdentityVerification: 'false',
    status: 'draft',
    criteriaConfig: defaultCriteriaConfig(),
    evalVersion: 'criteria-v1',
    createdAt: '2025-03-03T10:00:00.000Z',
    interviewUrl: 'https://sauti.example/interview/j1',
    ...overrides,
  };
}

export const body = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;
export const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

export function fillValidForm() {
  fill('Job Title', 'Sales Representative');
  fill('Job Description', 'Sells our product');
  fill('Location', 'Lagos');
  fill('Company Name', 'Acme');
  fill('Job Type', 'part-time');
  fill('Question 1', 'Tell us about a sale you closed.');
}
