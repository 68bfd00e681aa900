import { applicationTableSchema, type ApplicationTable } from '@seeker/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withBrowserZone } from '@/lib/browser-time-zone';
import { applicationsKeys } from '../lib/applications-keys';
import { paramsWithFilters, type BoardFilters } from '../lib/board-filters';
import type { TableSort } from '../lib/table-sort';

/** One page of the table, from `offset`. */
export function getApplicationTable(filters: BoardFilters, sort: TableSort, offset: number, signal?: AbortSignal): Promise<ApplicationTable> {
  const query = paramsWithFilters(new URLSearchParams(), filters);
  query.set('sort', sort.sort);
  query.set('order', sort.order);
  if (offset) query.set('offset', String(offset));
  return apiFetch(withBrowserZone(`/api/applications/table?${query}`), { schema: applicationTableSchema, signal });
}

/** The table's pages, "Show more" reading the next; a new sort or filter keeps the last rows up until its answer. */
export function useApplicationTable(filters: BoardFilters, sort: TableSort) {
  return useInfiniteQuery({
    queryKey: applicationsKeys.table(filters, sort),
    queryFn: ({ pageParam, signal }) => getApplicationTable(filters, sort, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
