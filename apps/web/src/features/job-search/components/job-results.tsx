import type { SavedJob, JobSearchSession } from '@seeker/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ActionError, appliedStatuses, useConfirmedDelete, useJobActions } from '@/features/saved-jobs';
import { defaultJobFilters, filterJobs, type JobFilters as Filters } from '../lib/filter-jobs';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { NoJobsFound } from './no-jobs-found';
import { PayHistogram } from './pay-histogram';
import { ResultsHeader } from './results-header';
import { SourceNotices, ResearchNotice } from './search-notices';

type JobResultsProps = { session: JobSearchSession; userId: string; clearing: boolean; onNewSearch: () => void; onClearAll: () => void };

/** Spec part 2 section 2 "After a search": the header, the notices, the filters and the two-column grid. */
export function JobResults({ session, userId, clearing, onNewSearch, onClearAll }: JobResultsProps) {
  const [filters, setFilters] = useState<Filters>(defaultJobFilters);
  const actions = useJobActions();
  const shown = filterJobs(session.jobs, filters);
  const list = useRef<HTMLUListElement>(null);
  const focusAt = useRef<number | null>(null);

  // A card that leaves (deleted, or hidden by a filter after a move) hands focus to the card now in its place.
  useEffect(() => {
    if (focusAt.current === null) return;
    const headings = list.current?.querySelectorAll<HTMLElement>('article h3');
    const target =
      headings?.[Math.min(focusAt.current, headings.length - 1)] ?? list.current?.closest('[data-results]')?.querySelector<HTMLElement>('h2');
    focusAt.current = null;
    target?.focus();
  }, [shown.length]);
  const leaving = (job: SavedJob) => {
    focusAt.current = shown.findIndex((candidate) => candidate.id === job.id);
  };
  const deletion = useConfirmedDelete((deleted) => {
    leaving(deleted);
    actions.remove(deleted);
  });

  if (session.jobs.length === 0) {
    return (
      <div className="grid gap-4">
        <SourceNotices sources={session.sources} />
        <NoJobsFound sources={session.sources} onRetry={onNewSearch} />
      </div>
    );
  }
  return (
    <div data-results className="grid gap-4">
      <ResultsHeader
        count={session.jobs.length}
        sessionId={session.sessionId}
        clearing={clearing}
        onNewSearch={onNewSearch}
        onClearAll={onClearAll}
      />
      <SourceNotices sources={session.sources} />
      <ActionError message={actions.error} onDismiss={actions.dismissError} />
      <ResearchNotice companyCount={session.companyCount} />
      <PayHistogram jobs={session.jobs} userId={userId} />
      <JobFilters filters={filters} onChange={setFilters} shown={shown.length} total={session.jobs.length} />
      {shown.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center">
          <p>No jobs match these filters.</p>
          <Button variant="outline" onClick={() => setFilters(defaultJobFilters)}>
            Clear filters
          </Button>
        </div>
      ) : (
        <ul ref={list} className="grid gap-4 md:grid-cols-2" aria-label="Jobs">
          {shown.map((job) => (
            <li key={job.id} className="grid">
              <JobCard
                job={job}
                onToggleFavorite={actions.toggleFavorite}
                onMove={(moved, status) => {
                  // Only a move that hides the card hands focus on; a card that stays keeps it.
                  if (filters.hideApplied && appliedStatuses.has(status)) leaving(moved);
                  actions.moveTo(moved, status);
                }}
                onDelete={deletion.ask}
              />
            </li>
          ))}
        </ul>
      )}
      {deletion.dialog}
    </div>
  );
}
