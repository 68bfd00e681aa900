import { notificationTypeLabels, notificationTypes, type SearchSchedule } from '@seeker/contract';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { timeSelectOptions } from '@/lib/schedule/schedule-fields';
import { timeZoneOptions } from '../lib/time-zones';
import { SelectField } from './select-field';

type ScheduleAdvancedOptionsProps = {
  schedule: SearchSchedule;
  onChange: (patch: Partial<SearchSchedule>) => void;
  disabled: boolean;
};

const notificationOptions = notificationTypes.map((value) => ({ value, label: notificationTypeLabels[value] }));

export function ScheduleAdvancedOptions({ schedule, onChange, disabled }: ScheduleAdvancedOptionsProps) {
  const [open, setOpen] = useState(false);
  const { quietHours } = schedule;
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="grid gap-4">
      <Collapsible.Trigger
        className={cn(
          'inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-primary hover:underline',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
      >
        {open ? 'Hide Advanced Options' : 'Show Advanced Options'}
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
      </Collapsible.Trigger>
      <Collapsible.Content className="grid gap-4 rounded-md border p-4">
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
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
