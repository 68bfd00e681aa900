import type { ComponentProps } from 'react';
import type { CronField as CronFieldType } from './cron-field';
import type { CustomScheduleSummary as CustomScheduleSummaryType } from './custom-schedule-summary';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { FieldAlert } from './field-alert';

// The Custom cron's field and the Review step's summary of it check the expression with croner (and put it
// in words with cronstrue): fetched only once Custom is the frequency, not with the schedule step.
const cronField = lazyModule(() => import('./cron-field').then((module) => module.CronField));
const customScheduleSummary = lazyModule(() => import('./custom-schedule-summary').then((module) => module.CustomScheduleSummary));

function CronLoading({ failed, retry }: { failed: boolean; retry: () => void }) {
  if (!failed) return <Spinner label="Loading the cron check" className="size-5" />;
  return (
    <FieldAlert message="Could not load the cron check.">
      <Button variant="outline" size="sm" className="w-fit" onClick={retry}>
        Try again
      </Button>
    </FieldAlert>
  );
}

/** The cron expression field, once its code is here. */
export function LazyCronField(props: ComponentProps<typeof CronFieldType>) {
  const { value: CronField, failed, retry } = useLazyModule(cronField, true, 'the cron check');
  return CronField ? <CronField {...props} /> : <CronLoading failed={failed} retry={retry} />;
}

/** The Review step's Custom schedule, put into words once the check's code is here. */
export function LazyCustomScheduleSummary(props: ComponentProps<typeof CustomScheduleSummaryType>) {
  const { value: Summary } = useLazyModule(customScheduleSummary, true, 'the cron check');
  // Until then (or without it) the expression as typed; what it means follows under it.
  return Summary ? <Summary {...props} /> : <span>{props.summary}</span>;
}
