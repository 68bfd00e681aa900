import type { ScheduledSearch } from '@seeker/contract';
import { formatZonedMoment } from '@/lib/format-dates';
import { runOutcome } from '../lib/run-outcome';

function When({ iso, timeZone, none }: { iso: string | null; timeZone: string; none: string }) {
  if (!iso) return <span className="text-muted-foreground">{none}</span>;
  return <time dateTime={iso}>{formatZonedMoment(iso, timeZone)}</time>;
}

/** Next run, last run and what the last run found, in the schedule's own time zone. */
export function RunTimes({ schedule }: { schedule: ScheduledSearch }) {
  const zone = schedule.schedule.timezone;
  const row = 'grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2';
  return (
    <dl className="grid gap-1 text-sm">
      <div className={row}>
        <dt className="text-muted-foreground">Next run</dt>
        <dd>
          <When iso={schedule.nextRunAt} timeZone={zone} none="Not scheduled" />
        </dd>
      </div>
      <div className={row}>
        <dt className="text-muted-foreground">Last run</dt>
        <dd>
          <When iso={schedule.lastRunAt} timeZone={zone} none="Never" />
        </dd>
      </div>
      {schedule.lastRun ? (
        <div className={row}>
          <dt className="text-muted-foreground">Last result</dt>
          <dd className={schedule.lastRun.status === 'failed' ? 'break-words text-destructive' : 'break-words'}>{runOutcome(schedule.lastRun)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
