import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { createLanguageModel, NO_LANGUAGE_MODEL } from './create-language-model.js';

describe('createLanguageModel', () => {
  it('chooses no model when none is configured, and says what is used instead', () => {
    expect(createLanguageModel(loadConfig({}))).toEqual({ model: null, description: NO_LANGUAGE_MODEL });
  });
});
