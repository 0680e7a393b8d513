import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Catalogue } from './en';
import { LOAD_CATALOGUE, SCREEN_LANGUAGES, screenLanguageOf, type ScreenLanguage } from './languages';
import { makeTranslator, translateEnglish, type Translate } from './translator';

/** Where the candidate's choice of language is remembered on this device. */
export const SCREEN_LANGUAGE_STORAGE_KEY = 'sauti.screen-language';

/** The candidate screens' language and its texts (docs/behaviour/interview.md §21). */
export interface ScreenLanguageState {
  /** The texts of the language on screen. */
  t: Translate;
  /** The language on screen now (English while a translation loads or if it could not). */
  language: ScreenLanguage;
  /** The languages the switch offers: English, the interview's, then the others. */
  offered: readonly ScreenLanguage[];
  /** The candidate's choice, remembered for this device. */
  choose: (language: ScreenLanguage) => void;
  /** Tells the screens the interview's language once its job is loaded. */
  setInterviewLanguage: (code: string) => void;
  /** False outside a provider: English, no switch (e.g. a test rendering one screen). */
  provided: boolean;
}

const ENGLISH_ONLY: ScreenLanguageState = {
  t: translateEnglish,
  language: 'en',
  offered: ['en'],
  choose: () => undefined,
  setInterviewLanguage: () => undefined,
  provided: false,
};

const ScreenLanguageContext = createContext<ScreenLanguageState>(ENGLISH_ONLY);

function rememberedChoice(): ScreenLanguage | undefined {
  try {
    return screenLanguageOf(localStorage.getItem(SCREEN_LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined; // storage blocked (private mode, a strict browser): no remembered choice
  }
}

function remember(language: ScreenLanguage) {
  try {
    localStorage.setItem(SCREEN_LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still holds for this page; it is only not remembered.
  }
}

/** English first, then the interview's language, then the other translations. */
function offeredLanguages(interview: ScreenLanguage | undefined): ScreenLanguage[] {
  const rest = SCREEN_LANGUAGES.filter((language) => language !== 'en' && language !== interview);
  return ['en', ...(interview && interview !== 'en' ? [interview] : []), ...rest];
}

/**
 * Holds the screens' language for every candidate page below it: the candidate's remembered choice,
 * else the interview's language when its screens are translated, else English. Only the language on
 * screen is downloaded; `<html lang>` follows it. A provider inside another one changes nothing.
 */
export function ScreenLanguageProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ScreenLanguageContext);
  if (outer.provided) return children;
  return <ScreenLanguageRoot>{children}</ScreenLanguageRoot>;
}

function ScreenLanguageRoot({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState(rememberedChoice);
  const [interviewCode, setInterviewCode] = useState<string>();
  const [catalogues, setCatalogues] = useState<Partial<Record<ScreenLanguage, Catalogue>>>({});
  const interview = screenLanguageOf(interviewCode);
  const wanted = choice ?? interview ?? 'en';
  const catalogue = wanted === 'en' ? undefined : catalogues[wanted];

  useEffect(() => {
    if (wanted === 'en' || catalogues[wanted]) return;
    let current = true;
    LOAD_CATALOGUE[wanted]()
      .then((loaded) => current && setCatalogues((all) => ({ ...all, [wanted]: loaded })))
      .catch(() => undefined); // offline before the chunk came: the screens stay in English
    return () => {
      current = false;
    };
  }, [wanted, catalogues]);

  const language: ScreenLanguage = catalogue ? wanted : 'en';
  useEffect(() => {
    const before = document.documentElement.lang;
    document.documentElement.lang = language;
    // Leaving the candidate pages inside the HR app gives the page its own language back.
    return () => {
      document.documentElement.lang = before;
    };
  }, [language]);

  const state = useMemo<ScreenLanguageState>(
    () => ({
      t: catalogue ? makeTranslator(wanted, catalogue) : translateEnglish,
      language,
      offered: offeredLanguages(interview),
      choose: (next) => {
        remember(next);
        setChoice(next);
      },
      setInterviewLanguage: setInterviewCode,
      provided: true,
    }),
    [catalogue, wanted, language, interview],
  );
  return <ScreenLanguageContext value={state}>{children}</ScreenLanguageContext>;
}

/** The candidate screens' language and texts. */
export function useScreenLanguage(): ScreenLanguageState {
  return useContext(ScreenLanguageContext);
}

/** The texts of the language on screen: `t('key', { placeholder: value })`. */
export function useT(): Translate {
  return useContext(ScreenLanguageContext).t;
}

/** Sets the screens to the interview's language (unless the candidate chose another). */
export function useInterviewLanguage(code: string) {
  const { setInterviewLanguage } = useContext(ScreenLanguageContext);
  useEffect(() => setInterviewLanguage(code), [code, setInterviewLanguage]);
}
