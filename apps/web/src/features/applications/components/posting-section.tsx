import { savedJobDefaults, type SavedJob } from '@seeker/contract';
import { useId, useState, type ReactNode } from 'react';
import { AppliedDocuments, jobDateLabel, matchText, workplaceLabel } from '@/features/saved-jobs';
import { formatDateOf } from '@/lib/format-dates';
import { DetailSection } from './detail-section';

/** Past this many characters the description is folded to its start, with a button to read the rest. */
const foldedLength = 600;

const stated = (text: string) => Boolean(text) && text !== savedJobDefaults.text;

function fold(text: string) {
  const cut = text.slice(0, foldedLength);
  // At the last word that fits: no word cut in half.
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), foldedLength / 2)).trimEnd()}…`;
}

/** One "term: value" row, left out when the posting does not state it. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * The job as Seeker saved it: its pay, place, way of working, match and description, kept with the
 * application so that it stays readable after the posting is taken down.
 */
export function PostingSection({ job }: { job: SavedJob }) {
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const description = job.description.trim();
  const hasDescription = stated(description) && description !== savedJobDefaults.description;
  const long = description.length > foldedLength;
  // "Remote" once: a location that says it already is not told again beside it.
  const workplace = workplaceLabel(job);
  const placeSaysIt = workplace !== null && job.location.trim().toLowerCase() === workplace.toLowerCase();
  const kind = [placeSaysIt ? null : workplace, job.jobType, job.seniority].filter(Boolean).join(' · ');
  // Typed in without a link: what is missing was not entered, rather than left out by a posting.
  const typedIn = job.source === 'page' && !job.sourceUrl;
  return (
    <DetailSection title="The job">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Fact term="Pay">{stated(job.salary) ? job.salary : typedIn ? 'None entered' : 'Not stated in the posting'}</Fact>
        <Fact term="Match">
          {matchText(job)}
          <span className="block text-muted-foreground">{job.matchReason}</span>
        </Fact>
        {stated(job.location) ? <Fact term="Location">{job.location}</Fact> : null}
        {kind ? <Fact term="Way of working">{kind}</Fact> : null}
        <Fact term={jobDateLabel(job)}>
          <time dateTime={job.datePosted}>{formatDateOf(job.datePosted)}</time>
        </Fact>
        <Fact term="Source">{job.sourceLabel}</Fact>
      </dl>
      <AppliedDocuments job={job} />
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">Description</h3>
        {hasDescription ? (
          <>
            <p id={descriptionId} className="text-sm break-words whitespace-pre-line">
              {long && !expanded ? fold(description) : description}
            </p>
            {long ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={descriptionId}
                onClick={() => setExpanded((open) => !open)}
                className="justify-self-start rounded-sm text-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {expanded ? 'Show less' : 'Show the whole description'}
              </button>
            ) : null}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{typedIn ? 'None entered.' : 'The posting gave no description.'}</p>
        )}
      </div>
    </DetailSection>
  );
}
