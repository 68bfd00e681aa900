import type { SearchSchedule } from '@seeker/contract';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { monthDays, scheduleDay, scheduleTime, timeSelectOptions, weekdays, withScheduleDay, withScheduleTime } from '../lib/schedule-fields';
import { FieldAlert } from './field-alert';
import { SelectField } from './select-field';

type ScheduleTimingFieldsProps = {
  schedule: SearchSchedule;
  onChange: (customSchedule: string) => void;
  disabled: boolean;
  cronError?: string;
  focusCronError?: boolean;
};

const weekdayOptions = weekdays.map((label, value) => ({ value, label }));
const monthDayOptions = monthDays.map((value) => ({ value, label: String(value) }));

/** The inputs for the current frequency: a time, a day and a time, or a cron expression. */
export function ScheduleTimingFields({ schedule, onChange, disabled, cronError, focusCronError = false }: ScheduleTimingFieldsProps) {
  const cronId = useId();
  const { frequency, customSchedule } = schedule;

  if (frequency === 'Custom') {
    return (
      <div className="grid gap-2">
        <Label htmlFor={cronId}>Cron Expression</Label>
        <Input
          id={cronId}
          value={customSchedule}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={cronError ? `${cronId}-hint ${cronId}-error` : `${cronId}-hint`}
          aria-invalid={cronError ? true : undefined}
          className="font-mono"
        />
        <p id={`${cronId}-hint`} className="text-xs text-muted-foreground">
          Format: minute hour day-of-month month day-of-week
        </p>
        <FieldAlert id={`${cronId}-error`} message={cronError} focusOnMount={focusCronError} />
      </div>
    );
  }

  const time = scheduleTime(customSchedule);
  const timeField = (
    <SelectField
      label="Time"
      value={time}
      options={timeSelectOptions(time)}
      onChange={(next) => onChange(withScheduleTime(frequency, customSchedule, next))}
      disabled={disabled}
    />
  );
  if (frequency === 'Daily') return timeField;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={frequency === 'Weekly' ? 'Day of Week' : 'Day of Month'}
        value={scheduleDay(frequency, customSchedule)}
        options={frequency === 'Weekly' ? weekdayOptions : monthDayOptions}
        onChange={(day) => onChange(withScheduleDay(customSchedule, day))}
        disabled={disabled}
      />
      {timeField}
    </div>
  );
}
