import { z } from 'zod';
import type {
  SelfIdentificationCategory,
  SelfIdentificationConfig,
  SelfIdentificationOption,
} from '../domain/self-identification.js';
import { idOfLabel, SELF_ID_LIMITS, SELF_ID_MESSAGES } from '../rules/self-identification.js';
import { nameText } from './limits.js';

/**
 * The self-identification calls (docs/behaviour/interview.md §19): the organisation's categories
 * (members), and the candidate's optional answers at the end of the interview.
 */

/** Ids the audit gives its built-in dimensions: a category may not take one. */
const RESERVED_IDS = new Set(['sex', 'age_band', 'english_first', 'first_language']);

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_]{0,59}$/, { error: 'An id is lower-case letters, digits and _' })
  .refine((value) => !RESERVED_IDS.has(value), { error: 'That id is taken by a built-in question' })
  .optional();

const optionSchema = z.object({
  id,
  label: nameText('Name the option', 'An option', SELF_ID_LIMITS.optionLabel),
});

const categorySchema = z.object({
  id,
  label: nameText('Name the category', 'The category name', SELF_ID_LIMITS.label),
  question: nameText('Write the question candidates read', 'The question', SELF_ID_LIMITS.question),
  options: z
    .array(optionSchema, { error: SELF_ID_MESSAGES.optionsCount })
    .min(SELF_ID_LIMITS.minOptions, { error: SELF_ID_MESSAGES.optionsCount })
    .max(SELF_ID_LIMITS.options, { error: SELF_ID_MESSAGES.optionsCount }),
});

/** An option with its id: the one given (a preset's), else one made of its label. */
const withOptionIds = (options: z.output<typeof optionSchema>[]): SelfIdentificationOption[] =>
  options.map((o) => ({ id: o.id ?? idOfLabel(o.label), label: o.label }));

/**
 * PUT /api/organisation/self-identification: the organisation's own categories. Ids missing from
 * the input are made of the labels, so an option renamed becomes a new group in the audit (the
 * answers given under the old name keep it).
 */
export const selfIdentificationConfigSchema = z
  .object({
    categories: z
      .array(categorySchema)
      .max(SELF_ID_LIMITS.categories, { error: SELF_ID_MESSAGES.tooManyCategories }),
  })
  .transform(({ categories }): SelfIdentificationConfig => ({
    categories: categories.map((c): SelfIdentificationCategory => ({
      id: c.id ?? `custom_${idOfLabel(c.label)}`,
      label: c.label,
      question: c.question,
      options: withOptionIds(c.options),
    })),
  }))
  .superRefine((config, ctx) => {
    const ids = config.categories.map((c) => c.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: SELF_ID_MESSAGES.duplicateCategory });
    }
    config.categories.forEach((c, i) => {
      const optionIds = c.options.map((o) => o.id);
      if (new Set(optionIds).size !== optionIds.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['categories', i, 'options'],
          message: SELF_ID_MESSAGES.duplicateOption,
        });
      }
    });
  });
export type SelfIdentificationConfigInput = z.input<typeof selfIdentificationConfigSchema>;

const answer = z.string().max(60).nullable().optional();

/**
 * PUT /api/sessions/{id}/self-identification: every answer optional; an option id or
 * 'prefer_not_to_say'. Which ids are allowed is checked against the questions by the use case.
 */
export const selfIdentificationAnswersSchema = z.object({
  sex: answer,
  ageBand: answer,
  firstLanguage: answer,
  categories: z
    .record(z.string().max(60), z.string().max(60))
    .refine((given) => Object.keys(given).length <= SELF_ID_LIMITS.categories, {
      error: SELF_ID_MESSAGES.unknownCategory,
    })
    .optional(),
});
export type SelfIdentificationAnswersInput = z.input<typeof selfIdentificationAnswersSchema>;
export type SelfIdentificationAnswersRequest = z.output<typeof selfIdentificationAnswersSchema>;

/** One question as the candidate's page shows it. */
export interface SelfIdentificationQuestionView {
  /** 'sex', 'ageBand', 'firstLanguage', or a category id. */
  id: string;
  question: string;
  options: SelfIdentificationOption[];
}

/**
 * GET /api/sessions/{id}/self-identification: the questions, and whether this interview already
 * has answers (never the answers themselves).
 */
export interface SelfIdentificationQuestionsView {
  questions: SelfIdentificationQuestionView[];
  answered: boolean;
}

/** GET and PUT /api/organisation/self-identification. */
export interface SelfIdentificationSettingsView {
  config: SelfIdentificationConfig;
  /** Categories to add with one click (a preset already added is still listed). */
  presets: SelfIdentificationCategory[];
  /** The built-in questions every organisation asks, for the settings' preview. */
  builtIn: SelfIdentificationQuestionView[];
}
