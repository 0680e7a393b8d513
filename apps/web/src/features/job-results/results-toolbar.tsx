import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The status filter's options, as the original screen shows them. */
export const STATUS_FILTER_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'completed', label: 'Completed' },
  { value: 'in_progress', label: 'In Progress' },
] as const;

/**
 * The results list's search box and status filter. docs/behaviour/review.md §2.2 says they are present but wired
 * to no filtering, and a rebuild must show them without effect: they keep their own state only.
 */
export function ResultsToolbar() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Input
        type="search"
        aria-label="Search candidates"
        placeholder="Search candidates..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="sm:max-w-sm"
      />
      <Select
        aria-label="Filter by status"
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        className="sm:w-48"
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
