import type { SavedJob, JobStatus } from '@seeker/contract';
import { useId } from 'react';
import { StatusMenu } from '@/features/saved-jobs';
import { descriptionBesideRequirements } from '../lib/description-beside-requirements';
import { JobCardActions } from './job-card-actions';
import { JobDescription } from './job-description';
import { JobFacts } from './job-facts';
import { JobRequirements } from './job-requirements';

type SavedJobCardProps = {
  job: SavedJob;
  onFavorite: (job: SavedJob) => void;
  onMove: (job: SavedJob, status: JobStatus) => void;
  onDelete: (job: SavedJob) => void;
};

/** A saved job on the dashboard (spec part 1 section 2, "A saved-job card"). */
export function SavedJobCard({ job, onFavorite, onMove, onDelete }: SavedJobCardProps) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex w-full min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="leading-snug font-semibold break-words">
            {job.title}
          </h3>
          <p className="text-sm break-words text-muted-foreground">{job.company}</p>
        </div>
        <StatusMenu status={job.status} jobTitle={job.title} onChange={(status) => onMove(job, status)} />
      </div>
      <JobFacts job={job} />
      <JobDescription text={descriptionBesideRequirements(job.description, job.qualifications)} />
      <JobRequirements requirements={job.qualifications} />
      <JobCardActions job={job} onFavorite={() => onFavorite(job)} onDelete={() => onDelete(job)} />
    </article>
  );
}
