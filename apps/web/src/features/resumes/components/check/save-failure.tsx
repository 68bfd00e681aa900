import { resumeStructureMessages } from '@seeker/contract';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-client';
import type { FieldError } from './draft-dates';
import { FieldErrorList } from './field-error-list';

type SaveFailureProps = {
  error: ApiError | null;
  /** Fields the form itself refused (a date it cannot read): nothing was sent. */
  refused: FieldError[];
  /** A refused field's place, as the check step names it ("Role 1, End"). */
  describe: (path: string) => string;
  /** The id of the field a refusal is about, for its link. */
  idOf: (path: string) => string;
  onCheckNewFile: () => void;
};

/**
 * Why confirming failed: fields the form or the server refused (each a link to its field), the file
 * changed meanwhile (with the way to its new reading), or the save itself.
 */
export function SaveFailure({ error, refused, describe, idOf, onCheckNewFile }: SaveFailureProps) {
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive">
      {refused.length > 0 ? (
        <FieldsRefused errors={refused} describe={describe} idOf={idOf} />
      ) : error?.code === 'CONFLICT' ? (
        <>
          <p>{resumeStructureMessages.fileChanged}</p>
          <Button variant="outline" size="sm" className="justify-self-start" onClick={onCheckNewFile}>
            <RefreshCw aria-hidden="true" />
            Check the new file
          </Button>
        </>
      ) : error && error.details.length > 0 ? (
        <FieldsRefused errors={error.details} describe={describe} idOf={idOf} />
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

/** "Nothing was saved": each field to change, a link to it. */
function FieldsRefused(props: Parameters<typeof FieldErrorList>[0]) {
  return (
    <>
      <p>Nothing was saved: these fields need a change.</p>
      <FieldErrorList {...props} />
    </>
  );
}
