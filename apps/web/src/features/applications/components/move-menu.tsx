import { jobStatuses, type JobStatus } from '@seeker/contract';
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { jobStatusLabels } from '@/features/saved-jobs';

type MoveMenuProps = {
  title: string;
  status: JobStatus;
  onMove: (status: JobStatus) => void;
  triggerRef?: Ref<HTMLButtonElement>;
};

/**
 * "Move to…": every status, the current one checked. On the board it is the way to move a card with a
 * pointer on narrow screens (no drag there) or with a screen reader's own keys; the application page has it too.
 */
export function MoveMenu({ title, status, onMove, triggerRef }: MoveMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm">
          Move to… <span className="sr-only">({title})</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-md border bg-card p-1 text-card-foreground shadow-md">
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">Move to</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={status} onValueChange={(value) => onMove(value as JobStatus)}>
            {jobStatuses.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                className="relative flex cursor-default items-center rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
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
