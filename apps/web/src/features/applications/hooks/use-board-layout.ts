import type { ApplicationSortKey } from '@seeker/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, sortFromParams } from '../lib/table-sort';

export type BoardLayout = 'board' | 'table';

/** Board or table (`?layout=table`), and the table's sort (`?sort=&order=`), kept in the address with the filters. */
export function useBoardLayout() {
  const [params, setParams] = useSearchParams();
  const layout: BoardLayout = params.get('layout') === 'table' ? 'table' : 'board';
  const sort = useMemo(() => sortFromParams(params), [params]);
  const setLayout = useCallback(
    (next: BoardLayout) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next === 'table') changed.set('layout', 'table');
          else for (const name of ['layout', 'sort', 'order']) changed.delete(name);
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  const sortBy = useCallback(
    (key: ApplicationSortKey) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          const sorted = nextSort(sortFromParams(current), key);
          changed.set('sort', sorted.sort);
          changed.set('order', sorted.order);
          return changed;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { layout, setLayout, sort, sortBy };
}
