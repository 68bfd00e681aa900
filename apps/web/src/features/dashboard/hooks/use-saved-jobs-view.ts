import type { JobPage } from '@seeker/contract';
import { useCallback, useState } from 'react';
import { useSavedJobs } from '@/features/saved-jobs';
import { dashboardLimits } from '../lib/dashboard-limits';

/**
 * The Saved Jobs section's list: three jobs from the dashboard's first page, or, once expanded,
 * every page loaded so far (starting from that same first page, so nothing is fetched twice).
 */
export function useSavedJobsView(userId: string, firstPage: JobPage) {
  const [expanded, setExpanded] = useState(false);
  const pages = useSavedJobs(userId, { enabled: expanded, firstPage });
  const loaded = pages.data?.pages.flatMap((page) => page.jobs) ?? firstPage.jobs;
  const { fetchNextPage } = pages;

  return {
    jobs: expanded ? loaded : firstPage.jobs.slice(0, dashboardLimits.savedJobsShown),
    total: firstPage.total,
    canExpand: firstPage.total > dashboardLimits.savedJobsShown,
    expanded,
    toggleExpanded: useCallback(() => setExpanded((open) => !open), []),
    hasMore: expanded && pages.hasNextPage,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    loadingMore: pages.isFetchingNextPage,
    loadMoreError: pages.isFetchNextPageError ? pages.error : null,
  };
}
