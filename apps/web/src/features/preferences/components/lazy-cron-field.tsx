import type { ComponentProps } from 'react';
import type { CronField as CronFieldType } from './cron-field';
import type { CustomScheduleSummary as CustomScheduleSummaryType } from './custom-schedule-summary';
import { QueryState } from '@/components/query-state';
import { Spinner } from '@/components/ui/spinner';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

// The Custom cron's field and the Review step's summary of it check the expression with croner (and put it
// in words with cronstrue): fetched only once Custom is the frequency, not with the schedule step.
const cronField = lazyModule(() => import('./cron-field').then((module) => module.CronField));
const customScheduleSummary = lazyModule(() => import('./custom-schedule-summary').then((module) => module.CustomScheduleSummary));

/** The cron expression field, once its code is here. */
export function LazyCronField(props: ComponentProps<typeof CronFieldType>) {
  const cronCheck = useLazyModule(cronField, true, 'the cron check');
  return (
    <QueryState
      query={cronCheck}
      look="notice"
      message="Could not load the cron check."
      loading={<Spinner label="Loading the cron check" className="size-5" />}
    >
      {(CronField) => <CronField {...props} />}
    </QueryState>
  );
}

/** The Review step's Custom schedule, put into words once the check's code is here. */
export function LazyCustomScheduleSummary(props: ComponentProps<typeof CustomScheduleSummaryType>) {
  const { data: Summary } = useLazyModule(customScheduleSummary, true, 'the cron check');
  // Until then (or without it) the expression as typed; what it means follows under it.
  return Summary ? <Summary {...props} /> : <span>{props.summary}</span>;
}
