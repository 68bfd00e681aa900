import { jobStatuses, type JobStatus } from '@seeker/contract';
import { Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { jobStatusLabels } from '../lib/job-statuses';
import { StatusBadgeContent, statusBadgeProps, type StatusMenuProps } from './status-badge';

type StatusMenuPopupProps = StatusMenuProps & {
  /** Open at once: the badge was clicked (or its menu asked for from the keyboard) before this code arrived. */
  defaultOpen: boolean;
  /** Take focus as it mounts: the badge it replaces had it. */
  autoFocus: boolean;
};

/** The status badge as Radix's menu trigger, with the menu that moves the job along the pipeline. */
export function StatusMenuPopup({ status, jobTitle, onChange, defaultOpen, autoFocus }: StatusMenuPopupProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Read on mount only: later renders leave focus alone (an open menu takes it itself).
  const takeFocus = useRef(autoFocus && !defaultOpen);
  useEffect(() => {
    if (takeFocus.current) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} {...statusBadgeProps(status, jobTitle)}>
        <StatusBadgeContent status={status} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-40 rounded-md border bg-card p-1 text-card-foreground shadow-md">
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-medium text-muted-foreground">Move to</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={status} onValueChange={(value) => onChange(value as JobStatus)}>
            {jobStatuses.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                className="relative flex cursor-default items-center rounded-sm py-1.5 pr-2 pl-7 text-sm outline-none select-none data-[highlighted]:bg-accent"
              >
                <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                  <Check aria-hidden="true" className="size-4" />
                </DropdownMenu.ItemIndicator>
                {jobStatusLabels[option]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
