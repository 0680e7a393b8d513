import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminActivityLabel,
  averageScorePercent,
  completionRate,
  recentActivityTitle,
  scoreBarLength,
  timeAgo,
  topJobTrend,
} from './activity.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = new Date('2026-03-01T12:00:00Z');

describe('top jobs', () => {
  it('trends up from 70, stable from 50, else down', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (avg) => {
        expect(topJobTrend(avg)).toBe(avg >= 70 ? 'up' : avg >= 50 ? 'stable' : 'down');
      }),
    );
    expect([70, 69.9, 50, 49.9].map(topJobTrend)).toEqual(['up', 'stable', 'stable', 'down']);
  });

  it('draws the bar at the average percent shown, rounded like every overall score', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (avg) => {
        expect(scoreBarLength(avg)).toBe(averageScorePercent(avg));
      }),
    );
    expect(scoreBarLength(73.4)).toBe(73);
  });
});

describe('stats', () => {
  it('computes the completion rate as a rounded percent, 0 without sessions', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const [completed, total] = a <= b ? [a, b] : [b, a];
        const rate = completionRate(completed, total);
        expect(rate).toBe(total === 0 ? 0 : Math.round((completed * 100) / total));
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
      }),
    );
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(23, 40)).toBe(58); // exactly 57.5: the float of 23 / 40 * 100 is just under
  });

  it('rounds the average score and keeps null', () => {
    expect(averageScorePercent(72.5)).toBe(73);
    expect(averageScorePercent(null)).toBeNull();
  });
});

describe('timeAgo', () => {
  it('uses days from one day, hours from one hour, else less than an hour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), (elapsed) => {
        const text = timeAgo(new Date(now.getTime() - elapsed), now);
        const days = Math.floor(elapsed / DAY);
        const hours = Math.floor(elapsed / HOUR);
        if (days >= 1) expect(text).toBe(`${days} ${days === 1 ? 'day' : 'days'} ago`);
        else if (hours >= 1) expect(text).toBe(`${hours} ${hours === 1 ? 'hour' : 'hours'} ago`);
        else expect(text).toBe('Less than an hour ago');
      }),
    );
    expect(timeAgo(new Date(now.getTime() - 2 * DAY), now)).toBe('2 days ago');
    expect(timeAgo(new Date(now.getTime() - HOUR), now)).toBe('1 hour ago');
    expect(timeAgo(new Date(now.getTime() - HOUR + 1), now)).toBe('Less than an hour ago');
    expect(timeAgo(new Date(now.getTime() + DAY), now)).toBe('Less than an hour ago');
    expect(timeAgo('not a date', now)).toBe('Less than an hour ago');
  });
});

describe('activity labels', () => {
  it('titles evaluations and everything else', () => {
    expect(recentActivityTitle('evaluation', { usesLanguageModel: true })).toBe('AI evaluation completed');
    expect(recentActivityTitle('evaluation', { usesLanguageModel: false })).toBe(
      'Evaluation completed (built-in scoring)',
    );
    expect(recentActivityTitle('evaluation')).toBe('Evaluation completed (built-in scoring)');
    fc.assert(
      fc.property(
        fc.string().filter((t) => t !== 'evaluation'),
        (type) => {
          expect(recentActivityTitle(type)).toBe('Interview completed');
        },
      ),
    );
  });

  it('describes admin events with fallbacks Untitled and Candidate', () => {
    expect(adminActivityLabel({ type: 'user_signup', userEmail: 'a@acme.com' })).toBe(
      'New user signed up: a@acme.com',
    );
    expect(adminActivityLabel({ type: 'job_created', metadata: {} })).toBe('Job created: Untitled');
    expect(adminActivityLabel({ type: 'interview_started', metadata: { jobTitle: 'Nurse' } })).toBe(
      'Candidate started an interview for Nurse',
    );
    expect(
      adminActivityLabel({
        type: 'interview_completed',
        metadata: { candidateName: 'Ndapewa', jobTitle: 'Nurse' },
      }),
    ).toBe('Ndapewa completed an interview for Nurse');
    expect(adminActivityLabel({ type: 'interview_abandoned' })).toBe(
      'Candidate abandoned an interview for Untitled',
    );
    const known = [
      'user_signup',
      'job_created',
      'interview_started',
      'interview_completed',
      'interview_abandoned',
    ];
    fc.assert(
      fc.property(
        fc.string().filter((t) => !known.includes(t)),
        (type) => {
          expect(adminActivityLabel({ type })).toBe('Unknown activity');
        },
      ),
    );
  });
});
