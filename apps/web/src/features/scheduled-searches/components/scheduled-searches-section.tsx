import { useId, useRef } from 'react';
import { useScheduledSearches } from '../api/get-scheduled-searches';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { useNow } from '../hooks/use-now';
import { useScheduleActions } from '../hooks/use-schedule-actions';
import { describeSearch } from '../lib/describe-search';
import { pollIntervalMs } from '../lib/needs-polling';
import { DeleteScheduleDialog } from './delete-schedule-dialog';
import { ScheduledSearchCard } from './scheduled-search-card';
import { ScheduledSearchesEmpty } from './scheduled-searches-empty';
import { ScheduledSearchesError } from './scheduled-searches-error';
import { ScheduledSearchesLoading } from './scheduled-searches-loading';

export type ScheduledSearchesSectionProps = {
  userId: string;
  /** Opens the preferences wizard at its Search Schedule step (the app owns the wizard). */
  onEditSchedule: () => void;
  /** After Pause/Resume or Delete: the server keeps the saved Enable Automated Job Search in step with them. */
  onChanged?: () => void;
};

/** Spec part 1 section 2 "Scheduled searches list": each schedule with its state, runs and controls. */
export function ScheduledSearchesSection({ userId, onEditSchedule, onChanged }: ScheduledSearchesSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Also re-renders the list every 30 s, so the query re-checks whether a run is coming due (polling).
  const now = useNow(pollIntervalMs);
  const schedules = useScheduledSearches(userId);
  const actions = useScheduleActions(userId, { onChanged });
  const deletion = useDeleteConfirmation({ remove: actions.remove, focusAfterDelete: heading });

  const content = () => {
    // Schedules already shown stay up when a later refresh fails.
    if (schedules.data) {
      if (schedules.data.length === 0) return <ScheduledSearchesEmpty onSetUp={onEditSchedule} />;
      return (
        <ul className="grid gap-4 md:grid-cols-2">
          {schedules.data.map((schedule) => (
            <li key={schedule.id} className="flex min-w-0">
              <ScheduledSearchCard
                schedule={schedule}
                now={now}
                error={actions.errorFor(schedule)}
                retrying={actions.isRetrying(schedule)}
                onToggle={actions.toggle}
                onEdit={onEditSchedule}
                onDelete={deletion.ask}
                onRetry={actions.retry}
                onDismissError={actions.dismissError}
              />
            </li>
          ))}
        </ul>
      );
    }
    if (schedules.isError)
      return <ScheduledSearchesError error={schedules.error} retrying={schedules.isFetching} onRetry={() => void schedules.refetch()} />;
    return <ScheduledSearchesLoading />;
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      {/* Focus lands here after a delete, when the card that had it is gone. */}
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="rounded-sm text-xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Scheduled Searches
      </h2>
      <p role="status" className="sr-only">
        {deletion.announcement}
      </p>
      {content()}
      <DeleteScheduleDialog
        label={deletion.target ? describeSearch(deletion.target.preferences).title : null}
        deleting={deletion.deleting}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
        onCloseAutoFocus={deletion.onCloseAutoFocus}
      />
    </section>
  );
}
