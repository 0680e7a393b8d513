import type { Catalogue } from './en';

/** The languages the candidate's screens are written in, English first (docs/behaviour/interview.md §21). */
export const SCREEN_LANGUAGES = ['en', 'af', 'sw', 'fr', 'pt'] as const;
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];

/** Each language's own name, as its speakers look for it in the language switch. */
export const SCREEN_LANGUAGE_NAMES: Readonly<Record<ScreenLanguage, string>> = {
  en: 'English',
  af: 'Afrikaans',
  sw: 'Kiswahili',
  fr: 'Français',
  pt: 'Português',
};

/**
 * The translations, each its own chunk: a candidate downloads only the language on screen
 * (English is in the page itself).
 */
export const LOAD_CATALOGUE: Readonly<Record<Exclude<ScreenLanguage, 'en'>, () => Promise<Catalogue>>> = {
  af: () => import('./af').then((m) => m.af),
  sw: () => import('./sw').then((m) => m.sw),
  fr: () => import('./fr').then((m) => m.fr),
  pt: () => import('./pt').then((m) => m.pt),
};

/** The screens' language for a language code, or undefined when no catalogue is written for it. */
export function screenLanguageOf(code: string | null | undefined): ScreenLanguage | undefined {
  const base = code?.toLowerCase().split(/[-_]/)[0];
  return SCREEN_LANGUAGES.find((language) => language === base);
}
