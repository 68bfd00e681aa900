import { useParams } from 'react-router';
import { CheckResumeScreen } from '@/features/resumes';

/** Serves /resumes/:resumeId/check: "Check what Seeker read". */
export function CheckResumeRoute() {
  const { resumeId = '' } = useParams();
  // Keyed by resume: nothing of one carries over to another.
  return <CheckResumeScreen key={resumeId} resumeId={resumeId} />;
}
