import { z } from 'zod';
import { INTERVIEW_LANGUAGE_CODES } from '../rules/interview-languages.js';
import { requiredText, TEXT_LIMITS } from './limits.js';

/** The messages of "Draft a translation" (docs/behaviour/interview.md §22), word for word. */
export const TRANSLATION_MESSAGES = {
  language: 'Choose the interview language from the list.',
  notEnglish: 'Choose a language other than English to translate into.',
  question: 'Every question needs text to translate.',
  questions: `Send between 1 and ${TEXT_LIMITS.questions} questions to translate.`,
  noModel: 'No language model is configured: write the questions in the interview language yourself.',
  unusable:
    "The language model's translation could not be used. Please try again, or write the questions yourself.",
} as const;

/** POST /api/questions/translate: English questions to draft in the interview's language. */
export const translateQuestionsSchema = z.object({
  language: z
    .enum(INTERVIEW_LANGUAGE_CODES, { error: TRANSLATION_MESSAGES.language })
    .refine((code) => code !== 'en', { error: TRANSLATION_MESSAGES.notEnglish }),
  questions: z
    .array(requiredText(TRANSLATION_MESSAGES.question, 'Question', TEXT_LIMITS.question), {
      error: TRANSLATION_MESSAGES.questions,
    })
    .min(1, { error: TRANSLATION_MESSAGES.questions })
    .max(TEXT_LIMITS.questions, { error: TRANSLATION_MESSAGES.questions }),
});
export type TranslateQuestionsRequest = z.output<typeof translateQuestionsSchema>;

/** The draft: one translated question per question sent, in order, for HR to edit before saving. */
export interface QuestionTranslationView {
  language: string;
  questions: string[];
  /** The model that drafted it (its name), shown beside the draft. */
  translator: string;
}
