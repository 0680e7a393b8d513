/**
 * Names the candidates use that Intl does not give: Oshiwambo (its code `kj` is Kwanyama, one of
 * its dialects).
 */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  kj: 'Oshiwambo',
};

/**
 * The language's name for a code, written in the language on screen (`sw` is "Swahili" in English,
 * "Kiswahili" in Swahili), by Intl.DisplayNames; a code nobody knows is shown as it is.
 */
export function languageName(code: string, inLanguage = 'en'): string {
  const known = LANGUAGE_NAMES[code];
  if (known) return known;
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code; // not a well-formed language code
  }
}
