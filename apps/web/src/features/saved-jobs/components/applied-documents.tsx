import type { SavedJob } from '@seeker/contract';
import { FileCheck2 } from 'lucide-react';

/** Issue 10 item 6: once a job is marked Applied, which tailored resume and cover letter went with it. */
export function AppliedDocuments({ job }: { job: Pick<SavedJob, 'jobId' | 'title' | 'appliedWith'> }) {
  const sent = job.appliedWith;
  if (!sent || (!sent.resumeId && !sent.coverLetter)) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <FileCheck2 aria-hidden="true" className="size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
      <span className="text-muted-foreground">Applied with:</span>
      {sent.resumeId && (
        <a
          href={`/api/resumes/${encodeURIComponent(sent.resumeId)}/file`}
          target="_blank"
          rel="noreferrer"
          className="text-primary underline underline-offset-4"
        >
          {sent.resumeTitle ?? 'Tailored resume'}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
      {sent.coverLetter && (
        <a
          href={`/api/jobs/${encodeURIComponent(job.jobId)}/cover-letter/file?format=pdf`}
          target="_blank"
          rel="noreferrer"
          className="text-primary underline underline-offset-4"
        >
          Cover letter<span className="sr-only"> for {job.title} (opens in a new tab)</span>
        </a>
      )}
    </p>
  );
}
