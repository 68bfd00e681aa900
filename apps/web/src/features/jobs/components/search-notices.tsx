import type { SourceStatus } from '@seeker/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';

/** Spec part 2 section 2: "A notice says company research is complete." */
export function ResearchNotice({ companyCount }: { companyCount: number }) {
  if (companyCount === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-md border border-emerald-600/30 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-100">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      Company research is complete for {companyCount} {companyCount === 1 ? 'company' : 'companies'}.
      <Link to="/company-research" className="font-medium underline underline-offset-4">
        View company research
      </Link>
    </p>
  );
}

/** Which sources could not be read in this search, so a short list is never mistaken for the whole market. */
export function FailedSourcesNotice({ sources }: { sources: SourceStatus[] }) {
  const failed = sources.filter((source) => source.status === 'failed');
  if (failed.length === 0) return null;
  return (
    <div className="rounded-md border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {failed.length === 1 ? 'One source could not be searched this time:' : `${failed.length} sources could not be searched this time:`}
      </p>
      <ul className="mt-1 list-disc pl-9">
        {failed.map((source) => (
          <li key={source.name}>
            {source.label}
            {source.error ? `: ${source.error}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}
