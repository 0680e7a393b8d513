import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createLanguageModel, NO_LANGUAGE_MODEL } from './create-language-model.js';
import { OpenAiLanguageModel } from './openai-language-model.js';

describe('createLanguageModel', () => {
  it('chooses no model when none is configured, and says what is used instead', () => {
    expect(createLanguageModel(loadConfig({}))).toEqual({ model: null, description: NO_LANGUAGE_MODEL });
    expect(createLanguageModel(loadConfig({ LLM_MODEL: 'gpt-4o' })).model).toBeNull();
  });

  it('chooses an OpenAI-compatible model at LLM_BASE_URL, describing it without the key', () => {
    const choice = createLanguageModel(
      loadConfig({
        LLM_BASE_URL: 'http://localhost:11434/v1',
        LLM_MODEL: 'llama3.1',
        LLM_API_KEY: 'sk-hidden-key',
      }),
    );
    expect(choice.model).toBeInstanceOf(OpenAiLanguageModel);
    expect(choice.description).toBe('openai-compatible llama3.1 at localhost:11434');
    expect(choice.model?.name).toBe(choice.description);
  });

  it("uses OpenAI's API and gpt-4o-mini when only LLM_API_KEY is set", () => {
    expect(createLanguageModel(loadConfig({ LLM_API_KEY: 'sk-hidden-key' })).description).toBe(
      'openai-compatible gpt-4o-mini at api.openai.com',
    );
  });

  it('reads the LLM settings and refuses bad values, naming the variable', () => {
    expect(loadConfig({ LLM_TIMEOUT_MS: '5000', LLM_MAX_RETRIES: '0' }).llm).toMatchObject({
      timeoutMs: 5000,
      maxRetries: 0,
    });
    expect(() => loadConfig({ LLM_BASE_URL: 'not a url' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ LLM_MAX_RETRIES: '-1' })).toThrow(/LLM_MAX_RETRIES/);
  });
});
