import { cronProblem } from '@seeker/contract';
import { useMemo } from 'react';
import { useLazyModules } from '../lazy-module';
import { cronDescriber, describeCron, runsMoreThanHourly } from './describe-cron';

export type CronMeaning = {
  /** Why the expression is not a valid five-field cron (the server's own check), or undefined. */
  problem: string | undefined;
  /** The expression in plain words, once cronstrue has loaded; undefined while invalid. */
  description: string | undefined;
  /** It fires more than once in an hour. */
  frequent: boolean;
};

const modules = [cronDescriber] as const;

/** A custom cron expression checked and put into words, for the field and for the Review step. */
export function useCronDescription(expression: string): CronMeaning {
  const loaded = useLazyModules(modules, 'the cron describer');

  const problem = useMemo(() => cronProblem(expression), [expression]);
  if (problem) return { problem, description: undefined, frequent: false };
  return { problem, description: loaded ? describeCron(expression) : undefined, frequent: runsMoreThanHourly(expression) };
}
