import { useEffect, useRef } from 'react';
import { PageHeader } from '@/components/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ActionError } from '@/features/saved-jobs';
import { useJobSearch } from '../hooks/use-job-search';
import { AuthenticationRequired } from './authentication-required';
import { JobResults } from './job-results';
import { SearchError } from './search-error';
import { SearchingPanel } from './searching-panel';
import { StartCard } from './start-card';

type JobsScreenProps = { userId: string; onOpenPreferences?: () => void; linkedSessionId?: string };

/** Spec part 2 section 2 "Job Listings"; `linkedSessionId` opens a search from a link (a notification's). */
export function JobsScreen({ userId, onOpenPreferences, linkedSessionId }: JobsScreenProps) {
  const search = useJobSearch(userId, linkedSessionId);
  const { view } = search;
  const container = useRef<HTMLDivElement>(null);
  const shownKind = useRef(view.kind);
  useEffect(() => {
    // When the screen moves on (searching, results, start again) focus goes to its heading, not <body>.
    if (shownKind.current === view.kind) return;
    shownKind.current = view.kind;
    container.current?.querySelector<HTMLElement>('section h2, [data-results] h2')?.focus();
  }, [view.kind]);
  return (
    <div ref={container} className="grid gap-6">
      <PageHeader title="Job Search" subtitle="AI-ranked openings from public job boards, matched to your preferences" />
      <ActionError message={search.clearError} onDismiss={search.dismissClearError} />
      {view.kind === 'start' ? <StartCard onStart={search.begin} /> : null}
      {view.kind === 'searching' ? <SearchingPanel events={view.events} reconnecting={view.reconnecting} /> : null}
      {view.kind === 'loading' ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading results" className="size-8" />
        </div>
      ) : null}
      {view.kind === 'unauthenticated' ? <AuthenticationRequired /> : null}
      {view.kind === 'error' ? <SearchError message={view.message} onRetry={search.begin} onOpenPreferences={onOpenPreferences} /> : null}
      {view.kind === 'results' ? (
        <JobResults session={view.session} userId={userId} clearing={search.clearing} onNewSearch={search.begin} onClearAll={search.clearAll} />
      ) : null}
    </div>
  );
}
