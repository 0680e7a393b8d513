import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_MESSAGES } from '@sauti/core/contract/question-translation';
import {
  startOpenAiChatServer,
  type OpenAiChatServer,
} from '@sauti/adapters/testing/wire/openai-chat-server';
import { signedIn } from '../jobs/job-fixtures.js';
import { TestClient } from '../testing/client.js';
import type { TestClient as Client } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const ENGLISH = ['Tell us about yourself.', 'Describe a difficult customer call.'];
const SWAHILI = ['Tafadhali tuambie kukuhusu.', 'Tafadhali eleza simu ngumu ya mteja uliyopokea.'];

describe('"Draft a translation" of English questions through the language model (docs/behaviour/interview.md §22)', () => {
  let model: OpenAiChatServer;
  let server: TestApp;
  let hr: Client;
  let answer: unknown = { questions: SWAHILI };
  const translate = (body: unknown, client: Client = hr) => client.post('/api/questions/translate', body);

  beforeAll(async () => {
    model = await startOpenAiChatServer(() => ({ content: JSON.stringify(answer) }));
    server = await startTestApp({
      LLM_BASE_URL: `${model.origin}/v1`,
      LLM_MODEL: 'fake-model',
      LLM_MAX_RETRIES: '0',
    });
    hr = await signedIn(server, 'amina@acme-logistics.co.ke');
  });
  afterAll(async () => {
    await server?.stop();
    await model?.close();
  });

  it('drafts one question per question in the language, for HR to edit; nothing is stored', async () => {
    const res = await translate({ language: 'sw', questions: ENGLISH });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      language: 'sw',
      questions: SWAHILI,
      translator: expect.stringContaining('fake-model'),
    });
    const [request] = model.bodies();
    expect(request?.messages[0]?.content).toContain('from English into Swahili');
    expect(request?.messages[1]?.content).toBe(`1. ${ENGLISH[0]}\n2. ${ENGLISH[1]}`);
    expect((await hr.get('/api/jobs')).body).toEqual([]);
  });

  it('refuses a draft that is not one question per question, English as the target, and bad input', async () => {
    answer = { questions: [SWAHILI[0]] };
    const short = await translate({ language: 'sw', questions: ENGLISH });
    expect(short.status).toBe(503);
    expect(short.body.message).toBe(TRANSLATION_MESSAGES.unusable);
    answer = { questions: SWAHILI };
    const cases: [unknown, string][] = [
      [{ language: 'en', questions: ENGLISH }, TRANSLATION_MESSAGES.notEnglish],
      [{ language: 'xx', questions: ENGLISH }, TRANSLATION_MESSAGES.language],
      [{ language: 'sw', questions: [] }, TRANSLATION_MESSAGES.questions],
      [{ language: 'sw', questions: ['  '] }, TRANSLATION_MESSAGES.question],
      [{ language: 'sw', questions: Array(51).fill('Why?') }, TRANSLATION_MESSAGES.questions],
    ];
    for (const [body, message] of cases) {
      const res = await translate(body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await translate({ language: 'sw', questions: ENGLISH }, new TestClient(server.url))).status).toBe(
      401,
    );
  });
});

describe('"Draft a translation" without a language model', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({});
  });
  afterAll(() => server?.stop());

  it('says no model is configured', async () => {
    const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    const res = await hr.post('/api/questions/translate', { language: 'af', questions: ENGLISH });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(TRANSLATION_MESSAGES.noModel);
  });
});
