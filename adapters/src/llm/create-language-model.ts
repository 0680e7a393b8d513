import type { LanguageModel } from '@sauti/core/ports/language-model';
import type { Config } from '../config/config.js';
import { describeLanguageModel, resolveLanguageModelSettings } from './llm-settings.js';
import { OpenAiLanguageModel } from './openai-language-model.js';

/** The model the container binds (null: none configured) and its line in the start-up report. */
export interface LanguageModelChoice {
  model: LanguageModel | null;
  description: string;
}

/** What the jobs features do without a model. */
export const NO_LANGUAGE_MODEL = 'none (role-keyword criteria and the built-in question bank)';

/**
 * Chooses the language model from the configuration, like createMailer chooses SMTP or the
 * outbox: an OpenAI-compatible model when LLM_BASE_URL or LLM_API_KEY is set; otherwise none,
 * and criteria come from the role-keyword rules and questions from the built-in bank.
 */
export function createLanguageModel(config: Pick<Config, 'llm'>): LanguageModelChoice {
  const settings = resolveLanguageModelSettings(config.llm);
  if (!settings) return { model: null, description: NO_LANGUAGE_MODEL };
  return { model: new OpenAiLanguageModel(settings), description: describeLanguageModel(settings) };
}
