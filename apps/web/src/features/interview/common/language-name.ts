const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  af: 'Afrikaans',
  kj: 'Oshiwambo',
};

/** The language's name for a code ('en' → English); unknown codes are shown as they are. */
export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}
