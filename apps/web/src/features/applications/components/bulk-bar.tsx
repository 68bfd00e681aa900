import { applicationMessages, jobStatuses, type BulkChangeRequest, type JobStatus } from '@seeker/contract';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { jobStatusLabels } from '@/features/saved-jobs';
import { ApiError } from '@/lib/api-client';
import { useBulkChange } from '../api/bulk-change';
import { errorText } from '../lib/error-text';

const pickAStatus = 'Pick the status to move them to.';

const count = (n: number) => `${n} ${n === 1 ? 'application' : 'applications'}`;

/** What the status says once a bulk change went through: how many changed, and how many already stood so. */
function doneText(change: Omit<BulkChangeRequest, 'jobIds'>, picked: number, changed: number) {
  const where = change.status ? `in ${jobStatusLabels[change.status]}` : change.archived ? 'archived' : 'on the board';
  if (changed === 0) return picked === 1 ? `Nothing changed: it was already ${where}.` : `Nothing changed: all ${picked} were already ${where}.`;
  const what = change.status
    ? `Moved ${count(changed)} to ${jobStatusLabels[change.status]}`
    : change.archived
      ? `Archived ${count(changed)}`
      : `Put ${count(changed)} back on the board`;
  const rest = picked - changed;
  return rest > 0 ? `${what}; ${rest} ${rest === 1 ? 'was' : 'were'} already ${where}.` : `${what}.`;
}

type BulkBarProps = {
  /** The applications picked, as listed now. */
  jobIds: string[];
  /** The archived view: "Put back" in place of "Archive". */
  archived: boolean;
  /** The change went through (`said` says what it did): the picks are cleared. */
  onDone: (said: string) => void;
};

/** For the rows picked in the table: move them all to one status, archive them or put them back. All or none. */
export function BulkBar({ jobIds, archived, onDone }: BulkBarProps) {
  const change = useBulkChange();
  // No status is picked for the person: a default would move every picked row somewhere they did not choose.
  const [status, setStatus] = useState<JobStatus | ''>('');
  const statusField = useRef<HTMLSelectElement>(null);
  const [error, setError] = useState<string | null>(null);
  const statusId = useId();
  const none = jobIds.length === 0;

  function send(request: Omit<BulkChangeRequest, 'jobIds'>) {
    if (none || change.isPending) return;
    setError(null);
    const picked = jobIds.length;
    change.mutate(
      { jobIds, ...request },
      {
        onSuccess: ({ changed }) => onDone(doneText(request, picked, changed)),
        onError: (failure) =>
          setError(
            // All or none: one picked job gone (deleted in another tab) stops the rest; the table is read again without it.
            failure instanceof ApiError && failure.status === 404
              ? 'One of the picked applications no longer exists, so nothing changed. The table shows what is left: pick again.'
              : errorText(failure, applicationMessages.saveFailed),
          ),
      },
    );
  }

  function move() {
    if (none || change.isPending) return;
    if (status === '') {
      setError(pickAStatus);
      statusField.current?.focus();
      return;
    }
    send({ status });
  }

  return (
    <div className="grid gap-2">
      <div role="group" aria-label="Change the picked applications" className="flex flex-wrap items-end gap-2 rounded-lg border bg-card p-3">
        <p className="mr-auto self-center text-sm font-medium">
          {none ? 'Pick applications to change them together' : `${count(jobIds.length)} picked`}
        </p>
        <div className="grid gap-1">
          <Label htmlFor={statusId}>Move to</Label>
          <Select
            ref={statusField}
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as JobStatus | '');
              if (error === pickAStatus) setError(null);
            }}
            aria-invalid={error === pickAStatus ? true : undefined}
            className="w-40"
          >
            <option value="" disabled>
              Pick a status
            </option>
            {jobStatuses.map((option) => (
              <option key={option} value={option}>
                {jobStatusLabels[option]}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={move} aria-disabled={none || change.isPending} className="aria-disabled:opacity-50">
          Move
        </Button>
        <Button
          variant="outline"
          onClick={() => send({ archived: !archived })}
          aria-disabled={none || change.isPending}
          className="aria-disabled:opacity-50"
        >
          {archived ? 'Put back on the board' : 'Archive'}
        </Button>
      </div>
      <FormError message={error} />
    </div>
  );
}
