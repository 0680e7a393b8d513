import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createJobSchema } from '../../contract/jobs.js';
import { buildCriteriaConfig, defaultCriteriaConfig } from '../../rules/criteria.js';
import { suggestCriteriaForJob } from '../../rules/role-criteria.js';
import { roleQuestionGuide } from '../../rules/role-question-bank.js';
import { FakeDigest } from '../../testing/fake-password-hasher.js';
import { anActor, jobsTestbed } from '../../testing/jobs-testbed.js';
import { ScriptedLanguageModel } from '../../testing/scripted-language-model.js';
import { estimatedInterviewMinutes } from './get-public-job.js';
import { questionSuggestionHash } from './question-cache-key.js';

const input = { title: 'Accountant', description: 'Keeps the books', criteria: defaultCriteriaConfig() };

describe('SuggestQuestions', () => {
  it('answers from the bank, then from the cache for the same normalised inputs', async () => {
    const bed = jobsTestbed();
    const first = await bed.suggestQuestions.execute(input);
    expect(first).toMatchObject({ source: 'fallback', role: 'Finance and accounting' });
    expect(first.questions).toHaveLength(7);
    // Bank questions come with their scoring guides, and the cache keeps them.
    for (const q of first.questions) expect(q.scoringGuide).toMatch(/^A strong answer /);
    const again = await bed.suggestQuestions.execute({ ...input, title: '  ACCOUNTANT ' });
    expect(again).toEqual({ questions: first.questions, source: 'cache', role: 'Finance and accounting' });
    expect(bed.cache.size).toBe(1);
    const other = await bed.suggestQuestions.execute({ ...input, count: 3 });
    expect(other.source).toBe('fallback');
    expect(other.questions).toHaveLength(3);
  });

  it("draws the bank's questions from the job's words and skills, and keys the cache by the skills", async () => {
    const bed = jobsTestbed();
    const job = {
      title: 'Shift Supervisor',
      description: 'Runs the night shift.',
      criteria: defaultCriteriaConfig(),
    };
    const general = await bed.suggestQuestions.execute(job);
    expect(general.role).toBeNull();
    const warehouse = await bed.suggestQuestions.execute({
      ...job,
      skills: ['Warehouse operations', 'Forklift'],
    });
    expect(warehouse).toMatchObject({ source: 'fallback', role: 'Warehouse and stores' });
    const guided = warehouse.questions.filter((q) => roleQuestionGuide(q.text) !== undefined);
    expect(guided.length).toBeGreaterThanOrEqual(5);
    expect(
      (await bed.suggestQuestions.execute({ ...job, skills: ['FORKLIFT', 'warehouse operations'] })).source,
    ).toBe('cache');
    expect(bed.cache.size).toBe(2);
  });

  it('uses a valid model answer and falls back to the bank for an invalid one or a failure', async () => {
    const good = new ScriptedLanguageModel(() => ({
      questions: Array.from({ length: 7 }, (_, i) => ({
        text: `Model question ${i}?`,
        pillarId: 'communication',
      })),
    }));
    const answer = await jobsTestbed({ languageModel: good }).suggestQuestions.execute(input);
    expect(answer.source).toBe('llm');
    expect(answer.questions[0]).toEqual({ text: 'Model question 0?', pillarId: 'communication' });
    expect(good.requests[0]!.system).toContain('exactly 7');

    const offPillar = new ScriptedLanguageModel(() => ({
      questions: Array.from({ length: 7 }, () => ({ text: 'Lead?', pillarId: 'leadership' })),
    }));
    const failing = new ScriptedLanguageModel(() => {
      throw new Error('provider down');
    });
    for (const model of [offPillar, failing, new ScriptedLanguageModel(() => 'not json')]) {
      expect((await jobsTestbed({ languageModel: model }).suggestQuestions.execute(input)).source).toBe(
        'fallback',
      );
    }
  });

  it('keys the cache by a 64-character hash that ignores labels and disabled pillars but not weights', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.integer({ min: 1, max: 15 }), (title, description, count) => {
        const digest = new FakeDigest();
        const key = (criteria = defaultCriteriaConfig()) =>
          questionSuggestionHash(digest, { title, description, criteria, count, generator: 'bank' });
        expect(key()).toMatch(/^[0-9a-f]{64}$/);
        const relabelled = defaultCriteriaConfig();
        relabelled.pillars[0]!.label = 'Talking';
        relabelled.pillars[7]!.weight = 50; // disabled
        expect(key(relabelled)).toBe(key());
        const reweighted = buildCriteriaConfig({
          communication: 25,
          problem_solving: 30,
          motivation: 15,
          adaptability: 15,
          collaboration: 15,
        });
        expect(key(reweighted)).not.toBe(key());
      }),
      { numRuns: 50 },
    );
  });
});

describe('GenerateCriteria', () => {
  it('uses the role rules without a model and a valid model answer with one', async () => {
    const bed = jobsTestbed();
    const { job } = await bed.createJob.execute(
      anActor(),
      createJobSchema.parse({ title: 'T', description: 'D', questions: ['Q?'] }),
    );
    const request = { title: 'Software Engineer', description: 'Builds APIs' };
    expect(await bed.generateCriteria.execute(anActor(), job.id, request)).toEqual({
      criteriaConfig: suggestCriteriaForJob(request).config,
      source: 'rules',
    });
    const supervisor = {
      title: 'Shift Supervisor',
      description: 'Night shift',
      skills: ['Warehouse', 'Forklift'],
    };
    const rules = await bed.generateCriteria.execute(anActor(), job.id, supervisor);
    expect(rules.criteriaConfig.pillars.find((p) => p.id === 'leadership')?.weight).toBe(25);
    expect(rules.criteriaConfig.pillars.find((p) => p.id === 'technical_domain')?.enabled).toBe(true);

    const proposal = buildCriteriaConfig({ leadership: 50, communication: 50 });
    const withModel = jobsTestbed({
      languageModel: new ScriptedLanguageModel(() => ({ ...proposal, totalWeight: 3 })),
    });
    const created = await withModel.createJob.execute(
      anActor(),
      createJobSchema.parse({ title: 'T', description: 'D', questions: ['Q?'] }),
    );
    expect(await withModel.generateCriteria.execute(anActor(), created.job.id, request)).toEqual({
      criteriaConfig: proposal,
      source: 'llm',
    });
  });

  it('falls back to the rules when the model proposes an invalid config', async () => {
    const invalid = buildCriteriaConfig({ leadership: 50, communication: 40 });
    const bed = jobsTestbed({ languageModel: new ScriptedLanguageModel(() => invalid) });
    const { job } = await bed.createJob.execute(
      anActor(),
      createJobSchema.parse({ title: 'T', description: 'D', questions: ['Q?'] }),
    );
    const result = await bed.generateCriteria.execute(anActor(), job.id, {
      title: 'Sales Lead',
      description: '',
    });
    expect(result.source).toBe('rules');
  });
});

describe('estimatedInterviewMinutes', () => {
  it('is ceil(questions × 2.5)', () => {
    expect([1, 2, 3, 7].map(estimatedInterviewMinutes)).toEqual([3, 5, 8, 18]);
  });
});
