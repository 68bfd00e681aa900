import { JobCardSkeleton } from './job-card-skeleton';
import { StatTilesSkeleton } from './stat-tiles';

/** Tiles and cards in outline while the dashboard loads; one announcement for screen readers. */
export function DashboardLoading() {
  return (
    <div aria-busy="true" className="grid gap-8">
      <p role="status" className="sr-only">
        Loading your dashboard
      </p>
      <StatTilesSkeleton />
      <div className="grid gap-4">
        <h2 className="text-xl font-semibold">Saved Jobs</h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <JobCardSkeleton />
          <JobCardSkeleton />
          <JobCardSkeleton />
        </div>
      </div>
    </div>
  );
}
