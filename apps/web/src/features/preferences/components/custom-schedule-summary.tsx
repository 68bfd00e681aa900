import { useCronDescription } from '@/lib/schedule/use-cron-description';
import { CronMeaningText } from './cron-meaning';

/** The Review step's Custom schedule: the expression, then what it means or why it is not valid. */
export function CustomScheduleSummary({ summary, expression }: { summary: string; expression: string }) {
  const meaning = useCronDescription(expression);
  return (
    <div className="grid gap-1">
      <span>{summary}</span>
      {meaning.problem ? <span className="text-destructive">{meaning.problem}</span> : <CronMeaningText meaning={meaning} />}
    </div>
  );
}
