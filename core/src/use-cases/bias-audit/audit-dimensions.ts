import {
  AGE_BANDS,
  ENGLISH,
  FIRST_LANGUAGES,
  PREFER_NOT_TO_SAY,
  SEX_OPTIONS,
  type SelfIdentificationAnswers,
  type SelfIdentificationConfig,
  type SelfIdentificationOption,
} from '../../domain/self-identification.js';
import type { AuditDimension, AuditGroup, AuditIntersection } from '../../rules/bias-audit.js';
import { BUILT_IN_QUESTIONS } from '../../rules/self-identification.js';

/** The dimensions' ids (a category's is its own id). */
export const DIMENSION = {
  sex: 'sex',
  ageBand: 'age_band',
  englishFirst: 'english_first',
  firstLanguage: 'first_language',
} as const;

const ENGLISH_FIRST_GROUPS: AuditGroup[] = [
  { key: 'yes', label: 'English first' },
  { key: 'no', label: 'Another first language' },
];

const groupsOf = (options: readonly SelfIdentificationOption[]): AuditGroup[] =>
  options.map((o) => ({ key: o.id, label: o.label }));

/** The dimensions and intersections of an audit, in the order the report shows them. */
export interface AuditLayout {
  dimensions: AuditDimension[];
  intersections: AuditIntersection[];
  /** Table ids in report order: protected groups, their intersections, then first language. */
  order: string[];
}

/**
 * What an organisation's audit reports (docs/behaviour/review.md §12): sex, each category it asks
 * (every option, plus any option answered under a name since changed), age band; sex crossed with
 * each category (Local Law 144's intersection of sex and race/ethnicity); and beside them, first
 * language: English first or not, crossed with sex, and each language someone gave.
 */
export function auditLayout(
  config: SelfIdentificationConfig,
  answers: readonly (SelfIdentificationAnswers | null)[],
): AuditLayout {
  const categories = config.categories.map((category): AuditDimension => {
    const groups = groupsOf(category.options);
    for (const a of answers) {
      const given = a?.categories.find((c) => c.categoryId === category.id);
      if (given && given.optionId !== PREFER_NOT_TO_SAY && !groups.some((g) => g.key === given.optionId)) {
        groups.push({ key: given.optionId, label: given.optionLabel });
      }
    }
    return { id: category.id, label: category.label, groups };
  });
  const sex = { id: DIMENSION.sex, label: BUILT_IN_QUESTIONS.sex.label, groups: groupsOf(SEX_OPTIONS) };
  const crossed = (other: AuditDimension): AuditIntersection => ({
    id: `${DIMENSION.sex}__${other.id}`,
    label: `Sex × ${other.label}`,
    of: [DIMENSION.sex, other.id],
  });
  const englishFirst = {
    id: DIMENSION.englishFirst,
    label: 'English as first language',
    groups: ENGLISH_FIRST_GROUPS,
  };
  const intersections = [...categories.map(crossed), crossed(englishFirst)];
  return {
    dimensions: [
      sex,
      ...categories,
      { id: DIMENSION.ageBand, label: BUILT_IN_QUESTIONS.ageBand.label, groups: groupsOf(AGE_BANDS) },
      englishFirst,
      {
        id: DIMENSION.firstLanguage,
        label: BUILT_IN_QUESTIONS.firstLanguage.label,
        // Only the languages someone gave: every language listed would be rows of zeros.
        groups: groupsOf(FIRST_LANGUAGES.filter((l) => answers.some((a) => a?.firstLanguage === l.id))),
      },
    ],
    intersections,
    order: [
      DIMENSION.sex,
      ...categories.map((c) => c.id),
      DIMENSION.ageBand,
      ...categories.map((c) => crossed(c).id),
      DIMENSION.englishFirst,
      crossed(englishFirst).id,
      DIMENSION.firstLanguage,
    ],
  };
}

/** An answer as a group key: null when unanswered or declined. */
const known = (answer: string | null | undefined) => (answer && answer !== PREFER_NOT_TO_SAY ? answer : null);

/** A candidate's group in each dimension; an interview without answers is unknown in every one. */
export function candidateGroups(answers: SelfIdentificationAnswers | null): Record<string, string | null> {
  if (!answers) return {};
  const language = known(answers.firstLanguage);
  return {
    [DIMENSION.sex]: known(answers.sex),
    [DIMENSION.ageBand]: known(answers.ageBand),
    [DIMENSION.firstLanguage]: language,
    [DIMENSION.englishFirst]: language === null ? null : language === ENGLISH ? 'yes' : 'no',
    ...Object.fromEntries(answers.categories.map((c) => [c.categoryId, known(c.optionId)])),
  };
}
