import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PILLAR_IDS } from '../domain/criteria.js';
import { buildCriteriaConfig, defaultCriteriaConfig } from './criteria.js';
import {
  allocateQuestions,
  DEFAULT_SUGGESTED_QUESTIONS,
  MAX_SUGGESTED_QUESTIONS,
  QUESTION_BANK,
  selectBankQuestions,
} from './question-bank.js';
import { configFromSettings } from './testing/fixtures.js';

const setting = fc.record({
  enabled: fc.boolean(),
  weight: fc.integer({ min: 0, max: 100 }),
  subs: fc.constant([true, true, true]),
});
/** Configs with at least one enabled pillar and arbitrary weights (totals need not be 100). */
const configs = fc
  .array(setting, { minLength: 8, maxLength: 8 })
  .filter((settings) => settings.some((s) => s.enabled))
  .map(configFromSettings);
const counts = fc.integer({ min: 1, max: MAX_SUGGESTED_QUESTIONS });

describe('QUESTION_BANK', () => {
  it('holds enough distinct, question-like texts for every pillar', () => {
    expect(Object.keys(QUESTION_BANK).sort()).toEqual([...PILLAR_IDS].sort());
    for (const id of PILLAR_IDS) {
      const questions = QUESTION_BANK[id];
      expect(questions.length).toBeGreaterThanOrEqual(Math.max(4, MAX_SUGGESTED_QUESTIONS));
      expect(new Set(questions).size).toBe(questions.length);
      for (const q of questions) expect(q).toMatch(/^[A-Z].{20,200}[?.]$/);
    }
  });
});

describe('allocateQuestions', () => {
  it('gives every enabled pillar its proportional share rounded down or up, adding up to count', () => {
    fc.assert(
      fc.property(configs, counts, (config, count) => {
        const allocation = allocateQuestions(config, count);
        const enabled = config.pillars.filter((p) => p.enabled);
        const total = enabled.reduce((sum, p) => sum + p.weight, 0);
        expect([...allocation.keys()].sort()).toEqual(enabled.map((p) => p.id).sort());
        expect([...allocation.values()].reduce((a, b) => a + b, 0)).toBe(count);
        for (const pillar of enabled) {
          const exact = total > 0 ? (count * pillar.weight) / total : count / enabled.length;
          const given = allocation.get(pillar.id)!;
          expect(given).toBeGreaterThanOrEqual(Math.floor(exact + 1e-9));
          expect(given).toBeLessThanOrEqual(Math.ceil(exact - 1e-9));
        }
      }),
    );
  });

  it('splits the default 7 over the default weights 30/25/15/15/15 as 2/2/1/1/1', () => {
    const allocation = allocateQuestions(defaultCriteriaConfig(), DEFAULT_SUGGESTED_QUESTIONS);
    expect(Object.fromEntries(allocation)).toEqual({
      communication: 2,
      problem_solving: 2,
      motivation: 1,
      adaptability: 1,
      collaboration: 1,
    });
  });
});

describe('selectBankQuestions', () => {
  it('always returns count distinct bank questions tagged with enabled pillars, per the allocation', () => {
    fc.assert(
      fc.property(configs, counts, fc.string(), (config, count, seed) => {
        const questions = selectBankQuestions(config, count, seed);
        expect(questions).toHaveLength(count);
        expect(new Set(questions.map((q) => q.text)).size).toBe(count);
        const enabled = new Set(config.pillars.filter((p) => p.enabled).map((p) => p.id));
        const allocation = allocateQuestions(config, count);
        for (const q of questions) {
          expect(q.pillarId).not.toBeNull();
          expect(enabled.has(q.pillarId!)).toBe(true);
          expect(QUESTION_BANK[q.pillarId!]).toContain(q.text);
        }
        for (const [id, n] of allocation) expect(questions.filter((q) => q.pillarId === id)).toHaveLength(n);
      }),
    );
  });

  it('is deterministic for the same inputs and varies with the seed', () => {
    fc.assert(
      fc.property(configs, counts, fc.string(), (config, count, seed) => {
        expect(selectBankQuestions(config, count, seed)).toEqual(selectBankQuestions(config, count, seed));
      }),
    );
    const config = buildCriteriaConfig({ communication: 100 });
    const seeds = ['Accountant', 'Driver', 'Nurse', 'Chef', 'Teacher'];
    const firsts = new Set(seeds.map((seed) => selectBankQuestions(config, 1, seed)[0]!.text));
    expect(firsts.size).toBeGreaterThan(1);
  });

  it('starts with the heaviest pillar and alternates pillars', () => {
    const config = buildCriteriaConfig({ technical_domain: 60, communication: 40 });
    const pillars = selectBankQuestions(config, 4, 'x').map((q) => q.pillarId);
    expect(pillars).toEqual(['technical_domain', 'communication', 'technical_domain', 'communication']);
  });

  it('serves the default pillars when none is enabled', () => {
    const none = buildCriteriaConfig({});
    const ids = new Set(selectBankQuestions(none, 7).map((q) => q.pillarId));
    expect([...ids].sort()).toEqual([
      'adaptability',
      'collaboration',
      'communication',
      'motivation',
      'problem_solving',
    ]);
  });
});
