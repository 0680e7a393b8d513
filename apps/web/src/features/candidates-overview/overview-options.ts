import type { OverviewQuery } from '@/api/review';

/** The filter values the server takes (docs/behaviour/review.md §2.3). */
export type OverviewFilter = NonNullable<OverviewQuery['filter']>;
/** The sort values the server takes (docs/behaviour/review.md §2.3). */
export type OverviewSort = NonNullable<OverviewQuery['sort']>;

/** The Filter select's options, in the spec's order. */
export const FILTER_OPTIONS: { value: OverviewFilter; label: string }[] = [
  { value: 'all', label: 'All Candidates' },
  { value: 'meets-all', label: 'Meets All Criteria' },
  { value: 'partial', label: 'Partial Match' },
];

/** The Sort select's options; match score first, the default. */
export const SORT_OPTIONS: { value: OverviewSort; label: string }[] = [
  { value: 'score', label: 'Match score (highest first)' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'date', label: 'Interview date (newest first)' },
];

/** Rows per page of the overview list. */
export const PAGE_SIZE = 50;

/** Selecting at least this many candidates shows Compare Selected (docs/behaviour/review.md §5). */
export const MIN_COMPARE = 2;

/** Narrows a select's value to a filter, falling back to all. */
export function toFilter(value: string): OverviewFilter {
  return FILTER_OPTIONS.find((option) => option.value === value)?.value ?? 'all';
}

/** Narrows a select's value to a sort, falling back to score. */
export function toSort(value: string): OverviewSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? 'score';
}
