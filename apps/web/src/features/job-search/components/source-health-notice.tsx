import { CircleAlert } from 'lucide-react';
import { useJobSources } from '../api/get-job-sources';
import { staleSourceText } from '../lib/describe-source';

/**
 * Before a search, the feeds whose last read failed, with when and why: their postings in the index may be
 * stale. Says nothing while loading, when all is well, or when the list cannot be read (a search still runs).
 */
export function SourceHealthNotice() {
  const { data } = useJobSources();
  const failing = data?.sources.filter((source) => source.status === 'failing') ?? [];
  if (failing.length === 0) return null;
  return (
    <section
      aria-label="Job source status"
      className="mx-auto grid w-full max-w-xl gap-1 rounded-md text-left border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {failing.length === 1 ? 'One job source is having trouble:' : `${failing.length} job sources are having trouble:`}
      </p>
      <ul className="list-disc pl-9">
        {failing.map((source) => (
          <li key={source.name}>
            {staleSourceText({ label: source.label, error: source.error, failedAt: source.lastFailedAt, lastSuccessAt: source.lastSuccessAt })}
          </li>
        ))}
      </ul>
    </section>
  );
}
