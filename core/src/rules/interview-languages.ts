/**
 * The languages an interview can be held in (docs/behaviour/interview.md §22): the places our
 * customers hire in (Windhoek, Cape Town, Nairobi, Dar es Salaam, Dakar, Maputo, Lagos, Addis Ababa,
 * Mogadishu). Which of them an installation serves, and how, is decided from its providers by
 * language-capabilities.ts; this list only names them. Free of zod: the candidate's page reads it.
 */
export interface InterviewLanguage {
  /** ISO 639-1 where one exists (what OpenAI-compatible recognisers take as `language`). */
  code: string;
  /** The English name, as HR reads it. */
  name: string;
  /** The language's own name, as a candidate reads it in the language switch. */
  nativeName: string;
  /**
   * BCP 47 tags in order of preference, for providers that want a region (Google `languageCode`):
   * Swahili is Kenya's first, Tanzania's second.
   */
  regions: readonly string[];
  /**
   * No recogniser or synthesiser anywhere serves it (Oshiwambo): its interviews are recorded and
   * scored by the hiring team, whatever the installation.
   */
  teamOnly?: true;
}

/** Every interview language, English first. */
export const INTERVIEW_LANGUAGES: readonly InterviewLanguage[] = [
  { code: 'en', name: 'English', nativeName: 'English', regions: ['en-US', 'en-ZA', 'en-KE', 'en-NG'] },
  { code: 'af', name: 'Afrikaans', nativeName: 'Afrikaans', regions: ['af-ZA'] },
  { code: 'sw', name: 'Swahili', nativeName: 'Kiswahili', regions: ['sw-KE', 'sw-TZ'] },
  { code: 'fr', name: 'French', nativeName: 'Français', regions: ['fr-FR', 'fr-SN'] },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', regions: ['pt-PT', 'pt-MZ', 'pt-BR'] },
  { code: 'zu', name: 'Zulu', nativeName: 'isiZulu', regions: ['zu-ZA'] },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ', regions: ['am-ET'] },
  { code: 'yo', name: 'Yoruba', nativeName: 'Yorùbá', regions: ['yo-NG'] },
  { code: 'ha', name: 'Hausa', nativeName: 'Hausa', regions: ['ha-NG'] },
  { code: 'so', name: 'Somali', nativeName: 'Soomaali', regions: ['so-SO'] },
  { code: 'kj', name: 'Oshiwambo', nativeName: 'Oshiwambo', regions: ['kj-NA'], teamOnly: true },
];

/** The language every installation serves and every job defaults to. */
export const DEFAULT_INTERVIEW_LANGUAGE = 'en';

/** The codes, for a schema's enum. */
export const INTERVIEW_LANGUAGE_CODES = INTERVIEW_LANGUAGES.map((l) => l.code) as [string, ...string[]];

/** The language of a code, or undefined for a code that is not an interview language. */
export function interviewLanguage(code: string): InterviewLanguage | undefined {
  return INTERVIEW_LANGUAGES.find((l) => l.code === code);
}

/** The English name of a code ('af' → 'Afrikaans'); an unknown code is returned as it is. */
export function languageName(code: string): string {
  return interviewLanguage(code)?.name ?? code;
}

/** The base language of a BCP 47 tag: 'sw-KE' → 'sw', 'EN_us' → 'en'. */
export function baseLanguage(tag: string): string {
  return tag.split(/[-_]/)[0]!.toLowerCase();
}
