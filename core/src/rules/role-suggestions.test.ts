import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalEnabledWeight, validateCriteria } from './criteria.js';
import { ROLE_WEIGHTS, roleFamilyFor, suggestCriteriaForRole } from './role-suggestions.js';
import type { RoleFamily } from './role-suggestions.js';

describe('roleFamilyFor', () => {
  it.each<[string, RoleFamily]>([
    ['Senior Software Engineer', 'engineering'],
    ['Frontend Developer', 'engineering'],
    ['Sales Representative', 'sales'],
    ['Customer Support Agent', 'customer_support'],
    ['Customer Service Consultant', 'customer_support'],
    ['Branch Manager', 'manager'],
    ['Team Lead', 'lead'],
    ['Head of Finance', 'lead'],
    ['Accountant', 'default'],
    ['Sales Manager', 'sales'],
  ])('%s → %s', (title, family) => {
    expect(roleFamilyFor(title)).toBe(family);
  });

  it('ignores case and only uses the description when the title says nothing', () => {
    expect(roleFamilyFor('SOFTWARE ENGINEER')).toBe('engineering');
    expect(roleFamilyFor('Associate', 'You will join our sales team')).toBe('sales');
    expect(roleFamilyFor('Team Lead', 'sales')).toBe('lead');
  });
});

describe('suggestCriteriaForRole', () => {
  it('always yields a valid config whose enabled pillars are the role profile', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (title, description) => {
        const config = suggestCriteriaForRole(title, description);
        expect(validateCriteria(config)).toEqual([]);
        expect(totalEnabledWeight(config)).toBe(100);
        const profile = ROLE_WEIGHTS[roleFamilyFor(title, description)];
        const enabled = Object.fromEntries(
          config.pillars.filter((p) => p.enabled).map((p) => [p.id, p.weight]),
        );
        expect(enabled).toEqual(profile);
      }),
    );
  });

  it('weights technical knowledge highest for engineers and leadership for heads', () => {
    const top = (title: string) =>
      [...suggestCriteriaForRole(title).pillars].sort((a, b) => b.weight - a.weight)[0]!.id;
    expect(top('Backend Engineer')).toBe('technical_domain');
    expect(top('Head of Operations')).toBe('leadership');
    expect(top('Sales Executive')).toBe('communication');
  });

  it('gives every profile weights in steps of 5 totalling 100', () => {
    for (const weights of Object.values(ROLE_WEIGHTS)) {
      const values = Object.values(weights);
      expect(values.reduce((a, b) => a + b, 0)).toBe(100);
      for (const w of values) expect(w % 5).toBe(0);
    }
  });
});
