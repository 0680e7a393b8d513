import type { ProviderLanguages } from '../rules/language-capabilities.js';

/** Providers of a default install: pocketsphinx, espeak-ng's African and European voices, the built-in scorer. */
export const DEFAULT_INSTALL_PROVIDERS: ProviderLanguages = {
  recognition: { provider: 'pocketsphinx (offline)', languages: ['en'] },
  voice: { provider: 'flite + espeak-ng (offline)', languages: ['en', 'af', 'sw', 'fr', 'pt', 'am'] },
  scoring: { provider: 'local-rubric@2', languages: ['en'] },
};

/** An installation that serves English alone: an English recogniser, no synthesiser. */
export const ENGLISH_ONLY_PROVIDERS: ProviderLanguages = {
  recognition: { provider: 'pocketsphinx (offline)', languages: ['en'] },
  voice: null,
  scoring: { provider: 'local-rubric@2', languages: ['en'] },
};

/** Whisper, espeak-ng and a language model: most languages get transcripts and scores. */
export const WHISPER_AND_MODEL_PROVIDERS: ProviderLanguages = {
  recognition: {
    provider: 'openai-compatible whisper-1',
    languages: ['en', 'af', 'sw', 'fr', 'pt', 'am', 'yo', 'ha', 'so'],
  },
  voice: { provider: 'flite + espeak-ng (offline)', languages: ['en', 'af', 'sw', 'fr', 'pt', 'am'] },
  scoring: { provider: 'openai:gpt-4o-mini', languages: 'any' },
};
