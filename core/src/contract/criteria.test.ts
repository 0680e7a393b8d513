import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCriteriaConfig, validateCriteria } from '../rules/criteria.js';
import { criteriaConfigSchema, criteriaConfigShapeSchema } from './criteria.js';
import { issuesOf } from './testing.js';
import { criteriaConfigArb } from '../rules/testing/arbitraries.js';

describe('criteriaConfigSchema', () => {
  it('reports exactly the messages of validateCriteria for any well-formed config', () => {
    fc.assert(
      fc.property(criteriaConfigArb, (config) => {
        expect(criteriaConfigShapeSchema.safeParse(config).success).toBe(true);
        const issues = issuesOf(criteriaConfigSchema, config);
        expect(issues['pillars'] ?? []).toEqual(validateCriteria(config));
      }),
    );
  });

  it('gives the three editor messages', () => {
    const config = defaultCriteriaConfig();
    config.pillars.forEach((p) => (p.enabled = false));
    expect(issuesOf(criteriaConfigSchema, config).pillars).toEqual([
      'At least one assessment pillar must be enabled',
      'Total weight must equal 100% (currently 0%)',
    ]);
    const noSubs = defaultCriteriaConfig();
    noSubs.pillars[0]!.subcriteria.forEach((s) => (s.enabled = false));
    expect(issuesOf(criteriaConfigSchema, noSubs).pillars).toEqual([
      'Communication must have at least one sub-criterion enabled',
    ]);
  });

  it('rejects malformed structure', () => {
    const config = defaultCriteriaConfig();
    expect(criteriaConfigSchema.safeParse({ ...config, version: 'v2' }).success).toBe(false);
    expect(
      criteriaConfigSchema.safeParse({ ...config, pillars: [...config.pillars, config.pillars[0]] }).success,
    ).toBe(false);
    const heavy = defaultCriteriaConfig();
    heavy.pillars[0]!.weight = 101;
    expect(criteriaConfigShapeSchema.safeParse(heavy).success).toBe(false);
    const unknown = { ...config, pillars: [{ ...config.pillars[0]!, id: 'charm' }] };
    expect(criteriaConfigShapeSchema.safeParse(unknown).success).toBe(false);
  });
});
