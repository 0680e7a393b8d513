/**
 * A candidate's voluntary self-identification (docs/behaviour/interview.md §19): asked at the end of
 * the interview, every question optional and each with "Prefer not to say", stored apart from the
 * interview (table `self_identifications`), read only by the bias audit and the data-protection
 * commands: never by a review screen, an export of candidates, the API's candidate answers or an
 * evaluator.
 */

/** The answer that declines a question; counted as unknown by the audit, like no answer. */
export const PREFER_NOT_TO_SAY = 'prefer_not_to_say';

/** One choice of a question: a stable id (stored) and the words shown. */
export interface SelfIdentificationOption {
  id: string;
  label: string;
}

/**
 * One category an organisation asks about for its country (e.g. South Africa's Employment Equity
 * Act population groups), with its options.
 */
export interface SelfIdentificationCategory {
  /** Stable id (`population_group`, `custom_1`…); answers and the audit refer to it. */
  id: string;
  /** What the audit calls it: 'Population group (Employment Equity Act)'. */
  label: string;
  /** The question the candidate reads. */
  question: string;
  options: SelfIdentificationOption[];
}

/** What an organisation asks beyond the built-in questions (sex, age band, first language). */
export interface SelfIdentificationConfig {
  categories: SelfIdentificationCategory[];
}

/** One answer to an organisation's category, with the labels as the candidate saw them. */
export interface CategoryAnswer {
  categoryId: string;
  categoryLabel: string;
  /** An option id, or PREFER_NOT_TO_SAY. */
  optionId: string;
  /** The option's label; 'Prefer not to say' for PREFER_NOT_TO_SAY. */
  optionLabel: string;
}

/**
 * A candidate's answers. Null means the question was left unanswered; PREFER_NOT_TO_SAY that the
 * candidate declined it. Both are "unknown" to the audit.
 */
export interface SelfIdentificationAnswers {
  /** A SEX_OPTIONS id, PREFER_NOT_TO_SAY or null. */
  sex: string | null;
  /** An AGE_BANDS id, PREFER_NOT_TO_SAY or null. */
  ageBand: string | null;
  /** A FIRST_LANGUAGES id, PREFER_NOT_TO_SAY or null. */
  firstLanguage: string | null;
  categories: CategoryAnswer[];
}

/** The stored row: one per interview (session), replaced when the candidate answers again. */
export interface SelfIdentification {
  sessionId: string;
  answers: SelfIdentificationAnswers;
  recordedAt: Date;
}

/** Sex, as the candidate gives it (US EEO-1 and Local Law 144 report female and male). */
export const SEX_OPTIONS: readonly SelfIdentificationOption[] = [
  { id: 'female', label: 'Female' },
  { id: 'male', label: 'Male' },
  { id: 'another', label: 'Another' },
];

/** Age bands: wide enough that no band names a birth year. */
export const AGE_BANDS: readonly SelfIdentificationOption[] = [
  { id: 'under_25', label: 'Under 25' },
  { id: '25_34', label: '25-34' },
  { id: '35_44', label: '35-44' },
  { id: '45_54', label: '45-54' },
  { id: '55_64', label: '55-64' },
  { id: '65_plus', label: '65 or over' },
];

/** The id of English among FIRST_LANGUAGES: the audit's "English first" groups rest on it. */
export const ENGLISH = 'english';

/**
 * First languages offered (a list, never free text, so no answer can carry a name or a sentence):
 * English first, then the languages our candidates most often speak, then Another.
 */
export const FIRST_LANGUAGES: readonly SelfIdentificationOption[] = [
  { id: ENGLISH, label: 'English' },
  { id: 'afrikaans', label: 'Afrikaans' },
  { id: 'amharic', label: 'Amharic' },
  { id: 'arabic', label: 'Arabic' },
  { id: 'french', label: 'French' },
  { id: 'hausa', label: 'Hausa' },
  { id: 'igbo', label: 'Igbo' },
  { id: 'kinyarwanda', label: 'Kinyarwanda' },
  { id: 'kiswahili', label: 'Kiswahili' },
  { id: 'luganda', label: 'Luganda' },
  { id: 'oromo', label: 'Oromo' },
  { id: 'oshiwambo', label: 'Oshiwambo' },
  { id: 'portuguese', label: 'Portuguese' },
  { id: 'sesotho', label: 'Sesotho' },
  { id: 'setswana', label: 'Setswana' },
  { id: 'shona', label: 'Shona' },
  { id: 'somali', label: 'Somali' },
  { id: 'twi', label: 'Twi (Akan)' },
  { id: 'xhosa', label: 'isiXhosa' },
  { id: 'yoruba', label: 'Yoruba' },
  { id: 'zulu', label: 'isiZulu' },
  { id: 'another', label: 'Another language' },
];

/** The label shown for PREFER_NOT_TO_SAY. */
export const PREFER_NOT_TO_SAY_LABEL = 'Prefer not to say';
