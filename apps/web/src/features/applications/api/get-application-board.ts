import { applicationBoardSchema, type ApplicationBoard, type JobStatus } from '@seeker/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withBrowserZone } from '@/lib/browser-time-zone';
import { applicationsKeys } from '../lib/applications-keys';
import { boardSearch, type BoardFilters } from '../lib/board-filters';

type GetBoardInput = {
  filters: BoardFilters;
  /** One column from `offset` ("Show more"); the whole board when left out. */
  column?: { status: JobStatus; offset: number };
  signal?: AbortSignal;
};

/** The board: every column in pipeline order, filtered; or one column's next cards. */
export function getApplicationBoard({ filters, column, signal }: GetBoardInput): Promise<ApplicationBoard> {
  return apiFetch(withBrowserZone(`/api/applications${boardSearch(filters, column)}`), { schema: applicationBoardSchema, signal });
}

export function getApplicationBoardQueryOptions(filters: BoardFilters) {
  return queryOptions({
    queryKey: applicationsKeys.board(filters),
    queryFn: ({ signal }) => getApplicationBoard({ filters, signal }),
    // A job moved on the dashboard or Job Search is not told to this cache: read again on every visit.
    staleTime: 0,
    // A new filter keeps the last board up until its answer comes, instead of a skeleton per keystroke.
    placeholderData: keepPreviousData,
  });
}

export function useApplicationBoard(filters: BoardFilters) {
  return useQuery(getApplicationBoardQueryOptions(filters));
}
