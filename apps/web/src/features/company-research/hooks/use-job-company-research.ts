import { companyResearchMessages } from '@seeker/contract';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { useJobResearch } from '../api/get-job-research';
import { useResearchJobCompany } from '../api/research-job-company';

/**
 * A job's company research: read from the job's search, and researched once, on arrival, when the
 * search has none for it (the Research button promised research, so it is not left to a second click).
 */
export function useJobCompanyResearch(jobId: string | undefined) {
  const job = useJobResearch(jobId);
  const research = useResearchJobCompany();
  const asked = useRef(false);
  const { mutate } = research;
  useEffect(() => {
    if (!jobId || asked.current || !job.data || job.data.research !== null) return;
    asked.current = true;
    mutate({ jobId });
  }, [jobId, job.data, mutate]);
  const failure = research.error ?? job.error;
  return {
    job,
    research,
    /** The job's company record id, to select in the Detailed view. */
    companyId: research.data?.research?.companyOverview.id ?? job.data?.research?.companyOverview.id,
    error: failure ? researchErrorMessage(failure, research.error !== null) : null,
  };
}

function researchErrorMessage(error: Error, researching: boolean): string {
  // Our own errors say what went wrong; a proxy's HTML page or a dropped connection gets the spec's words.
  if (error instanceof ApiError && error.code !== 'UNKNOWN' && error.code !== 'NETWORK_ERROR') return error.message;
  return researching ? companyResearchMessages.research : companyResearchMessages.load;
}
