import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/router';
import { renderWithApp, stubApi } from '@/test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const draft = {
  id: 'd1',
  title: 'Field Technician',
  description: 'Fixes things',
  location: 'Accra',
  companyName: 'Acme',
  jobType: 'contract',
  skills: [],
  questions: ['What tools do you use?'],
  language: 'en',
  requireIdentityVerification: 'false',
  status: 'draft',
  criteriaConfig: defaultCriteriaConfig(),
  evalVersion: 'criteria-v1',
  createdAt: '2025-03-03T10:00:00.000Z',
};

function signedInApi() {
  return stubApi({
    'GET /api/user': () => Response.json({ id: 'u1', email: 'hr@acme.co', firstName: 'Ama', lastName: null }),
    'GET /api/jobs': () => Response.json([draft]),
    'GET /api/jobs/d1': () => Response.json(draft),
  });
}

describe('editor routes (docs/behaviour/interview.md §2.1)', () => {
  it('keeps a job loaded at /hr-portal?editJob= after the address becomes /hr', async () => {
    signedInApi();
    renderWithApp(<AppRoutes />, '/hr-portal?editJob=d1');
    expect(await screen.findByDisplayValue('Field Technician')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/hr'));
    expect(screen.getByDisplayValue('Field Technician')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeTruthy();
  });

  it('opens a draft from the dashboard in the editor', async () => {
    signedInApi();
    renderWithApp(<AppRoutes />, '/dashboard');
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Draft (1)' }), { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'Edit & Publish Job' }));
    expect(await screen.findByDisplayValue('Field Technician')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/hr'));
  });
});
