import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, noFilters, paramsWithFilters, type BoardFilters } from '../lib/board-filters';

/** The board's filters live in the address: a filtered board can be bookmarked, shared and reloaded. */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (change: Partial<BoardFilters>) =>
      // Replaced, not pushed: Back leaves the board instead of stepping through every keystroke.
      setParams((current) => paramsWithFilters(current, { ...filtersFromParams(current), ...change }), { replace: true }),
    [setParams],
  );
  const clearFilters = useCallback(() => setFilters(noFilters), [setFilters]);
  return { filters, setFilters, clearFilters };
}
