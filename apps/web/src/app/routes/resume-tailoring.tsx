import { useParams } from 'react-router';
import { ResumeTailoringScreen } from '@/features/resume-tailoring';
import { authClient } from '@/lib/auth-client';

/** Serves /resume-tailoring/:jobId ("new" from the menu: start empty). */
export function ResumeTailoringRoute() {
  const { data: session } = authClient.useSession();
  const { jobId } = useParams();
  // The auth gate renders the app only with a session.
  if (!session) return null;
  const user = {
    id: session.user.id,
    isAnonymous: session.user.isAnonymous === true,
    name: session.user.name ?? '',
    email: session.user.email ?? '',
  };
  // Keyed by user and job: nothing of one carries over to another.
  return <ResumeTailoringScreen key={`${user.id}:${jobId}`} user={user} jobId={jobId && jobId !== 'new' ? jobId : undefined} />;
}
