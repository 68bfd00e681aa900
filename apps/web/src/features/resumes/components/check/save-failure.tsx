import { resumeStructureMessages } from '@seeker/contract';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-client';

type SaveFailureProps = {
  error: ApiError | null;
  /** A refused field's place, as the check step names it ("Role 1, End"). */
  describe: (path: string) => string;
  onCheckNewFile: () => void;
};

/** Why confirming failed: the file changed meanwhile (with the way to its new reading), the fields refused, or the save itself. */
export function SaveFailure({ error, describe, onCheckNewFile }: SaveFailureProps) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive">
      {error?.code === 'CONFLICT' ? (
        <>
          <p>{resumeStructureMessages.fileChanged}</p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onCheckNewFile}>
            <RefreshCw aria-hidden="true" />
            Check the new file
          </Button>
        </>
      ) : error && error.details.length > 0 ? (
        <>
          <p>Nothing was saved: these fields need a change.</p>
          <ul className="list-disc pl-5">
            {error.details.map((detail) => (
              <li key={detail.path}>
                {describe(detail.path)}: {detail.message}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          {error && error.status > 0 && error.status < 500
            ? `${resumeStructureMessages.saveFailed} ${error.message}`
            : resumeStructureMessages.saveFailed}
        </p>
      )}
    </div>
  );
}
