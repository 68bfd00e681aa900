import { savedJobDefaults, type SavedJob, type JobStatus } from '@seeker/contract';
import { Building2, ExternalLink, FileText, MapPin, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AppliedDocuments, FavoriteButton, jobDateLabel, matchText, ResearchLink, StatusMenu, workplaceLabel } from '@/features/saved-jobs';
import { formatDateOf } from '@/lib/format-dates';
import { JobPlaces } from './job-places';

type JobCardProps = {
  job: SavedJob;
  onToggleFavorite: (job: SavedJob) => void;
  onMove: (job: SavedJob, status: JobStatus) => void;
  onDelete: (job: SavedJob) => void;
};

const excerptLength = 240;

function excerpt(text: string) {
  return text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}…` : text;
}

function salaryText(salary: string) {
  return salary && salary !== savedJobDefaults.text ? salary : 'Salary not specified';
}

/** One ranked result: why it matched, what it pays, where it came from, and what to do with it. */
export function JobCard({ job, onToggleFavorite, onMove, onDelete }: JobCardProps) {
  const titleId = `job-title-${job.id}`;
  const others = job.sources.filter((link) => link.source !== job.source);
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs">
      <header className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={titleId} tabIndex={-1} className="font-semibold break-words outline-none">
            {job.title}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1">
              <Building2 aria-hidden="true" className="size-3.5" />
              {job.company}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5" />
              {job.location}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <StatusMenu status={job.status} jobTitle={job.title} onChange={(status) => onMove(job, status)} />
          <FavoriteButton favorite={job.favorite} jobTitle={job.title} onToggle={() => onToggleFavorite(job)} />
        </div>
      </header>

      <div className="flex flex-wrap items-center gap-2">
        <Badge title={job.ranked ? undefined : job.matchReason}>{matchText(job)}</Badge>
        {workplaceLabel(job) ? <Badge variant="secondary">{workplaceLabel(job)}</Badge> : null}
        {job.jobType ? <Badge variant="secondary">{job.jobType}</Badge> : null}
        {job.seniority ? <Badge variant="secondary">{job.seniority}</Badge> : null}
      </div>
      <p className="text-sm">
        <span className="font-medium">Why it matches: </span>
        {job.matchReason}
      </p>

      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Salary</dt>
          <dd>{salaryText(job.salary)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{jobDateLabel(job)}</dt>
          <dd>
            <time dateTime={job.datePosted}>{formatDateOf(job.datePosted)}</time>
          </dd>
        </div>
      </dl>
      <JobPlaces job={job} />
      <p className="text-sm text-muted-foreground">{excerpt(job.description)}</p>

      <p className="text-sm">
        {job.sourceUrl ? (
          <a
            href={job.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
          >
            via {job.sourceLabel}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : (
          // A job typed in without a link names no site: its label says so by itself ("Typed in by you").
          <span>{job.source === 'page' ? job.sourceLabel : `via ${job.sourceLabel}`}</span>
        )}
        {others.length > 0 ? <span className="text-muted-foreground"> · also on {others.map((link) => link.label).join(', ')}</span> : null}
      </p>

      <AppliedDocuments job={job} />

      <footer className="mt-auto flex flex-wrap gap-2 border-t pt-3">
        <ResearchLink job={job} />
        <Button asChild variant="outline" size="sm">
          <Link to={`/resume-tailoring/${encodeURIComponent(job.jobId)}`} state={{ job }} aria-label={`Tailor resume for ${job.title}`}>
            <FileText aria-hidden="true" />
            Tailor Resume
          </Link>
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-destructive hover:text-destructive"
          aria-label={`Delete ${job.title}`}
          onClick={() => onDelete(job)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </footer>
    </article>
  );
}
