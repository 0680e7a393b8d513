import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCriteriaConfig, defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import type { TestClient } from '../testing/client.js';
import { createJob, startJobsWorld, type JobsWorld } from './job-fixtures.js';

let world: JobsWorld;
let hr: TestClient;
let colleague: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  world = await startJobsWorld();
  ({ hr, colleague, visitor } = world);
});
afterAll(() => world?.server.stop());

describe('generation', () => {
  it('generates criteria from the role rules when no model is configured', async () => {
    const created = await createJob(hr);
    const res = await hr.post(`/api/jobs/${created.id}/generate-criteria`, {
      jobTitle: 'Software Engineer',
      jobDescription: 'Builds our APIs',
    });
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('rules');
    const enabled = res.body.criteriaConfig.pillars.filter((p: { enabled: boolean }) => p.enabled);
    expect(enabled.map((p: { id: string }) => p.id)).toContain('technical_domain');
    expect(res.body.criteriaConfig.totalWeight).toBe(100);
  });

  it("reads the job's skills: a shift supervisor with warehouse skills gets warehouse weights and leadership", async () => {
    const created = await createJob(hr);
    const res = await hr.post(`/api/jobs/${created.id}/generate-criteria`, {
      jobTitle: 'Shift Supervisor',
      jobDescription: 'Runs the night shift',
      skills: ['Warehouse operations', 'Forklift'],
    });
    expect(res.status).toBe(200);
    const weights = Object.fromEntries(
      res.body.criteriaConfig.pillars
        .filter((p: { enabled: boolean }) => p.enabled)
        .map((p: { id: string; weight: number }) => [p.id, p.weight]),
    );
    expect(weights).toMatchObject({ leadership: 25, technical_domain: 15 });
  });

  it('asks for title and description before generating', async () => {
    const created = await createJob(hr);
    const res = await hr.post(`/api/jobs/${created.id}/generate-criteria`, { jobTitle: 'Engineer' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in job title and description first');
  });

  it('generates questions for a job from the bank', async () => {
    const created = await createJob(hr);
    const res = await hr.post(`/api/jobs/${created.id}/generate-questions`, {
      jobTitle: 'Support Agent',
      jobDescription: 'Calls and emails',
      criteriaConfig: defaultCriteriaConfig(),
    });
    expect(res.status).toBe(200);
    expect(['fallback', 'cache']).toContain(res.body.source);
    expect(res.body.questions).toHaveLength(7);
  });

  it('previews questions: fallback first, then the same questions from the cache', async () => {
    const body = {
      jobTitle: 'Warehouse Supervisor',
      jobDescription: 'Runs the night shift',
      criteriaConfig: buildCriteriaConfig({ leadership: 60, collaboration: 40 }),
      count: 5,
    };
    const first = await hr.post('/api/questions/preview', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ source: 'fallback', role: 'Warehouse and stores' });
    expect(first.body.questions).toHaveLength(5);
    for (const q of first.body.questions) expect(['leadership', 'collaboration']).toContain(q.pillarId);
    expect(
      first.body.questions.filter((q: { pillarId: string }) => q.pillarId === 'leadership'),
    ).toHaveLength(3);
    const second = await colleague.post('/api/questions/preview', {
      ...body,
      jobTitle: ' warehouse   supervisor ',
    });
    expect(second.body).toEqual({
      questions: first.body.questions,
      source: 'cache',
      role: 'Warehouse and stores',
    });
    // The warehouse and supervision banks, not the general one: the first leadership and
    // collaboration questions are about shifts.
    expect(first.body.questions[0].text).toMatch(/shift/);
    expect(first.body.questions[1].text).toMatch(/next shift/);
    const defaults = await hr.post('/api/questions/preview', { ...body, count: undefined });
    expect(defaults.body.questions).toHaveLength(7);
  });

  it('refuses bad preview requests with 400', async () => {
    const body = { jobTitle: 'A', jobDescription: 'B', criteriaConfig: defaultCriteriaConfig() };
    for (const bad of [
      { ...body, count: 0 },
      { ...body, count: 16 },
      { ...body, count: 2.5 },
      { ...body, criteriaConfig: buildCriteriaConfig({}) },
      { ...body, criteriaConfig: { version: 'v2' } },
      { ...body, jobTitle: '' },
      { ...body, skills: 'Forklift' },
      { ...body, skills: ['x'.repeat(101)] },
      { ...body, skills: Array.from({ length: 51 }, (_, i) => `skill ${i}`) },
    ]) {
      const res = await hr.post('/api/questions/preview', bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('VALIDATION_FAILED');
    }
    expect((await visitor.post('/api/questions/preview', body)).status).toBe(401);
  });
});
