import { jobStatuses, type JobStatus } from '@seeker/contract';
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { cn } from '@/lib/cn';
import { jobStatusColors, jobStatusLabels } from '../lib/job-statuses';

type StatusMenuProps = { status: JobStatus; jobTitle: string; onChange: (status: JobStatus) => void };

/** The status badge, which is also the menu that moves the job along the pipeline. */
export function StatusMenu({ status, jobTitle, onChange }: StatusMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Status: ${jobStatusLabels[status]}. Change the status of ${jobTitle}`}
        className={cn(
          'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
          'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          jobStatusColors[status],
        )}
      >
        {jobStatusLabels[status]}
        <ChevronDown aria-hidden="true" className="size-3" />
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
