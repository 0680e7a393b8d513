import { describe, expect, it } from 'vitest';
import { interviewLink, paths, pathForScreenName } from './paths';

describe('paths', () => {
  it('maps screen names to links as the home helper does (docs/behaviour/platform.md §2.4)', () => {
    expect(pathForScreenName('hr-portal')).toBe('/hr-portal');
    expect(pathForScreenName('hr-dashboard')).toBe('/dashboard');
    expect(pathForScreenName('account')).toBe('/account');
  });

  it('builds the public interview link {origin}/interview/{jobId}', () => {
    expect(interviewLink('https://sauti.example', 'job 1')).toBe('https://sauti.example/interview/job%201');
  });

  it('builds concrete links for patterned routes', () => {
    expect(paths.candidate.href('j1', 's2')).toBe('/jobs/j1/candidates/s2');
    expect(paths.resetPassword.href('abc')).toBe('/reset-password?token=abc');
    expect(paths.resetPassword.href()).toBe('/reset-password');
  });
});
