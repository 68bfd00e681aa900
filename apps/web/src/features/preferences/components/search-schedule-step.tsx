import { frequencies, notificationSettingsMessages, type SearchSchedule } from '@seeker/contract';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { changeFrequency } from '@/lib/schedule/schedule-fields';
import { ScheduleAdvancedOptions } from './schedule-advanced-options';
import { ScheduleTimingFields } from './schedule-timing-fields';
import { SelectField } from './select-field';
import type { StepProps } from './step-props';

const frequencyOptions = frequencies.map((value) => ({ value, label: value }));

type SearchScheduleStepProps = StepProps & {
  /** Why the server refused the cron expression, shown under its field. */
  cronError?: string;
  /** Move focus to that error as it appears. */
  focusCronError?: boolean;
  /** A guest has no email address: an emailing notification type says so. */
  guest?: boolean;
};

export function SearchScheduleStep({ preferences, onChange, disabled, cronError, focusCronError = false, guest = false }: SearchScheduleStepProps) {
  const enabledId = useId();
  const schedule = preferences.searchSchedule;
  const update = (patch: Partial<SearchSchedule>) => onChange({ searchSchedule: { ...schedule, ...patch } });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-4">
        <div className="flex items-center gap-3">
          <Checkbox
            id={enabledId}
            checked={schedule.enabled}
            onCheckedChange={(checked) => update({ enabled: checked === true })}
            disabled={disabled}
          />
          <Label htmlFor={enabledId}>Enable Automated Job Search</Label>
        </div>
        <Badge variant={schedule.enabled ? 'success' : 'secondary'}>{schedule.enabled ? 'Active' : 'Inactive'}</Badge>
      </div>

      {schedule.enabled ? (
        <>
          <SelectField
            label="Search Frequency"
            value={schedule.frequency}
            options={frequencyOptions}
            onChange={(frequency) => onChange({ searchSchedule: changeFrequency(schedule, frequency) })}
            disabled={disabled}
          />
          <ScheduleTimingFields
            schedule={schedule}
            onChange={(customSchedule) => update({ customSchedule })}
            disabled={disabled}
            cronError={cronError}
            focusCronError={focusCronError}
          />
          {guest && (schedule.notificationType === 'Email' || schedule.notificationType === 'Both') ? (
            <p
              role="note"
              className="rounded-md border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {notificationSettingsMessages.guestEmailSchedule}
            </p>
          ) : null}
          <ScheduleAdvancedOptions schedule={schedule} onChange={update} disabled={disabled} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Turn this on to have Seeker search for matching jobs on a schedule and notify you.</p>
      )}
    </div>
  );
}
