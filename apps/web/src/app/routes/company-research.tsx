import { useParams } from 'react-router';
import { CompanyResearchScreen } from '@/features/company-research';

/** Serves /company-research and /company-research/:jobId ("new" from the menu: the latest search's companies). */
export function CompanyResearchRoute() {
  const { jobId } = useParams();
  // Only a job id selects a job (CLARIFICATIONS.md); "new" and anything else open the latest research.
  const forJob = jobId?.startsWith('job-') ? jobId : undefined;
  return <CompanyResearchScreen key={forJob ?? 'latest'} {...(forJob ? { jobId: forJob } : {})} />;
}
