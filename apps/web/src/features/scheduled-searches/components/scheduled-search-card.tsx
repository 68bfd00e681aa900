import type { ScheduledSearch } from '@seeker/contract';
import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { describeSearch } from '../lib/describe-search';
import { retryWaitSeconds } from '../lib/retry-wait';
import { AutomationError } from './automation-error';
import { RunTimes } from './run-times';
import { ScheduleActionAlert } from './schedule-action-alert';
import { ScheduleFrequency } from './schedule-frequency';
import { StateBadge } from './state-badge';

export type ScheduledSearchCardProps = {
  schedule: ScheduledSearch;
  /** The current time, renewed every 30 s, for the retry hint. */
  now: number;
  error: string | null;
  retrying: boolean;
  onToggle: (schedule: ScheduledSearch) => void;
  onEdit: () => void;
  onDelete: (schedule: ScheduledSearch) => void;
  onRetry: (schedule: ScheduledSearch) => void;
  onDismissError: (schedule: ScheduledSearch) => void;
};

/** One scheduled search: what it looks for, when, how it went, and its controls. */
export function ScheduledSearchCard({
  schedule,
  now,
  error,
  retrying,
  onToggle,
  onEdit,
  onDelete,
  onRetry,
  onDismissError,
}: ScheduledSearchCardProps) {
  const titleId = useId();
  const { title, where } = describeSearch(schedule.preferences);
  const active = schedule.status === 'active';
  // Every button also reads out which schedule it acts on.
  const about = { 'aria-describedby': titleId };

  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-1 flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-semibold break-words">
            {title}
          </h3>
          {where ? <p className="text-sm break-words text-muted-foreground">{where}</p> : null}
        </div>
        <StateBadge status={schedule.status} />
      </div>
      <ScheduleFrequency schedule={schedule.schedule} />
      <RunTimes schedule={schedule} />
      {schedule.cloudTaskError ? (
        <AutomationError
          error={schedule.cloudTaskError}
          waitSeconds={retryWaitSeconds(schedule, now)}
          retrying={retrying}
          onRetry={() => onRetry(schedule)}
          describedBy={titleId}
        />
      ) : null}
      <ScheduleActionAlert message={error} onDismiss={() => onDismissError(schedule)} />
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <Button variant="outline" size="sm" {...about} onClick={() => onToggle(schedule)}>
          {active ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          {active ? 'Pause' : 'Resume'}
        </Button>
        <Button variant="outline" size="sm" {...about} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button variant="ghost" size="sm" className="ml-auto text-destructive hover:text-destructive" {...about} onClick={() => onDelete(schedule)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
