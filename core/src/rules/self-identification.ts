import {
  AGE_BANDS,
  FIRST_LANGUAGES,
  PREFER_NOT_TO_SAY,
  SEX_OPTIONS,
  type SelfIdentificationCategory,
  type SelfIdentificationOption,
} from '../domain/self-identification.js';

/** Bounds of an organisation's own categories (docs/behaviour/interview.md §19). */
export const SELF_ID_LIMITS = {
  categories: 3,
  options: 12,
  minOptions: 2,
  label: 80,
  question: 200,
  optionLabel: 80,
} as const;

/** The messages of the self-identification settings, word for word. */
export const SELF_ID_MESSAGES = {
  tooManyCategories: `At most ${SELF_ID_LIMITS.categories} categories can be asked`,
  optionsCount: `A category needs ${SELF_ID_LIMITS.minOptions} to ${SELF_ID_LIMITS.options} options`,
  duplicateOption: 'Each option of a category must be different',
  duplicateCategory: 'Each category must have a different name',
  unknownOption: 'That answer is not one of the options',
  unknownCategory: 'That category is not asked by this organisation',
} as const;

/** Categories an organisation can add with one click, for the countries our customers hire in. */
export const SELF_ID_PRESETS: readonly SelfIdentificationCategory[] = [
  {
    id: 'za_population_group',
    label: 'Population group (Employment Equity Act)',
    question: 'Which population group do you belong to?',
    options: [
      { id: 'african', label: 'African' },
      { id: 'coloured', label: 'Coloured' },
      { id: 'indian', label: 'Indian' },
      { id: 'white', label: 'White' },
    ],
  },
  {
    id: 'us_race_ethnicity',
    label: 'Race/ethnicity (EEO-1)',
    question: 'Which race or ethnicity describes you best?',
    options: [
      { id: 'hispanic_or_latino', label: 'Hispanic or Latino' },
      { id: 'white', label: 'White (not Hispanic or Latino)' },
      { id: 'black', label: 'Black or African American (not Hispanic or Latino)' },
      { id: 'pacific_islander', label: 'Native Hawaiian or Pacific Islander (not Hispanic or Latino)' },
      { id: 'asian', label: 'Asian (not Hispanic or Latino)' },
      { id: 'native_american', label: 'Native American or Alaska Native (not Hispanic or Latino)' },
      { id: 'two_or_more', label: 'Two or more races (not Hispanic or Latino)' },
    ],
  },
  {
    id: 'disability',
    label: 'Disability',
    question: 'Do you have a disability?',
    options: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  },
];

/** An id made of a label: lower-case ASCII letters and digits joined by '_' ('25-34' → '25_34'). */
export function idOfLabel(label: string): string {
  const id = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  return id || 'option';
}

/** The built-in questions every organisation asks, with their options (answers store the ids). */
export const BUILT_IN_QUESTIONS = {
  sex: { label: 'Sex', question: 'What is your sex?', options: SEX_OPTIONS },
  ageBand: { label: 'Age band', question: 'How old are you?', options: AGE_BANDS },
  firstLanguage: {
    label: 'First language',
    question: 'What is your first language (the one you grew up speaking)?',
    options: FIRST_LANGUAGES,
  },
} as const;

/** True when `answer` is one of `options` or "Prefer not to say". */
export function isAllowedAnswer(answer: string, options: readonly SelfIdentificationOption[]): boolean {
  return answer === PREFER_NOT_TO_SAY || options.some((o) => o.id === answer);
}
