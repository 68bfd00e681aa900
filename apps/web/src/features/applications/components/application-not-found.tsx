import { applicationMessages } from '@seeker/contract';
import { PageHeader } from '@/components/page-header';
import { BackToBoard } from './back-to-board';

/** An application that is not (or no longer) the user's. */
export function ApplicationNotFound() {
  return (
    <div className="grid gap-4">
      <BackToBoard />
      <PageHeader title={applicationMessages.notFound} subtitle="It may have been deleted, or the link may be mistyped." />
    </div>
  );
}
