import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useDashboard } from '@/features/saved-jobs';
import { AssistantCards } from './assistant-cards';
import { DashboardLoading } from './dashboard-loading';
import { SavedJobsEmpty } from './saved-jobs-empty';
import { SavedJobsSection } from './saved-jobs-section';
import { SearchRunningNotice } from './search-running-notice';
import { StatTiles } from './stat-tiles';

export type DashboardScreenProps = {
  userId: string;
  /** Opens the preferences wizard (the app owns it). */
  onOpenPreferences: () => void;
  /** Whether the user has saved preferences; undefined while unknown. */
  preferencesSaved?: boolean;
  /** The Scheduled Searches section, shown between the tiles and the saved jobs (the app composes it). */
  scheduledSearches?: ReactNode;
};

function DashboardContent({ userId, onOpenPreferences, preferencesSaved, scheduledSearches }: DashboardScreenProps) {
  const dashboard = useDashboard(userId);
  return (
    <QueryState query={dashboard} loading={<DashboardLoading />} message="Could not load your dashboard" detail={(error) => error.message}>
      {({ stats, savedJobs, searchRunning }) => (
        <>
          <section aria-labelledby="dashboard-stats-heading">
            <h2 id="dashboard-stats-heading" className="sr-only">
              Your progress
            </h2>
            <StatTiles stats={stats} />
          </section>
          {searchRunning ? <SearchRunningNotice /> : null}
          {scheduledSearches}
          <SavedJobsSection
            userId={userId}
            firstPage={savedJobs}
            empty={<SavedJobsEmpty preferencesSaved={preferencesSaved} onOpenPreferences={onOpenPreferences} />}
          />
        </>
      )}
    </QueryState>
  );
}

/** Spec part 1 section 2 "Dashboard": progress tiles, saved jobs and the AI assistants. */
export function DashboardScreen(props: DashboardScreenProps) {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Dashboard"
        subtitle="Track your job search progress"
        actions={
          <Button onClick={props.onOpenPreferences}>
            <SlidersHorizontal aria-hidden="true" />
            Job Preferences
          </Button>
        }
      />
      <DashboardContent {...props} />
      <AssistantCards />
    </div>
  );
}
