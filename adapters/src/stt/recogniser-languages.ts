import { interviewLanguage } from '@sauti/core/rules/interview-languages';

/**
 * The interview languages each recogniser hears, as its provider documents them
 * (docs/behaviour/interview.md §22; docs/operations.md, "Languages").
 *
 * - Whisper (OpenAI and OpenAI-compatible servers): its model's language list includes Afrikaans,
 *   Swahili, Yoruba, Hausa, Amharic, Somali, French and Portuguese; it has no Zulu. The request's
 *   `language` is the ISO 639-1 code.
 * - Google Cloud Speech-to-Text: its supported-languages table lists af-ZA, am-ET, sw-KE, sw-TZ,
 *   zu-ZA, fr-FR, pt-PT and pt-BR among ours. The request's `languageCode` is the BCP 47 tag.
 * - pocketsphinx: the installed model is US English only.
 */
export const RECOGNISER_LANGUAGES = {
  whisper: ['en', 'af', 'sw', 'fr', 'pt', 'am', 'yo', 'ha', 'so'],
  google: ['en', 'af', 'sw', 'fr', 'pt', 'zu', 'am'],
  pocketsphinx: ['en'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Google's `languageCode` for an interview language: the configured English region (STT_LANGUAGE)
 * for English, else the language's first region ('sw' → 'sw-KE').
 */
export function googleLanguageCode(language: string | undefined, englishCode = 'en-US'): string {
  if (!language || language === 'en') return englishCode;
  return interviewLanguage(language)?.regions[0] ?? language;
}
