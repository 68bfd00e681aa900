import type { QueryClient } from '@tanstack/react-query';

/**
 * On a load of the dashboard's own URL, asks for its data while the router's and the screen's code
 * still download, instead of after. The query code comes as its own small chunk: the sign-in page
 * never pays for it.
 */
export function prefetchDashboard(queryClient: QueryClient, userId: string, pathname = window.location.pathname) {
  if (pathname !== '/') return;
  // eslint-disable-next-line seeker/boundaries -- its own small chunk: the feature's index would load the whole feature first
  void import('@/features/saved-jobs/api/get-dashboard')
    .then(({ getDashboardQueryOptions }) => queryClient.prefetchQuery(getDashboardQueryOptions(userId)))
    .catch(() => {
      // The screen asks again itself.
    });
}
