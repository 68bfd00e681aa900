import type { SavedJob } from '@seeker/contract';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Research on a job's company, from either screen (CLARIFICATIONS.md: a card's Research opens /company-research/{jobId}). */
export function ResearchLink({ job }: { job: Pick<SavedJob, 'jobId' | 'company'> }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/company-research/${encodeURIComponent(job.jobId)}`} aria-label={`Research ${job.company}`}>
        <Search aria-hidden="true" />
        Research
      </Link>
    </Button>
  );
}
