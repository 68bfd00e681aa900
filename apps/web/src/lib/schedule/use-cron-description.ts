import { cronProblem } from '@seeker/contract';
import { useEffect, useMemo, useState } from 'react';
import { cronDescriberLoaded, describeCron, loadCronDescriber, runsMoreThanHourly } from './describe-cron';

export type CronMeaning = {
  /** Why the expression is not a valid five-field cron (the server's own check), or undefined. */
  problem: string | undefined;
  /** The expression in plain words, once cronstrue has loaded; undefined while invalid. */
  description: string | undefined;
  /** It fires more than once in an hour. */
  frequent: boolean;
};

/** A custom cron expression checked and put into words, for the field and for the Review step. */
export function useCronDescription(expression: string): CronMeaning {
  const [loaded, setLoaded] = useState(cronDescriberLoaded);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadCronDescriber().then(
      () => live && setLoaded(true),
      (error: unknown) => console.warn('Could not load the cron describer', error),
    );
    return () => {
      live = false;
    };
  }, [loaded]);

  const problem = useMemo(() => cronProblem(expression), [expression]);
  if (problem) return { problem, description: undefined, frequent: false };
  return { problem, description: loaded ? describeCron(expression) : undefined, frequent: runsMoreThanHourly(expression) };
}
