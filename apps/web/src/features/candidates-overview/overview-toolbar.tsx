import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  FILTER_OPTIONS,
  SORT_OPTIONS,
  toFilter,
  toSort,
  type OverviewFilter,
  type OverviewSort,
} from './overview-options';

/** Search, filter and sort of the candidate list (docs/behaviour/review.md §2.3); the server applies them. */
export function OverviewToolbar({
  search,
  filter,
  sort,
  onSearch,
  onFilter,
  onSort,
}: {
  search: string;
  filter: OverviewFilter;
  sort: OverviewSort;
  onSearch: (value: string) => void;
  onFilter: (value: OverviewFilter) => void;
  onSort: (value: OverviewSort) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="flex flex-col gap-1">
        <Label htmlFor="overview-search">Search</Label>
        <Input
          id="overview-search"
          type="search"
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="overview-filter">Filter</Label>
        <Select
          id="overview-filter"
          value={filter}
          onChange={(event) => onFilter(toFilter(event.target.value))}
        >
          {FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="overview-sort">Sort by</Label>
        <Select id="overview-sort" value={sort} onChange={(event) => onSort(toSort(event.target.value))}>
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
