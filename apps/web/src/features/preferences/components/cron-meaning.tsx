import { TriangleAlert } from 'lucide-react';
import type { CronMeaning } from '@/lib/schedule/use-cron-description';

/** The server holds a Custom cron to one run an hour (CUSTOM_SCHEDULE_MIN_MINUTES, an hour by default): say so where it is typed. */
export const frequentCronWarning =
  'Names times less than an hour apart: Seeker runs a Custom search at most once an hour, at the first of these times an hour or more after the last run.';

type CronMeaningTextProps = { meaning: CronMeaning; id?: string };

/** A valid cron in plain words, and a warning when it fires more than hourly; nothing for an invalid one. */
export function CronMeaningText({ meaning, id }: CronMeaningTextProps) {
  if (meaning.problem) return null;
  return (
    <div id={id} className="grid gap-1 text-sm" data-testid="cron-meaning">
      {meaning.description ? <p>{meaning.description}</p> : null}
      {meaning.frequent ? (
        <p className="flex items-start gap-1.5 text-amber-800 dark:text-amber-300">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{frequentCronWarning}</span>
        </p>
      ) : null}
    </div>
  );
}
