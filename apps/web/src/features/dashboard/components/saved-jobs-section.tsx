import type { JobPage } from '@seeker/contract';
import { useId, useState, type ReactNode } from 'react';
import { notLoaded } from '@/components/load-failure';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { AddJobByLinkDialog, addedJobMessage } from '@/features/add-job-by-link';
import { ActionError, useConfirmedDelete, useJobActions } from '@/features/saved-jobs';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { useSavedJobsView } from '../hooks/use-saved-jobs-view';
import { JobCardSkeleton } from './job-card-skeleton';
import { LoadMoreJobs } from './load-more-jobs';

// A card's code (facts, requirements, description, status menu, documents) comes once there is a job to
// show: a new user's dashboard, with none, loads without it.
const savedJobCard = lazyModule(() => import('./saved-job-card').then((module) => module.SavedJobCard));

type SavedJobsSectionProps = {
  userId: string;
  /** The dashboard's first page of saved jobs. */
  firstPage: JobPage;
  /** Shown when the user has no saved jobs. */
  empty: ReactNode;
};

/** Three saved jobs, or all of them a page at a time behind View All (n) / Show Less. */
export function SavedJobsSection({ userId, firstPage, empty }: SavedJobsSectionProps) {
  const headingId = useId();
  const listId = useId();
  const view = useSavedJobsView(userId, firstPage);
  const { toggleFavorite, moveTo, remove, error, dismissError } = useJobActions();
  const deletion = useConfirmedDelete(remove);
  const [addedMessage, setAddedMessage] = useState('');
  const cards = useLazyModule(savedJobCard, view.jobs.length > 0, 'the saved-job cards');

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          Saved Jobs
        </h2>
        <div className="flex flex-wrap gap-2">
          <AddJobByLinkDialog onAdded={(result) => setAddedMessage(addedJobMessage(result))} />
          {view.canExpand ? (
            <Button variant="outline" size="sm" aria-expanded={view.expanded} aria-controls={listId} onClick={view.toggleExpanded}>
              {view.expanded ? 'Show Less' : `View All (${view.total})`}
            </Button>
          ) : null}
        </div>
      </div>
      <p role="status" className={addedMessage ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {addedMessage}
      </p>
      <ActionError message={error} onDismiss={dismissError} />
      {/* Between an optimistic delete of the last card and the server's answer the list is briefly empty: not yet "no jobs". */}
      {view.total === 0 && view.jobs.length === 0 ? empty : null}
      {view.jobs.length === 0 ? null : (
        <QueryState
          query={cards}
          look="part"
          message={notLoaded('Your saved jobs')}
          loading={
            <div aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              <p role="status" className="sr-only">
                Loading saved jobs
              </p>
              {view.jobs.slice(0, 3).map((job) => (
                <JobCardSkeleton key={job.id} />
              ))}
            </div>
          }
        >
          {(SavedJobCard) => (
            <ul id={listId} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {view.jobs.map((job) => (
                <li key={job.id} className="flex min-w-0">
                  <SavedJobCard job={job} onFavorite={toggleFavorite} onMove={moveTo} onDelete={deletion.ask} />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      )}
      {view.hasMore ? <LoadMoreJobs loading={view.loadingMore} error={view.loadMoreError} onLoadMore={view.loadMore} /> : null}
      {deletion.dialog}
    </section>
  );
}
