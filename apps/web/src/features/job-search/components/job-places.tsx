import type { SavedJob } from '@seeker/contract';
import { ExternalLink } from 'lucide-react';
import { workplaceLabel } from '@/features/saved-jobs';

/** The other places the same job is offered, each with its way of working, pay and posting: folded when many. */
export function JobPlaces({ job }: { job: SavedJob }) {
  if (job.places.length === 0) return null;
  const list = (
    <ul className="grid gap-1 pl-1">
      {job.places.map((place) => (
        <li key={`${place.location}|${place.url}`}>
          <a
            href={place.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex flex-wrap items-center gap-1 text-primary underline underline-offset-4"
          >
            {[place.location || 'Location not given', workplaceLabel(place), place.salary, `via ${place.sourceLabel}`].filter(Boolean).join(' · ')}{' '}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
  // Remote only keeps a job remote in any of its places: say how many, so it is seen without opening the list.
  const remote = job.places.filter((place) => place.workplace === 'remote').length;
  const remoteNote = remote === 0 || (remote === 1 && job.places.length === 1) ? '' : ` (${remote} remote)`;
  const summary = (job.places.length === 1 ? 'Also offered in 1 more place' : `Also offered in ${job.places.length} more places`) + remoteNote;
  if (job.places.length <= 3) {
    return (
      <div className="text-sm">
        <p className="text-muted-foreground">{summary}:</p>
        {list}
      </div>
    );
  }
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-muted-foreground">{summary}</summary>
      {list}
    </details>
  );
}
