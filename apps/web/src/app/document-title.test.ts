import { describe, expect, it } from 'vitest';
import { paths } from '@/paths';
import { documentTitleFor, LANDING_TITLE, TITLED_PATTERNS } from './document-title';

describe('documentTitleFor', () => {
  it.each<[string, boolean, string]>([
    ['/', true, 'Home · Sauti'],
    ['/', false, LANDING_TITLE],
    ['/login', false, 'Sign In · Sauti'],
    ['/hr', true, 'Create Job · Sauti'],
    ['/hr-portal', true, 'Create Job · Sauti'],
    ['/dashboard', true, 'Dashboard · Sauti'],
    ['/dashboard/j1', true, 'Job Dashboard · Sauti'],
    ['/jobs/j1/candidates', true, 'Candidates · Sauti'],
    ['/jobs/j1/candidates/s1', true, 'Candidate · Sauti'],
    ['/jobs/j1/compare', true, 'Compare Candidates · Sauti'],
    ['/jobs/j1/panel', true, 'Interview Panel · Sauti'],
    ['/interview/j1', false, 'Interview · Sauti'],
    ['/account', true, 'Settings · Sauti'],
    ['/no/such/page', true, '404 Page Not Found'],
    ['/jobs/j1/unknown', true, '404 Page Not Found'],
  ])('%s (signed in: %s) → %s', (path, signedIn, title) => {
    expect(documentTitleFor(path, signedIn)).toBe(title);
  });
});

it('gives every route of paths.ts a title of its own', () => {
  const patterns = Object.values(paths).map((p) => p.path);
  for (const pattern of patterns) {
    if (pattern !== paths.home.path) expect(TITLED_PATTERNS, pattern).toContain(pattern);
  }
});
