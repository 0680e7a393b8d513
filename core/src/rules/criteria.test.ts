import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PILLAR_IDS } from '../domain/criteria.js';
import {
  clampWeight,
  defaultCriteriaConfig,
  formatWeightTotal,
  MAX_WEIGHT,
  normalizeWeights,
  subcriterionId,
  totalEnabledWeight,
  validateCriteria,
  WEIGHT_STEP,
  WEIGHT_TOLERANCE,
} from './criteria.js';
import { PILLAR_DEFINITIONS } from './pillars.js';
import { criteriaConfigArb } from './testing/arbitraries.js';

const NO_PILLAR = 'At least one assessment pillar must be enabled';

describe('pillar catalogue', () => {
  it('has the eight spec pillars, in order, with three sub-criteria each', () => {
    expect(PILLAR_DEFINITIONS.map((p) => p.id)).toEqual([...PILLAR_IDS]);
    for (const pillar of PILLAR_DEFINITIONS) expect(pillar.subcriteria).toHaveLength(3);
    expect(PILLAR_DEFINITIONS[0]!.subcriteria).toEqual(['Clarity', 'Active Listening', 'Conciseness']);
  });
});

describe('subcriterionId', () => {
  it('lower-cases and turns each non-alphanumeric character into an underscore', () => {
    expect(subcriterionId('Active Listening')).toBe('active_listening');
    expect(subcriterionId('Technical / Domain')).toBe('technical___domain');
    fc.assert(
      fc.property(fc.string(), (label) => {
        const id = subcriterionId(label);
        expect(id).toHaveLength(label.toLowerCase().length);
        expect(id).toMatch(/^[a-z0-9_]*$/);
        expect(subcriterionId(id)).toBe(id);
      }),
    );
  });
});

describe('defaultCriteriaConfig', () => {
  it('validates, holds all pillars and totals 100', () => {
    const config = defaultCriteriaConfig();
    expect(validateCriteria(config)).toEqual([]);
    expect(config.pillars).toHaveLength(8);
    expect(totalEnabledWeight(config)).toBe(100);
    expect(config.totalWeight).toBe(100);
    expect(config.version).toBe('v1');
  });
});

describe('validateCriteria', () => {
  it('reports no pillar enabled iff none is', () => {
    fc.assert(
      fc.property(criteriaConfigArb, (config) => {
        const none = config.pillars.every((p) => !p.enabled);
        expect(validateCriteria(config).includes(NO_PILLAR)).toBe(none);
      }),
    );
  });

  it('reports the total iff it is more than 0.01 away from 100, never reading it as 100', () => {
    fc.assert(
      fc.property(criteriaConfigArb, (config) => {
        const total = totalEnabledWeight(config);
        const line = validateCriteria(config).find((e) => e.startsWith('Total weight'));
        expect(line !== undefined).toBe(Math.abs(total - 100) > 0.01);
        if (line) {
          expect(line).toBe(`Total weight must equal 100% (currently ${formatWeightTotal(total)}%)`);
          expect(line).not.toContain('(currently 100%)');
        }
      }),
    );
  });

  it('formats the total with at most two decimals', () => {
    expect(formatWeightTotal(95)).toBe('95');
    expect(formatWeightTotal(100 / 3)).toBe('33.33');
    expect(formatWeightTotal(99.5)).toBe('99.5');
    expect(WEIGHT_TOLERANCE).toBe(0.01);
  });

  it('accepts a total within 0.01 and rejects one just outside', () => {
    const at = (weight: number) => {
      const config = defaultCriteriaConfig();
      config.pillars[0]!.weight = weight;
      return validateCriteria(config);
    };
    expect(at(30.009)).toEqual([]);
    expect(at(29.989)).toEqual(['Total weight must equal 100% (currently 99.99%)']);
    expect(at(35)).toEqual(['Total weight must equal 100% (currently 105%)']);
  });

  it('names each enabled pillar that has no sub-criterion enabled', () => {
    fc.assert(
      fc.property(criteriaConfigArb, (config) => {
        const errors = validateCriteria(config);
        for (const pillar of config.pillars) {
          const line = `${pillar.label} must have at least one sub-criterion enabled`;
          const expected = pillar.enabled && pillar.subcriteria.every((s) => !s.enabled);
          expect(errors.includes(line)).toBe(expected);
        }
      }),
    );
  });
});

describe('normalizeWeights', () => {
  it('makes enabled weights non-negative integers totalling exactly 100', () => {
    fc.assert(
      fc.property(criteriaConfigArb, (config) => {
        fc.pre(config.pillars.some((p) => p.enabled));
        const normalized = normalizeWeights(config);
        const enabled = normalized.pillars.filter((p) => p.enabled);
        expect(enabled.reduce((sum, p) => sum + p.weight, 0)).toBe(100);
        for (const p of enabled) {
          expect(Number.isInteger(p.weight)).toBe(true);
          expect(p.weight).toBeGreaterThanOrEqual(0);
          expect(p.weight).toBeLessThanOrEqual(100);
        }
        expect(normalized.totalWeight).toBe(100);
      }),
    );
  });

  it('keeps disabled weights, and keeps proportions except the remainder on the first enabled', () => {
    fc.assert(
      fc.property(criteriaConfigArb, (config) => {
        const enabled = config.pillars.filter((p) => p.enabled);
        const total = enabled.reduce((s, p) => s + p.weight, 0);
        fc.pre(enabled.length > 0 && total > 0);
        const normalized = normalizeWeights(config);
        normalized.pillars.forEach((pillar, index) => {
          const before = config.pillars[index]!;
          if (!before.enabled) return expect(pillar.weight).toBe(before.weight);
          const exact = Math.floor((before.weight * 100) / total);
          if (before.id === enabled[0]!.id) expect(pillar.weight).toBeGreaterThanOrEqual(exact);
          else expect(pillar.weight).toBe(exact);
        });
      }),
    );
  });

  it('puts the remainder on the first enabled pillar (3 × 1 → 34, 33, 33)', () => {
    const config = defaultCriteriaConfig();
    config.pillars.forEach((p, i) => {
      p.enabled = i >= 2 && i < 5;
      p.weight = 1;
    });
    const weights = normalizeWeights(config).pillars.map((p) => (p.enabled ? p.weight : null));
    expect(weights.filter((w) => w !== null)).toEqual([34, 33, 33]);
  });

  it('leaves a config with nothing enabled alone', () => {
    const config = defaultCriteriaConfig();
    config.pillars.forEach((p) => (p.enabled = false));
    expect(normalizeWeights(config)).toBe(config);
  });
});

describe('clampWeight', () => {
  it('yields a multiple of 5 within 0-100, nearest to the input', () => {
    expect(WEIGHT_STEP).toBe(5);
    expect(MAX_WEIGHT).toBe(100);
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (weight) => {
        const clamped = clampWeight(weight);
        expect(clamped % 5).toBe(0);
        expect(clamped).toBeGreaterThanOrEqual(0);
        expect(clamped).toBeLessThanOrEqual(100);
        const bounded = Math.min(100, Math.max(0, weight));
        expect(Math.abs(clamped - bounded)).toBeLessThanOrEqual(2.5);
      }),
    );
    expect(clampWeight(Number.NaN)).toBe(0);
  });
});
