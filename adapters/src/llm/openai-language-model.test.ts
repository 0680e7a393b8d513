import { criteriaRequest } from '@sauti/core/use-cases/jobs/llm-prompts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiChatServer, type OpenAiChatServer } from '../testing/wire/openai-chat-server.js';
import { expectProviderUnavailable } from '../stt/testing/provider-failure-contract.js';
import { OpenAiLanguageModel } from './openai-language-model.js';

const API_KEY = 'sk-lm-secret-0123456789';

const criteria = {
  version: 'v1',
  totalWeight: 100,
  pillars: [
    {
      id: 'communication',
      label: 'Communication',
      enabled: true,
      weight: 100,
      description: 'Explains clearly.',
      subcriteria: [{ id: 'clarity', label: 'Clarity', enabled: true }],
    },
  ],
};

describe('OpenAiLanguageModel against an OpenAI-compatible chat server', () => {
  let server: OpenAiChatServer;
  const model = (maxRetries = 2) =>
    new OpenAiLanguageModel(
      { baseUrl: `${server.origin}/v1`, apiKey: API_KEY, model: 'qwen2.5-7b', timeoutMs: 2_000, maxRetries },
      { backoff: { baseDelayMs: 1, maxDelayMs: 5 } },
    );

  beforeAll(async () => {
    server = await startOpenAiChatServer(() => ({ content: JSON.stringify(criteria) }));
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it('round-trips the criteria JSON, sending the request schema as a strict response format', async () => {
    const request = criteriaRequest('Nurse', 'Night ward care.');
    await expect(model().completeJson(request)).resolves.toEqual(criteria);
    const [body] = server.bodies();
    expect(body).toMatchObject({
      model: 'qwen2.5-7b',
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'criteria_config', strict: true, schema: request.jsonSchema },
      },
    });
    expect(server.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
  });

  it('retries an answer that is not JSON or does not follow the schema, then succeeds', async () => {
    server.reply(
      { content: 'Here are your criteria:' },
      { content: JSON.stringify({ ...criteria, version: 'v9' }) },
    );
    await expect(model().completeJson(criteriaRequest('Nurse', 'x'))).resolves.toEqual(criteria);
    expect(server.bodies()).toHaveLength(3);
  });

  it('fails with PROVIDER_UNAVAILABLE, naming no key, when every attempt fails', async () => {
    server.failNext({ kind: 'status', status: 503 }, 3);
    await expectProviderUnavailable(model().completeJson(criteriaRequest('Nurse', 'x')), API_KEY);
    expect(server.requests).toHaveLength(3);
  });

  it('names itself after the model and host', () => {
    expect(model().name).toBe(`openai-compatible qwen2.5-7b at ${server.hostPort}`);
  });
});
