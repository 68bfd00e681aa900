import { TriangleAlert } from 'lucide-react';
import type { CronMeaning } from '@/lib/schedule/use-cron-description';

export const frequentCronWarning = 'Runs more often than once an hour, which can mean many searches and notifications.';

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
