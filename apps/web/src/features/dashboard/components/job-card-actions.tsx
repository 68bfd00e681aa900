import type { SavedJob } from '@seeker/contract';
import { ExternalLink, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AppliedDocuments, FavoriteButton, ResearchLink } from '@/features/saved-jobs';
import { websiteUrl } from '../lib/job-display';

type JobCardActionsProps = { job: SavedJob; onFavorite: () => void; onDelete: () => void };

/** Website opens the posting in a new tab; a job without a link keeps "#" and goes nowhere. */
function WebsiteLink({ job }: { job: SavedJob }) {
  const url = websiteUrl(job);
  if (!url) {
    return (
      <Button asChild variant="outline" size="sm">
        <a href="#" aria-disabled="true" title="This job has no link" onClick={(event) => event.preventDefault()}>
          <ExternalLink aria-hidden="true" />
          Website
        </a>
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <a href={url} target="_blank" rel="noopener noreferrer" aria-label="Website (opens in a new tab)">
        <ExternalLink aria-hidden="true" />
        Website
      </a>
    </Button>
  );
}

export function JobCardActions({ job, onFavorite, onDelete }: JobCardActionsProps) {
  return (
    <div className="mt-auto grid gap-2">
      <AppliedDocuments job={job} />
      <div className="flex flex-wrap items-center gap-2 border-t pt-3">
        <WebsiteLink job={job} />
        <ResearchLink job={job} />
        <div className="ml-auto flex items-center">
          <FavoriteButton favorite={job.favorite} jobTitle={job.title} onToggle={onFavorite} />
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${job.title}`}
            title="Delete job"
            className="text-destructive hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}
