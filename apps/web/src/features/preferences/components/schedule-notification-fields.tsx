import { notificationTypeLabels, notificationTypes, type SearchSchedule } from '@seeker/contract';
import { timeSelectOptions } from '@/lib/schedule/schedule-fields';
import { timeZoneOptions } from '../lib/time-zones';
import { SelectField } from './select-field';

export type NotificationFieldsProps = {
  schedule: Pick<SearchSchedule, 'notificationType' | 'quietHours' | 'timezone'>;
  onChange: (patch: Partial<Pick<SearchSchedule, 'notificationType' | 'quietHours' | 'timezone'>>) => void;
  disabled?: boolean;
};

const notificationOptions = notificationTypes.map((value) => ({ value, label: notificationTypeLabels[value] }));

/** Notification Type, Quiet Hours and Timezone: the wizard's advanced options and Settings' Notifications tab. */
export function ScheduleNotificationFields({ schedule, onChange, disabled = false }: NotificationFieldsProps) {
  const { quietHours } = schedule;
  return (
    <>
      <SelectField
        label="Notification Type"
        value={schedule.notificationType}
        options={notificationOptions}
        onChange={(notificationType) => onChange({ notificationType })}
        disabled={disabled}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Quiet Hours</legend>
        <p className="-mt-1 mb-1 text-xs text-muted-foreground">No notifications are sent between these times.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Start"
            value={quietHours.start}
            options={timeSelectOptions(quietHours.start)}
            onChange={(start) => onChange({ quietHours: { ...quietHours, start } })}
            disabled={disabled}
          />
          <SelectField
            label="End"
            value={quietHours.end}
            options={timeSelectOptions(quietHours.end)}
            onChange={(end) => onChange({ quietHours: { ...quietHours, end } })}
            disabled={disabled}
          />
        </div>
      </fieldset>
      <SelectField
        label="Timezone"
        value={schedule.timezone}
        options={timeZoneOptions(schedule.timezone)}
        onChange={(timezone) => onChange({ timezone })}
        disabled={disabled}
      />
    </>
  );
}
