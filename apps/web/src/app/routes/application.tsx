import { useParams } from 'react-router';
import { ApplicationScreen } from '@/features/applications';

/** Serves /applications/:jobId, an application's page. */
export function ApplicationRoute() {
  const { jobId = '' } = useParams();
  // Keyed by job: the notes typed for one never carry over to another.
  return <ApplicationScreen key={jobId} jobId={jobId} />;
}
