import type { SelfIdentificationQuestionView } from '../../contract/self-identification.js';
import {
  PREFER_NOT_TO_SAY,
  PREFER_NOT_TO_SAY_LABEL,
  type SelfIdentificationConfig,
  type SelfIdentificationOption,
} from '../../domain/self-identification.js';
import { BUILT_IN_QUESTIONS } from '../../rules/self-identification.js';

const withDecline = (options: readonly SelfIdentificationOption[]) => [
  ...options,
  { id: PREFER_NOT_TO_SAY, label: PREFER_NOT_TO_SAY_LABEL },
];

/** The built-in questions, by the answer field each fills. */
export function builtInQuestions(): SelfIdentificationQuestionView[] {
  return (['sex', 'ageBand', 'firstLanguage'] as const).map((id) => ({
    id,
    question: BUILT_IN_QUESTIONS[id].question,
    options: withDecline(BUILT_IN_QUESTIONS[id].options),
  }));
}

/**
 * The questions a candidate of this organisation is asked (docs/behaviour/interview.md §19), each
 * ending with "Prefer not to say": sex, the organisation's categories, age band, first language.
 */
export function questionsOf(config: SelfIdentificationConfig): SelfIdentificationQuestionView[] {
  const [sex, ageBand, firstLanguage] = builtInQuestions();
  return [
    sex!,
    ...config.categories.map((c) => ({ id: c.id, question: c.question, options: withDecline(c.options) })),
    ageBand!,
    firstLanguage!,
  ];
}
