import type { SearchEvent } from '@seeker/contract';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { describeEvent, type StageLine } from '../lib/describe-event';

const toneIcon = { ok: CircleCheck, failed: CircleAlert, info: Info } as const;
const toneColor = { ok: 'text-emerald-700 dark:text-emerald-400', failed: 'text-destructive', info: 'text-muted-foreground' } as const;

/** Spec part 2 section 2 "While searching", with the run's live stages as they arrive. */
export function SearchingPanel({ events, reconnecting = false }: { events: SearchEvent[]; reconnecting?: boolean }) {
  const lines = events.map(describeEvent).filter((line): line is StageLine => line !== null);
  return (
    // Not aria-busy: a busy region may hold back its live regions' news (the stages, the notice) until it is done.
    <section aria-labelledby="searching-title" className="mx-auto grid max-w-xl gap-4 rounded-lg border bg-card p-6 text-card-foreground">
      <div className="flex items-center gap-3">
        <Spinner label="Searching" className="size-6" />
        <h2 id="searching-title" tabIndex={-1} className="text-lg font-semibold outline-none">
          Searching for jobs and researching companies...
        </h2>
      </div>
      <ol aria-live="polite" aria-label="Search progress" className="grid gap-1.5 text-sm">
        {lines.length === 0 ? <li className="text-muted-foreground">Asking the job sources…</li> : null}
        {lines.map((line) => {
          const Icon = toneIcon[line.tone];
          return (
            <li key={line.key} className="flex items-start gap-2">
              <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', toneColor[line.tone])} />
              <span>{line.text}</span>
            </li>
          );
        })}
      </ol>
      {/* Always in the tree (empty while all is well), so screen readers hear the notice when it comes. */}
      <p role="status" className="-mt-4 text-sm text-amber-800 not-empty:mt-0 dark:text-amber-300">
        {reconnecting ? 'Cannot reach the server right now. The search goes on there; this page will catch up once it answers.' : ''}
      </p>
      <p className="text-sm text-muted-foreground">
        You can keep using Seeker while this runs — the results will be here when you come back. Go to the{' '}
        <Link to="/" className="text-primary underline underline-offset-4">
          Dashboard
        </Link>
        .
      </p>
    </section>
  );
}
