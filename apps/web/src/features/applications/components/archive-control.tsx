import { applicationMessages } from '@seeker/contract';
import { Archive, ArchiveRestore } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { useUpdateApplication } from '../api/update-application';
import { formatMoment } from '@/lib/format-dates';
import { errorText } from '../lib/error-text';

/**
 * Archive takes an application off the board (a job given up on, or long done) and keeps everything on
 * it; an archived one says since when, and is put back with one press. Focus stays on the one button.
 */
export function ArchiveControl({ jobId, archivedAt, timezone }: { jobId: string; archivedAt: string | null; timezone: string }) {
  const update = useUpdateApplication();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  const archived = archivedAt !== null;

  function toggle() {
    if (update.isPending) return;
    setError(null);
    update.mutate(
      { jobId, change: { archived: !archived } },
      {
        onSuccess: () => {
          setStatus(archived ? 'Put back on the board.' : 'Archived: it is off the board, and everything on it is kept.');
          button.current?.focus();
        },
        onError: (failure) => setError(errorText(failure, applicationMessages.saveFailed)),
      },
    );
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {archived ? (
          <p className="text-sm text-muted-foreground">Archived {formatMoment(archivedAt, { timeZone: timezone })}: not on the board.</p>
        ) : null}
        <Button ref={button} variant="outline" size="sm" onClick={toggle} aria-disabled={update.isPending} className="aria-disabled:opacity-50">
          {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? 'Put back on the board' : 'Archive'}
        </Button>
      </div>
      <FormError message={error} />
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
