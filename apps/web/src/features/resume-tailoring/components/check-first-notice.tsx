import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { checkResumePath } from '@/features/resumes';
import { cn } from '@/lib/cn';

type CheckFirstNoticeProps = {
  /** Why the server would not tailor the resume yet (no roles read, many fields unsure), as it said it. */
  message: string;
  /** The saved resume to check; null when none is chosen any more. */
  resumeId: string | null;
};

/**
 * Issue 68: a saved resume read with no roles or many unsure fields is not tailored until its owner checks
 * what Seeker read. Says why, and links to the check step; confirmed, the resume is tailored in full.
 */
export function CheckFirstNotice({ message, resumeId }: CheckFirstNoticeProps) {
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p className="font-medium">Check what Seeker read before tailoring this resume</p>
      <p>{message}</p>
      {resumeId && (
        <Link to={checkResumePath(resumeId)} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'justify-self-start')}>
          <ListChecks aria-hidden="true" />
          Check what Seeker read
        </Link>
      )}
    </div>
  );
}
