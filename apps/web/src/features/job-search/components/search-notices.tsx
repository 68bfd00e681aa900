import type { SourceStatus } from '@seeker/contract';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { staleSourceText } from '../lib/describe-source';

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

/**
 * How the sources stood in this search, so a short list is never mistaken for the whole market: those that
 * failed now, feeds whose last read failed (their postings may be stale), and target companies not searched.
 */
export function SourceNotices({ sources }: { sources: SourceStatus[] }) {
  const failed = sources.filter((source) => source.status === 'failed');
  const stale = sources.filter((source) => source.status === 'stale');
  const notSearched = sources.filter((source) => source.status === 'skipped' && source.name.startsWith('company:'));
  if (failed.length + stale.length + notSearched.length === 0) return null;
  return (
    <div className="grid gap-2 rounded-md border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
      {failed.length > 0 ? (
        <SourceGroup
          title={failed.length === 1 ? 'One source could not be searched this time:' : `${failed.length} sources could not be searched this time:`}
        >
          {failed.map((source) => (
            <li key={source.name}>{sourceLine(source)}</li>
          ))}
        </SourceGroup>
      ) : null}
      {stale.length > 0 ? (
        <SourceGroup title={staleTitle(stale)}>
          {stale.map((source) => (
            <li key={source.name}>{staleSourceText(source)}</li>
          ))}
        </SourceGroup>
      ) : null}
      {notSearched.length > 0 ? (
        <SourceGroup
          title={notSearched.length === 1 ? 'One target company was not searched:' : `${notSearched.length} target companies were not searched:`}
        >
          {notSearched.map((source) => (
            <li key={source.name}>{sourceLine(source)}</li>
          ))}
        </SourceGroup>
      ) : null}
    </div>
  );
}

/** Feeds never read have no postings to be out of date: the heading says what the lines below it say. */
function staleTitle(stale: SourceStatus[]): string {
  const neverRead = stale.filter((source) => source.lastSuccessAt === null).length;
  const one = stale.length === 1;
  if (neverRead === stale.length) return one ? 'One feed could not be read yet:' : `${stale.length} feeds could not be read yet:`;
  if (neverRead === 0) return one ? 'One feed may be out of date:' : `${stale.length} feeds may be out of date:`;
  return `${stale.length} feeds are having trouble:`;
}

/** "Globex (Greenhouse): did not answer within 10 s". */
function sourceLine(source: SourceStatus): string {
  return `${source.label}${source.error ? `: ${source.error}` : ''}`;
}

function SourceGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <p className="flex items-center gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {title}
      </p>
      <ul className="mt-1 list-disc pl-9">{children}</ul>
    </div>
  );
}
