import { ApplicationsScreen } from '@/features/applications';

/** Serves /applications, the board (its filters are in the search parameters). */
export function ApplicationsRoute() {
  return <ApplicationsScreen />;
}
