import { jobStatuses, stagesOf, type ApplicationStage, type JobStatus, type StageRef } from '@seeker/contract';
import { Check, ChevronDown } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Fragment, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { jobStatusLabels } from '@/features/saved-jobs';
import { cn } from '@/lib/cn';
import { useStages } from '../api/stages';
import { mainLandmark } from '@/lib/main-landmark';

type MoveMenuProps = {
  title: string;
  status: JobStatus;
  /** The job's custom stage within its status, if any. */
  stage: StageRef | null;
  onMove: (status: JobStatus) => void;
  /** A stage picked (the server moves the job to its status), or null: the job's own status picked while in one of its stages. */
  onStage: (stage: ApplicationStage | null) => void;
  triggerRef?: Ref<HTMLButtonElement>;
};

const stageValue = (id: string) => `stage:${id}`;

const itemClass =
  'relative flex cursor-default items-center rounded-sm py-1.5 pr-2 pl-8 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/**
 * "Move to…": every status with the user's stages under it, the current one checked. On the board it is
 * the way to move a card with a pointer on narrow screens (no drag there) or with a screen reader's own
 * keys; the application page has it too. Picking the job's own status while it is in a stage ("· no stage") takes it out.
 */
export function MoveMenu({ title, status, stage, onMove, onStage, triggerRef }: MoveMenuProps) {
  const stages = useStages().data ?? [];
  const pick = (value: string) => {
    const picked = stages.find((candidate) => stageValue(candidate.id) === value);
    // The stage it is in already: nothing moves, and the board says so.
    if (picked && picked.id === stage?.id) return onMove(status);
    if (picked) return onStage(picked);
    const to = value as JobStatus;
    if (to === status && stage) return onStage(null);
    onMove(to);
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button ref={triggerRef} variant="outline" size="sm">
          Move to… <span className="sr-only">({title})</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={mainLandmark()}>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 overflow-y-auto rounded-md border bg-card p-1 text-card-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs text-muted-foreground">Move to</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={stage ? stageValue(stage.id) : status} onValueChange={pick}>
            {jobStatuses.map((option) => (
              <Fragment key={option}>
                <DropdownMenu.RadioItem value={option} className={itemClass}>
                  <DropdownMenu.ItemIndicator className="absolute left-2 inline-flex">
                    <Check aria-hidden="true" className="size-4" />
                  </DropdownMenu.ItemIndicator>
                  {/* Its own status, picked while in one of its stages, takes it out of the stage. */}
                  {option === status && stage ? `${jobStatusLabels[option]} · no stage` : jobStatusLabels[option]}
                </DropdownMenu.RadioItem>
                {stagesOf(stages, option).map((candidate) => (
                  <DropdownMenu.RadioItem key={candidate.id} value={stageValue(candidate.id)} className={cn(itemClass, 'pl-12')}>
                    <DropdownMenu.ItemIndicator className="absolute left-6 inline-flex">
                      <Check aria-hidden="true" className="size-4" />
                    </DropdownMenu.ItemIndicator>
                    <span className="[overflow-wrap:anywhere]">{candidate.name}</span> <span className="sr-only">({jobStatusLabels[option]})</span>
                  </DropdownMenu.RadioItem>
                ))}
              </Fragment>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
