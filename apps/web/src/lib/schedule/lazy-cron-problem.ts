import type { cronProblem as CronProblem } from '@seeker/contract';

// A type-only import: the code itself (with croner) is fetched by loadCronProblem.
type CronCheck = typeof CronProblem;

let check: CronCheck | undefined;
let loading: Promise<CronCheck> | undefined;

/**
 * The contract's cron check, for code that only shows a stored cron (the dashboard's schedules): croner
 * loads then, outside the first-load bundle. The screens that edit a cron import cronProblem directly.
 */
export function loadCronProblem(): Promise<CronCheck> {
  loading ??= import('./cron-problem').then(
    (module) => (check = module.cronProblem),
    (error: unknown) => {
      // A failed chunk load may succeed on the next try (the network came back).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The cron check once loadCronProblem has fetched it, else undefined. */
export function loadedCronProblem(): CronCheck | undefined {
  return check;
}
