import { lazyModule } from '../lazy-module';

/**
 * The contract's cron check, for code that only shows a stored cron (the dashboard's schedules): croner
 * loads then, outside the first-load bundle. The screens that edit a cron import cronProblem directly.
 */
export const lazyCronProblem = lazyModule(() => import('./cron-problem').then((module) => module.cronProblem));
