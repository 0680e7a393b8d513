import type { LanguageModel } from '@sauti/core/ports/language-model';
import type { Config } from '../config/config.js';

/** The model the container binds (null: none configured) and its line in the start-up report. */
export interface LanguageModelChoice {
  model: LanguageModel | null;
  description: string;
}

/** What the jobs features do without a model. */
export const NO_LANGUAGE_MODEL = 'none (role-keyword criteria and the built-in question bank)';

/**
 * Chooses the language model from the configuration, like createMailer chooses SMTP or the
 * outbox. The configuration names no model provider yet, so every configuration means "no model":
 * criteria come from the role-keyword rules and questions from the built-in bank. A provider
 * adapter is added as one more branch here, keyed on its configuration.
 */
export function createLanguageModel(_config: Config): LanguageModelChoice {
  return { model: null, description: NO_LANGUAGE_MODEL };
}
