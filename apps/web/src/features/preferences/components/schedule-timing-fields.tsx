import type { SearchSchedule } from '@seeker/contract';
import { monthDays, scheduleDay, scheduleTime, timeSelectOptions, weekdays, withScheduleDay, withScheduleTime } from '@/lib/schedule/schedule-fields';
import { LazyCronField as CronField } from './lazy-cron-field';
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
  const { frequency, customSchedule } = schedule;

  if (frequency === 'Custom') {
    return <CronField value={customSchedule} onChange={onChange} disabled={disabled} serverError={cronError} focusServerError={focusCronError} />;
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
