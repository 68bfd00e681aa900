import { lazyModule } from '../lazy-module';

/** cronstrue is only needed once someone picks Custom or a Custom schedule is shown, so it loads then, outside the first-load bundle. */
export const cronDescriber = lazyModule(() => import('cronstrue').then((module) => module.default));

/** "0 9 * * 1-5" → "At 09:00 AM, Monday through Friday"; undefined until cronstrue has loaded or when it cannot read the expression. */
export function describeCron(expression: string): string | undefined {
  const cronstrue = cronDescriber.loaded();
  if (!cronstrue) return undefined;
  try {
    return cronstrue.toString(expression.trim(), { use24HourTimeFormat: false, throwExceptionOnParseError: true, verbose: false });
  } catch {
    return undefined;
  }
}

/** The minutes of the hour a (valid) minute field names: "*", "5", "0-30", "*\/15", "5/15", "0,30". */
function minuteValues(field: string): Set<number> {
  const minutes = new Set<number>();
  for (const part of field.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    const [startText = '0', endText] = range === '*' ? ['0', '59'] : range.split('-');
    const start = Number(startText);
    // "5/15" means from 5 to the end of the hour; a bare "5" is just 5.
    const end = endText !== undefined ? Number(endText) : stepText !== undefined ? 59 : start;
    for (let minute = start; minute <= end; minute += step) minutes.add(minute);
  }
  return minutes;
}

/**
 * True when a valid five-field cron fires more than once within some hour, i.e. more often than
 * hourly: its minute field names more than one minute ("* * * * *", "*\/15 9 * * *", "0,30 * * * *").
 */
export function runsMoreThanHourly(expression: string): boolean {
  const [minuteField = ''] = expression.trim().split(/\s+/);
  return minuteValues(minuteField).size > 1;
}
