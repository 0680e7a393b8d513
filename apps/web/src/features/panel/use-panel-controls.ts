import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * The Available column's controls: the search text (sent after a pause) and the page offset,
 * back to the first page whenever the search changes.
 */
export function usePanelControls() {
  const [searchText, setSearchText] = useState('');
  const [offset, setOffset] = useState(0);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  return {
    searchText,
    query: { search, offset },
    setSearch: (value: string) => {
      setSearchText(value);
      setOffset(0);
    },
    setOffset,
  };
}

/**
 * Where to go when a page came back empty although candidates still match (the last one on the
 * last page was just added to the panel): the last page that has rows; null when nothing to do.
 */
export function lastFilledPage(page: { offset: number; limit: number; matching: number }, shown: number) {
  if (shown > 0 || page.offset === 0 || page.matching === 0) return null;
  return Math.floor((page.matching - 1) / page.limit) * page.limit;
}
