import type { SearchSchedule } from '@seeker/contract';
import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { ScheduleNotificationFields } from './schedule-notification-fields';

type ScheduleAdvancedOptionsProps = {
  schedule: SearchSchedule;
  onChange: (patch: Partial<SearchSchedule>) => void;
  disabled: boolean;
};

export function ScheduleAdvancedOptions({ schedule, onChange, disabled }: ScheduleAdvancedOptionsProps) {
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  // Opened at the foot of a dialog or page, the options would open out of sight: they are brought into view.
  useEffect(() => {
    if (open) content.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);
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
      <Collapsible.Content ref={content} className="grid gap-4 rounded-md border p-4">
        <ScheduleNotificationFields schedule={schedule} onChange={onChange} disabled={disabled} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
