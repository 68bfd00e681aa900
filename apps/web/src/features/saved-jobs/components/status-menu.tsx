import { jobStatuses, type JobStatus } from '@seeker/contract';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { jobStatusColors, jobStatusLabels } from '../lib/job-statuses';

type StatusMenuProps = { status: JobStatus; jobTitle: string; onChange: (status: JobStatus) => void };

/** How long a status stepped to with the keys waits for the next key before it is kept. */
export const keyStepSettleMs = 800;

/** Keys that only open, leave or confirm a select; any other key on a closed one may step its value. */
const nonSteppingKeys = new Set(['Tab', 'Enter', ' ', 'Escape', 'Shift', 'Control', 'Alt', 'Meta']);

/**
 * The status badge, which is also the control that moves the job along the pipeline: a native select
 * dressed as the badge. The platform's own list opens it (a wheel on phones), keyboard and screen readers
 * know it as a combo box, and it costs no script: the dashboard's first load carries no menu library.
 *
 * On a closed select, arrow and letter keys change the value at each press (Chromium on Linux and Windows,
 * Firefox): a status reached that way is kept once the keys stop (`keyStepSettleMs`) or focus leaves, so
 * passing Applied on the way to Interviewing records no move to Applied. A pick from the open list is kept at once.
 */
export function StatusMenu({ status, jobTitle, onChange }: StatusMenuProps) {
  const [stepped, setStepped] = useState<JobStatus | null>(null);
  const stepping = useRef(false);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ stepped, status, onChange });
  useEffect(() => {
    latest.current = { stepped, status, onChange };
  });
  // Leaving the page with a stepped status keeps it, as leaving the field does.
  useEffect(
    () => () => {
      clearTimeout(settle.current);
      const { stepped: left, status: kept, onChange: change } = latest.current;
      if (left !== null && left !== kept) change(left);
    },
    [],
  );

  const keep = (value: JobStatus) => {
    clearTimeout(settle.current);
    settle.current = undefined;
    setStepped(null);
    if (value !== status) onChange(value);
  };
  const shown = stepped ?? status;

  return (
    <span className={cn('relative inline-flex min-h-6 shrink-0 items-center rounded-full forced-colors:border', jobStatusColors[shown])}>
      <select
        aria-label={`Status of ${jobTitle}`}
        value={shown}
        onPointerDown={() => {
          stepping.current = false;
        }}
        onKeyDown={(event: KeyboardEvent<HTMLSelectElement>) => {
          stepping.current = !event.altKey && !nonSteppingKeys.has(event.key);
        }}
        onChange={(event) => {
          const value = event.target.value as JobStatus;
          if (!stepping.current) return keep(value);
          stepping.current = false;
          setStepped(value);
          clearTimeout(settle.current);
          settle.current = setTimeout(() => keep(value), keyStepSettleMs);
        }}
        onBlur={() => {
          if (stepped !== null) keep(stepped);
        }}
        className={cn(
          // Sized to the status shown where the browser can (field-sizing), not to the longest one.
          'min-h-6 cursor-pointer appearance-none rounded-full bg-transparent py-0.5 pr-6 pl-2.5 text-xs font-medium text-inherit [field-sizing:content]',
          // outline-hidden, not none: forced colours (Windows high contrast) show the outline where they drop the ring.
          'outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        )}
      >
        {jobStatuses.map((option) => (
          // The open list is drawn by the platform in the page's colours, not the badge's.
          <option key={option} value={option} className="bg-card text-card-foreground">
            {jobStatusLabels[option]}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-2 size-3" />
    </span>
  );
}
