import { companyResearchMessages, type CompanyResearch } from '@seeker/contract';
import { LoaderCircle, RefreshCw, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDeleteCompanyResearch } from '../api/delete-company-research';
import { useResearchSession } from '../api/get-research-session';
import { useCompanyFavorites } from '../hooks/use-company-favorites';
import { useJobCompanyResearch } from '../hooks/use-job-company-research';
import { CompanyCard } from './company-card';
import { ConfirmDeleteResearch } from './confirm-delete-research';
import { DetailedToolbar } from './detailed-toolbar';
import { ResearchEmpty } from './research-empty';
import { ViewSwitcher, type ResearchView } from './view-switcher';

/** Company Research (spec part 2 section 2): a search's companies in Grid, List or Detailed view. */
export function CompanyResearchScreen({ jobId }: { jobId?: string }) {
  const forJob = useJobCompanyResearch(jobId);
  const sessionId = jobId ? forJob.job.data?.sessionId : undefined;
  const session = useResearchSession(sessionId, { enabled: !jobId || sessionId !== undefined });
  const remove = useDeleteCompanyResearch();
  const { favorites, toggle } = useCompanyFavorites();
  const [view, setView] = useState<ResearchView>(jobId ? 'detailed' : 'grid');
  const [chosenId, setChosenId] = useState<string>();
  const [pendingDelete, setPendingDelete] = useState<CompanyResearch | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const companies = useMemo(() => {
    const list = session.data?.companies ?? [];
    // Favourites first; otherwise the search's order (most open roles first).
    return [...list].sort((a, b) => Number(favorites.has(b.companyOverview.name)) - Number(favorites.has(a.companyOverview.name)));
  }, [session.data, favorites]);
  // For a job, only its own company is selected: never another one while its research is on the way or failed.
  const wanted = chosenId ?? forJob.companyId;
  const selected = wanted ? companies.find((record) => record.companyOverview.id === wanted) : jobId ? undefined : companies[0];
  const error = actionError ?? forJob.error ?? (session.isError ? companyResearchMessages.load : null);
  const [againName, setAgainName] = useState<string>();
  const researchingName = againName ?? forJob.job.data?.company ?? 'the company';
  // A disabled query stays pending: for a job, the session loads only once the job says which it is.
  const loading = jobId ? forJob.job.isPending || (sessionId !== undefined && session.isPending) : session.isPending;

  const refresh = () => {
    setActionError(null);
    setDismissed(null);
    void session.refetch();
    if (jobId) void forJob.job.refetch();
  };
  const confirmDelete = () => {
    setDismissed(null);
    const record = pendingDelete;
    setPendingDelete(null);
    if (!record || !session.data) return;
    remove.mutate(
      { sessionId: session.data.sessionId, companyId: record.companyOverview.id },
      { onSuccess: () => setView('grid'), onError: () => setActionError(companyResearchMessages.delete) },
    );
  };
  const open = (record: CompanyResearch) => {
    setChosenId(record.companyOverview.id);
    setView('detailed');
  };
  // Cards show only once the session has loaded: its id is there.
  const shownSessionId = session.data?.sessionId ?? '';
  const card = (record: CompanyResearch, detailed: boolean) => (
    <CompanyCard
      key={record.companyOverview.id}
      record={record}
      sessionId={shownSessionId}
      detailed={detailed}
      favorite={favorites.has(record.companyOverview.name)}
      onToggleFavorite={() => toggle(record.companyOverview.name)}
      onDelete={() => setPendingDelete(record)}
      {...(detailed ? {} : { onOpenDetails: () => open(record) })}
    />
  );

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Company Research</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ViewSwitcher view={view} onChange={setView} />
          <Button variant="outline" size="sm" onClick={refresh} disabled={session.isFetching}>
            <RefreshCw aria-hidden="true" className={cn(session.isFetching && 'animate-spin')} />
            Refresh
          </Button>
        </div>
      </header>

      {error && error !== dismissed && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <p>{error}</p>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => {
              setDismissed(error);
              setActionError(null);
            }}
            className="rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}

      {forJob.research.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
          Researching {researchingName}…
        </p>
      )}

      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
          Loading company research…
        </p>
      ) : companies.length === 0 || !session.data ? (
        !forJob.research.isPending && <ResearchEmpty onRetry={refresh} retrying={session.isFetching} />
      ) : view === 'detailed' && selected ? (
        <section aria-label="Detailed view" className="grid gap-3">
          <DetailedToolbar
            companies={companies}
            sessionId={session.data.sessionId}
            selected={selected}
            onSelect={setChosenId}
            onBack={() => setView('grid')}
            onDelete={() => setPendingDelete(selected)}
            onResearchAgain={
              selected.jobId
                ? () => {
                    setDismissed(null);
                    setAgainName(selected.companyOverview.name);
                    forJob.research.mutate({ jobId: selected.jobId!, refresh: true });
                  }
                : null
            }
            researching={forJob.research.isPending}
          />
          {card(selected, true)}
        </section>
      ) : (
        <section
          aria-label={view === 'list' ? 'List view' : 'Grid view'}
          className={cn('grid gap-4', view === 'list' ? 'grid-cols-1' : 'grid-cols-1 md:grid-cols-2 xl:grid-cols-3')}
        >
          {companies.map((record) => card(record, false))}
        </section>
      )}

      <ConfirmDeleteResearch
        company={pendingDelete?.companyOverview.name ?? null}
        onCancel={() => setPendingDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
