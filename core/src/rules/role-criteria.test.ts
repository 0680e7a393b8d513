import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, totalEnabledWeight, validateCriteria } from './criteria.js';
import { suggestCriteriaForJob, SUPERVISION_LEADERSHIP_WEIGHT, withLeadership } from './role-criteria.js';
import { ROLE_PROFILES } from './role-question-bank.js';
import { ROLE_WEIGHTS } from './role-suggestions.js';

const enabled = (title: string, description = '', skills: string[] = []) =>
  Object.fromEntries(
    suggestCriteriaForJob({ title, description, skills })
      .config.pillars.filter((p) => p.enabled)
      .map((p) => [p.id, p.weight]),
  );

describe('suggestCriteriaForJob', () => {
  it('keeps the spec role keywords of the title first', () => {
    expect(enabled('Backend Engineer')).toEqual(ROLE_WEIGHTS.engineering);
    expect(enabled('Customer Service Consultant')).toEqual(ROLE_WEIGHTS.customer_support);
    expect(enabled('Branch Manager')).toEqual(ROLE_WEIGHTS.manager);
    expect(enabled('Head of Operations')).toEqual(ROLE_WEIGHTS.lead);
    expect(enabled('Associate', 'You will join our sales team')).toEqual(ROLE_WEIGHTS.sales);
    expect(enabled('Chief Executive Officer', 'Runs the company')).toEqual(DEFAULT_WEIGHTS);
  });

  it("weighs a recognised field's work, with leadership added for a job running a team", () => {
    const warehouse = ROLE_PROFILES.find((p) => p.id === 'warehouse')!;
    expect(enabled('Forklift Operator')).toEqual(warehouse.weights);
    const supervisor = enabled('Warehouse Shift Supervisor');
    expect(supervisor.leadership).toBe(SUPERVISION_LEADERSHIP_WEIGHT);
    expect(supervisor.technical_domain).toBeGreaterThan(0);
    expect(suggestCriteriaForJob({ title: 'Warehouse Shift Supervisor' })).toMatchObject({
      basis: 'warehouse',
      supervisory: true,
    });
    expect(enabled('Sales Manager').leadership).toBe(SUPERVISION_LEADERSHIP_WEIGHT);
  });

  it('always yields a savable config totalling 100 in steps of 5', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.array(fc.string(), { maxLength: 3 }),
        (title, description, skills) => {
          const { config } = suggestCriteriaForJob({ title, description, skills });
          expect(validateCriteria(config)).toEqual([]);
          expect(totalEnabledWeight(config)).toBe(100);
          for (const p of config.pillars) expect(p.weight % 5).toBe(0);
        },
      ),
    );
  });
});

describe('withLeadership', () => {
  it('makes room for leadership in every field and keeps each pillar of the field', () => {
    for (const weights of [...ROLE_PROFILES.map((p) => p.weights), ...Object.values(ROLE_WEIGHTS)]) {
      const blended = withLeadership(weights);
      expect(Object.values(blended).reduce((a, b) => a + b, 0)).toBe(100);
      for (const id of Object.keys(weights))
        expect(blended[id as keyof typeof blended]).toBeGreaterThanOrEqual(5);
      expect(blended.leadership).toBeGreaterThanOrEqual(SUPERVISION_LEADERSHIP_WEIGHT);
      for (const w of Object.values(blended)) expect(w % 5).toBe(0);
    }
  });
});
