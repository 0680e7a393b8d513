import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCriteriaConfig } from './criteria.js';
import {
  allocateQuestions,
  MAX_SUGGESTED_QUESTIONS,
  QUESTION_BANK,
  selectBankQuestions,
} from './question-bank.js';
import { selectQuestionsForJob } from './job-questions.js';
import { suggestCriteriaForJob } from './role-criteria.js';
import { roleQuestionGuide } from './role-question-bank.js';
import { configFromSettings } from './testing/fixtures.js';

const warehouseJob = {
  title: 'Warehouse Shift Supervisor',
  description:
    'Run the night shift of our Nairobi distribution centre: receiving, picking and dispatch, stock counts and forklift safety.',
  skills: ['Inventory management', 'Forklift licence'],
};

const configs = fc
  .array(
    fc.record({
      enabled: fc.boolean(),
      weight: fc.integer({ min: 0, max: 100 }),
      subs: fc.constant([true, true, true]),
    }),
    {
      minLength: 8,
      maxLength: 8,
    },
  )
  .filter((settings) => settings.some((s) => s.enabled))
  .map(configFromSettings);

describe('selectQuestionsForJob', () => {
  it('asks a warehouse shift supervisor warehouse and supervision questions, not generic ones', () => {
    const criteria = suggestCriteriaForJob(warehouseJob).config;
    const { questions, role, supervisory } = selectQuestionsForJob(warehouseJob, criteria, 7);
    expect(role?.id).toBe('warehouse');
    expect(supervisory).toBe(true);
    expect(questions).toHaveLength(7);
    // Every question comes from the role bank and so carries a scoring guide.
    for (const q of questions) expect(roleQuestionGuide(q.text), q.text).toBeDefined();
    expect(questions.map((q) => q.text).join(' ')).toMatch(/warehouse/i);
    expect(questions.some((q) => q.pillarId === 'leadership')).toBe(true);
  });

  it('still draws on the role bank under the default criteria', () => {
    const { questions } = selectQuestionsForJob(warehouseJob, defaultCriteriaConfig(), 7);
    const fromRole = questions.filter((q) => roleQuestionGuide(q.text) !== undefined);
    // Default criteria: communication 2, problem solving 2, motivation, adaptability, collaboration
    // 1 each; the warehouse and supervision banks answer one of each and both communication.
    expect(fromRole.length).toBeGreaterThanOrEqual(5);
  });

  it('matches the general bank choice for a job it does not recognise', () => {
    const job = { title: 'Research Analyst', description: 'Studies markets.' };
    const config = defaultCriteriaConfig();
    const { questions, role } = selectQuestionsForJob(job, config, 7);
    expect(role).toBeNull();
    const general = new Set(Object.values(QUESTION_BANK).flat());
    for (const q of questions) expect(general.has(q.text)).toBe(true);
    expect(new Set(questions.map((q) => q.text))).toEqual(
      new Set(selectBankQuestions(config, 7, `${job.title}\n${job.description}`).map((q) => q.text)),
    );
  });

  it('gives exactly count distinct questions, each pillar its allocated share, for any job and criteria', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        configs,
        fc.integer({ min: 1, max: MAX_SUGGESTED_QUESTIONS }),
        (title, description, config, count) => {
          const { questions } = selectQuestionsForJob({ title, description }, config, count);
          expect(questions).toHaveLength(count);
          expect(new Set(questions.map((q) => q.text)).size).toBe(count);
          const allocation = allocateQuestions(config, count);
          for (const [pillar, n] of allocation) {
            expect(questions.filter((q) => q.pillarId === pillar)).toHaveLength(n);
          }
        },
      ),
    );
  });

  it('is stable for the same job', () => {
    const a = selectQuestionsForJob(warehouseJob, defaultCriteriaConfig(), 9);
    const b = selectQuestionsForJob({ ...warehouseJob }, defaultCriteriaConfig(), 9);
    expect(a).toEqual(b);
  });
});
