import { useId, useRef } from 'react';
import { notLoaded } from '@/components/load-failure';
import { QueryState } from '@/components/query-state';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { useScheduledSearches } from '../api/get-scheduled-searches';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { useNow } from '../hooks/use-now';
import { useScheduleActions } from '../hooks/use-schedule-actions';
import { loadErrorHeadline, serverMessage } from '../lib/action-messages';
import { describeSearch } from '../lib/describe-search';
import { pollIntervalMs } from '../lib/needs-polling';
import { ScheduledSearchesEmpty } from './scheduled-searches-empty';
import { ScheduledSearchesLoading } from './scheduled-searches-loading';

// A schedule's card (its runs, its state, its controls) and the Delete question come once there is a
// schedule to show: a new user's dashboard, with none, loads without them.
const scheduledSearchParts = lazyModule(() => import('./scheduled-search-parts'));

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
  const parts = useLazyModule(scheduledSearchParts, Boolean(schedules.data?.length), 'the scheduled-search cards');

  const content = (
    <QueryState
      query={schedules}
      look="part"
      loading={<ScheduledSearchesLoading />}
      message={loadErrorHeadline}
      detail={serverMessage}
      isEmpty={(list) => list.length === 0}
      empty={<ScheduledSearchesEmpty onSetUp={onEditSchedule} />}
    >
      {(list) => (
        <QueryState query={parts} look="part" loading={<ScheduledSearchesLoading />} message={notLoaded('Your scheduled searches')}>
          {({ ScheduledSearchCard }) => (
            <ul className="grid gap-4 md:grid-cols-2">
              {list.map((schedule) => (
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
          )}
        </QueryState>
      )}
    </QueryState>
  );

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
      {content}
      {parts.data ? (
        <parts.data.DeleteScheduleDialog
          label={deletion.target ? describeSearch(deletion.target.preferences).title : null}
          deleting={deletion.deleting}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
          onCloseAutoFocus={deletion.onCloseAutoFocus}
        />
      ) : null}
    </section>
  );
}
