import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import {
  startOpenAiChatServer,
  type OpenAiChatServer,
} from '@sauti/adapters/testing/wire/openai-chat-server';
import { BUDGETS } from '@sauti/core/rules/abuse-budgets';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { signUpColleague } from '../testing/sign-up.js';
import type { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createJob, signedIn } from './job-fixtures.js';

/**
 * Suggestions and drafts may each be a paid language-model call, so each member has an hourly
 * drafting budget (docs/behaviour/platform.md §10): a script behind one account cannot run up the
 * organisation's model bill, and the model is not called once the budget is spent.
 */
describe('the drafting budget of a member', () => {
  let model: OpenAiChatServer;
  let server: TestApp;
  let hr: TestClient;
  let jobId: string;

  beforeAll(async () => {
    model = await startOpenAiChatServer(() => ({ content: '{}' }));
    server = await startTestApp({
      LLM_BASE_URL: `${model.origin}/v1`,
      LLM_MODEL: 'fake-model',
      LLM_MAX_RETRIES: '0',
    });
    hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    jobId = (await createJob(hr)).id;
  });
  afterAll(async () => {
    await server?.stop();
    await model?.close();
  });

  const job = { jobTitle: 'Warehouse Supervisor', jobDescription: 'Runs the night shift in Nairobi.' };
  const draftingCalls = (id: string) =>
    [
      ['/api/questions/translate', { language: 'sw', questions: ['Tell us about yourself.'] }],
      ['/api/questions/preview', { ...job, criteriaConfig: defaultCriteriaConfig(), count: 3 }],
      [`/api/jobs/${id}/generate-criteria`, job],
      [`/api/jobs/${id}/generate-questions`, { ...job, criteriaConfig: defaultCriteriaConfig() }],
    ] as const;

  it('refuses every drafting route with 429 and Retry-After once the hour is spent, before calling the model', async () => {
    const member = (await signUpColleague(server, hr, { email: 'njeri@acme-logistics.co.ke' })).client;
    const me = (await member.get('/api/user')).body as { id: string };
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await server.app
      .get(STORAGE.Repositories)
      .rateLimits.add(`budget:drafting-requests:${me.id}`, hour, BUDGETS.draftingRequestsPerMember.max);
    const modelCallsBefore = model.bodies().length;

    for (const [path, body] of draftingCalls(jobId)) {
      const refused = await member.post(path, body);
      expect(refused.status, path).toBe(429);
      expect(refused.body.message).toMatch(
        /^You have asked for many suggestions and drafts in the last hour\. Please try again in /,
      );
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(model.bodies().length).toBe(modelCallsBefore);

    // Another member of the same organisation is not held back.
    const [path, body] = draftingCalls(jobId)[1];
    expect((await hr.post(path, body)).status).toBe(200);
  });

  it('counts each request: the budget’s last request passes and the next is refused', async () => {
    const member = (await signUpColleague(server, hr, { email: 'wanjiru@acme-logistics.co.ke' })).client;
    const me = (await member.get('/api/user')).body as { id: string };
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await server.app
      .get(STORAGE.Repositories)
      .rateLimits.add(`budget:drafting-requests:${me.id}`, hour, BUDGETS.draftingRequestsPerMember.max - 1);
    const last = await member.post(`/api/jobs/${jobId}/generate-criteria`, job);
    expect(last.status).toBe(200);
    expect((await member.post(`/api/jobs/${jobId}/generate-criteria`, job)).status).toBe(429);
  });
});
