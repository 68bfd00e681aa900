import { resumeStructureMessages } from '@seeker/contract';
import { PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { Button, buttonVariants } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { ResumeTextPanel } from './resume-text-panel';

type StructureLoadFailureProps = {
  resumeId: string;
  error: unknown;
  /** How many times loading failed: a Try again that failed too is said again to screen readers. */
  failures: number;
  /** Asking again (Try again) is under way. */
  retrying: boolean;
  onRetry: () => void;
  onFillByHand: () => void;
};

/** Why: the API's own message when it gave one, the connection's when there was no answer. */
export function whyNotLoaded(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong on this page.';
  return error.code === 'UNKNOWN' ? `The server answered with an error (${error.status}) and did not say why.` : error.message;
}

/**
 * The ways on from a resume whose fields could not be loaded: see the text Seeker read, or type the fields
 * by hand; each left out where the server has none to give (no such resume, a tailored one, a file with
 * no text, whose fields the server does not store).
 */
export const waysOn = (error: unknown) => {
  const code = error instanceof ApiError ? error.code : 'UNKNOWN';
  return {
    text: code !== 'NOT_FOUND' && code !== 'DOCUMENT_LIMIT',
    byHand: code !== 'NOT_FOUND' && code !== 'CONFLICT' && code !== 'DOCUMENT_LIMIT',
  };
};

/** The check step when what Seeker read could not be loaded: why, Try again, and the ways on. Never a dead end. */
export function StructureLoadFailure({ resumeId, error, failures, retrying, onRetry, onFillByHand }: StructureLoadFailureProps) {
  const ways = waysOn(error);
  return (
    <div className="grid gap-4">
      <LoadFailure message={resumeStructureMessages.loadFailed} detail={whyNotLoaded(error)} retrying={retrying} onRetry={onRetry} />
      <p aria-live="polite" className="sr-only">
        {failures > 1 && !retrying ? `Tried again: ${resumeStructureMessages.loadFailed}` : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        {ways.byHand && (
          <Button variant="outline" onClick={onFillByHand}>
            <PencilLine aria-hidden="true" />
            Fill in by hand
          </Button>
        )}
        <Link to="/settings?tab=resume" className={buttonVariants({ variant: 'ghost' })}>
          Back to your resumes
        </Link>
      </div>
      {ways.text && <ResumeTextPanel resumeId={resumeId} />}
    </div>
  );
}
