import type { SearchSchedule } from '@seeker/contract';
import { useCronWords } from '@/lib/schedule/use-cron-words';
import { describeFrequency } from '../lib/describe-frequency';

type Timing = Pick<SearchSchedule, 'frequency' | 'customSchedule' | 'timezone'>;

/** A Custom cron in words once cronstrue has loaded ("Custom: At 09:00 AM, only on Monday"), the expression until then. */
function CustomFrequency({ expression }: { expression: string }) {
  const description = useCronWords(expression);
  if (!description) return <>{describeFrequency({ frequency: 'Custom', customSchedule: expression })}</>;
  return (
    <>
      Custom: {description} <code className="rounded bg-muted px-1 text-xs">{expression}</code>
    </>
  );
}

/** How often the schedule runs, in its own time zone. */
export function ScheduleFrequency({ schedule }: { schedule: Timing }) {
  return (
    <p className="text-sm">
      <span>{schedule.frequency === 'Custom' ? <CustomFrequency expression={schedule.customSchedule} /> : describeFrequency(schedule)}</span>{' '}
      <span className="text-muted-foreground">({schedule.timezone})</span>
    </p>
  );
}
