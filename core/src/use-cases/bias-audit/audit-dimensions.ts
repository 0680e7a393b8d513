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
import {
  MIN_GROUP_SIZE,
  type AuditDimension,
  type AuditGroup,
  type AuditIntersection,
} from '../../rules/bias-audit.js';
import { BUILT_IN_QUESTIONS } from '../../rules/self-identification.js';

/** The dimensions' ids (a category's is its own id). */
export const DIMENSION = {
  sex: 'sex',
  ageBand: 'age_band',
  englishFirst: 'english_first',
  firstLanguage: 'first_language',
} as const;

/** The group of every language given by fewer than MIN_GROUP_SIZE candidates of the selection. */
export const OTHER_LANGUAGES: AuditGroup = { key: 'other_languages', label: 'Other languages' };

const ENGLISH_FIRST_GROUPS: AuditGroup[] = [
  { key: 'yes', label: 'English first' },
  { key: 'no', label: 'Another first language' },
];

const groupsOf = (options: readonly SelfIdentificationOption[]): AuditGroup[] =>
  options.map((o) => ({ key: o.id, label: o.label }));

/** An answer as a group key: null when unanswered or declined. */
const known = (answer: string | null | undefined) => (answer && answer !== PREFER_NOT_TO_SAY ? answer : null);

/** How many of `answers` give each value of `valueOf`. */
function tally<T>(answers: readonly T[], valueOf: (a: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const value = valueOf(a);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** The dimensions and intersections of an audit, in the order the report shows them. */
export interface AuditLayout {
  dimensions: AuditDimension[];
  intersections: AuditIntersection[];
  /** Table ids in report order: protected groups, their intersections, then first language. */
  order: string[];
  /** A candidate's group in each dimension; no answers at all is unknown in every one. */
  groupsOf(answers: SelfIdentificationAnswers | null): Record<string, string | null>;
}

/**
 * What an organisation's audit reports (docs/behaviour/review.md §13): sex, each category it asks,
 * age band; sex crossed with each category (Local Law 144's intersection of sex and
 * race/ethnicity); and beside them, first language: English first or not, crossed with sex, and
 * each language given by 5 or more candidates, the rest as 'Other languages'. No group is listed
 * because of one person's answer: the fixed lists always are, a rare language joins 'Other
 * languages' (always there), and a rare answer to an option since renamed counts as unknown; an
 * option since renamed that 5 or more gave keeps a group, under the name they saw.
 */
export function auditLayout(
  config: SelfIdentificationConfig,
  answers: readonly (SelfIdentificationAnswers | null)[],
): AuditLayout {
  const given = answers.filter((a): a is SelfIdentificationAnswers => a !== null);
  const languageCounts = tally(given, (a) => known(a.firstLanguage));
  const frequent = new Set(
    FIRST_LANGUAGES.filter((l) => (languageCounts.get(l.id) ?? 0) >= MIN_GROUP_SIZE).map((l) => l.id),
  );
  /** Per category, the options that are groups (an option since changed, given by fewer than 5, is not). */
  const ownGroups = new Map<string, Set<string>>();
  const categories = config.categories.map((category): AuditDimension => {
    const current = new Set(category.options.map((o) => o.id));
    const answersTo = given.flatMap((a) => a.categories.filter((c) => c.categoryId === category.id));
    const counts = tally(answersTo, (c) => (current.has(c.optionId) ? null : known(c.optionId)));
    const shown = new Set([...counts].filter(([, n]) => n >= MIN_GROUP_SIZE).map(([id]) => id));
    const labels = new Map(answersTo.map((c) => [c.optionId, c.optionLabel]));
    const groups = [
      ...groupsOf(category.options),
      ...[...shown].map((id) => ({ key: id, label: labels.get(id)! })),
    ];
    ownGroups.set(category.id, new Set([...current, ...shown]));
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
  return {
    dimensions: [
      sex,
      ...categories,
      { id: DIMENSION.ageBand, label: BUILT_IN_QUESTIONS.ageBand.label, groups: groupsOf(AGE_BANDS) },
      englishFirst,
      {
        id: DIMENSION.firstLanguage,
        label: BUILT_IN_QUESTIONS.firstLanguage.label,
        groups: [...groupsOf(FIRST_LANGUAGES.filter((l) => frequent.has(l.id))), OTHER_LANGUAGES],
      },
    ],
    intersections: [...categories.map(crossed), crossed(englishFirst)],
    order: [
      DIMENSION.sex,
      ...categories.map((c) => c.id),
      DIMENSION.ageBand,
      ...categories.map((c) => crossed(c).id),
      DIMENSION.englishFirst,
      crossed(englishFirst).id,
      DIMENSION.firstLanguage,
    ],
    groupsOf(a) {
      if (!a) return {};
      const language = known(a.firstLanguage);
      const keys: Record<string, string | null> = {
        [DIMENSION.sex]: known(a.sex),
        [DIMENSION.ageBand]: known(a.ageBand),
        [DIMENSION.firstLanguage]:
          language === null ? null : frequent.has(language) ? language : OTHER_LANGUAGES.key,
        [DIMENSION.englishFirst]: language === null ? null : language === ENGLISH ? 'yes' : 'no',
      };
      for (const c of a.categories) {
        const option = known(c.optionId);
        const own = ownGroups.get(c.categoryId);
        if (!own) continue; // a category the organisation no longer asks
        // A rare answer to an option since changed is unknown: a group of its own would name it.
        keys[c.categoryId] = option !== null && own.has(option) ? option : null;
      }
      return keys;
    },
  };
}
