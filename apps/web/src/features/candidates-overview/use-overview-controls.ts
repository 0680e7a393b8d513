import { useState } from 'react';
import { useLocation } from 'react-router';
import type { OverviewLocationState } from '@/paths';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { PAGE_SIZE, type OverviewFilter, type OverviewSort } from './overview-options';

function initialSelection(state: unknown): Set<string> {
  const compareWith = (state as OverviewLocationState | null)?.compareWith;
  return new Set(typeof compareWith === 'string' ? [compareWith] : []);
}

/**
 * The overview's controls: search text (sent after a pause), filter, sort, page offset (back to the
 * first page whenever the query changes) and the selected session ids, kept across pages.
 */
export function useOverviewControls() {
  const location = useLocation();
  const [searchText, setSearchText] = useState('');
  const [filter, setFilterValue] = useState<OverviewFilter>('all');
  const [sort, setSortValue] = useState<OverviewSort>('score');
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState(() => initialSelection(location.state));
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);

  return {
    searchText,
    filter,
    sort,
    selected,
    query: { search, filter, sort, offset, limit: PAGE_SIZE },
    setSearch: (value: string) => {
      setSearchText(value);
      setOffset(0);
    },
    setFilter: (value: OverviewFilter) => {
      setFilterValue(value);
      setOffset(0);
    },
    setSort: (value: OverviewSort) => {
      setSortValue(value);
      setOffset(0);
    },
    setOffset,
    toggle: (sessionId: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(sessionId);
        else next.delete(sessionId);
        return next;
      }),
  };
}
