import { describe, expect, it } from 'vitest';
import { PILLAR_IDS } from '../domain/criteria.js';
import { buildCriteriaConfig, totalEnabledWeight, validateCriteria } from './criteria.js';
import { QUESTION_BANK } from './question-bank.js';
import { ROLE_PROFILES, roleBankQuestions, roleQuestionGuide } from './role-question-bank.js';

describe('ROLE_PROFILES', () => {
  it('suggests valid weights in steps of 5 totalling 100 for every profile', () => {
    for (const profile of ROLE_PROFILES) {
      const config = buildCriteriaConfig(profile.weights);
      expect(validateCriteria(config), profile.id).toEqual([]);
      expect(totalEnabledWeight(config), profile.id).toBe(100);
      for (const weight of Object.values(profile.weights)) expect(weight % 5, profile.id).toBe(0);
    }
  });

  it('asks a role question on every pillar the profile weighs, so its own criteria get its own questions', () => {
    for (const profile of ROLE_PROFILES) {
      for (const pillar of Object.keys(profile.weights)) {
        expect(
          profile.questions[pillar as keyof typeof profile.questions]?.length,
          `${profile.id} ${pillar}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('has distinct ids and keywords that are lower case and not blank', () => {
    expect(new Set(ROLE_PROFILES.map((p) => p.id)).size).toBe(ROLE_PROFILES.length);
    for (const profile of ROLE_PROFILES) {
      for (const keyword of profile.keywords) expect(keyword).toMatch(/^[a-z0-9][a-z0-9 .-]*[a-z0-9]\*?$/);
    }
  });
});

describe('role bank questions', () => {
  const all = roleBankQuestions();

  it('are question-like, unique across the role bank and the general bank, on known pillars', () => {
    const general = new Set(Object.values(QUESTION_BANK).flat());
    const texts = all.map(({ question }) => question.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const { pillarId, question } of all) {
      expect(PILLAR_IDS).toContain(pillarId);
      expect(question.text).toMatch(/^[A-Z].{20,200}[?.]$/);
      expect(general.has(question.text)).toBe(false);
    }
  });

  it('each carry a short scoring guide saying what a strong answer covers', () => {
    for (const { question } of all) {
      expect(question.guide).toMatch(/^A strong answer [a-z]+ .{20,240}\.$/);
      expect(roleQuestionGuide(question.text)).toBe(question.guide);
    }
    expect(roleQuestionGuide('Tell us about yourself.')).toBeUndefined();
  });
});
