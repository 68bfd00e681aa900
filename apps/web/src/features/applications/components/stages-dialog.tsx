import { jobStatuses, stageMessages, stagesOf, type JobStatus } from '@seeker/contract';
import { ListTree } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { jobStatusLabels } from '@/features/saved-jobs';
import { useStages } from '../api/stages';
import { StageList } from './stage-list';

/**
 * "Stages": the user's own steps inside each status ("Phone screen" and "Onsite" under Interviewing), added,
 * renamed, ordered and removed one status at a time. A card is put in a stage with its Move to… menu.
 */
export function StagesDialog() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<JobStatus>('interviewing');
  const stages = useStages();
  const selectId = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <ListTree aria-hidden="true" />
          Stages
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Stages</DialogTitle>
          <DialogDescription>
            Name the steps inside a status, such as “Phone screen” and “Onsite” under Interviewing. Cards are grouped by stage in their column; put a
            card in a stage with its Move to… menu. Moving a card to another status takes it out of its stage.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={selectId}>Status</Label>
          <Select id={selectId} value={status} onChange={(event) => setStatus(event.target.value as JobStatus)}>
            {jobStatuses.map((option) => {
              const count = stagesOf(stages.data ?? [], option).length;
              return (
                <option key={option} value={option}>
                  {count > 0 ? `${jobStatusLabels[option]} (${count})` : jobStatusLabels[option]}
                </option>
              );
            })}
          </Select>
        </div>
        <QueryState query={stages} loading={<p className="text-sm text-muted-foreground">Loading your stages…</p>} message={stageMessages.load}>
          {(all) => <StageList key={status} status={status} stages={stagesOf(all, status)} />}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
