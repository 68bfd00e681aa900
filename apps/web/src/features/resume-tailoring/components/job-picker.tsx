import type { SavedJob } from '@seeker/contract';
import { Briefcase, ChevronDown, FileText } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { useJobInput } from '../hooks/use-job-input';
import { mainLandmark } from '@/lib/main-landmark';

type JobPickerProps = {
  savedJobs: SavedJob[];
  total: number;
  /** Loads the next page of saved jobs into the menu; undefined when all are loaded. */
  loadMore?: () => void;
  job: ReturnType<typeof useJobInput>;
};

/** The posting: Saved Jobs (N), Sample Job, and the title, company and description fields. */
export function JobPicker({ savedJobs, total, loadMore, job }: JobPickerProps) {
  const ids = { title: useId(), company: useId(), description: useId() };
  const { job: value } = job;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild disabled={savedJobs.length === 0}>
            <Button variant="outline">
              <Briefcase aria-hidden="true" />
              Saved Jobs ({total})
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal container={mainLandmark()}>
            <DropdownMenu.Content
              align="start"
              sideOffset={4}
              className="z-50 max-h-80 w-80 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md border bg-card p-1 text-card-foreground shadow-md"
            >
              {savedJobs.map((listing) => (
                <DropdownMenu.Item
                  key={listing.id}
                  onSelect={() => job.pickSaved(listing)}
                  className="flex cursor-default flex-col items-start rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent"
                >
                  <span className="font-medium">{listing.title}</span>
                  <span className="text-xs text-muted-foreground">{listing.company}</span>
                </DropdownMenu.Item>
              ))}
              {loadMore && (
                <DropdownMenu.Item
                  // The menu stays open while the next page comes in.
                  onSelect={(event) => {
                    event.preventDefault();
                    loadMore();
                  }}
                  className="rounded-sm px-2 py-1.5 text-sm text-primary outline-none select-none data-[highlighted]:bg-accent"
                >
                  Show more ({total - savedJobs.length} more)
                </DropdownMenu.Item>
              )}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        <Button variant="outline" onClick={job.pickSample}>
          <FileText aria-hidden="true" />
          Sample Job
        </Button>
        {value.sample && <Badge variant="outline">Sample job — paste a real posting to apply</Badge>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.title}>Job title</Label>
          <Input id={ids.title} value={value.title} maxLength={300} onChange={(event) => job.edit({ title: event.target.value })} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.company}>Company</Label>
          <Input id={ids.company} value={value.company} maxLength={300} onChange={(event) => job.edit({ company: event.target.value })} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.description}>Job description</Label>
        <textarea
          id={ids.description}
          value={value.description}
          onChange={(event) => job.edit({ description: event.target.value })}
          placeholder="Paste the job description here"
          rows={12}
          className="min-h-48 w-full rounded-md border border-input bg-background px-3 py-2 text-sm"
        />
      </div>
    </div>
  );
}
