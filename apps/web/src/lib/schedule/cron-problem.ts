// The contract's cron check (croner's verdict) in a module of its own, for lazy-cron-problem.ts to fetch.
export { cronProblem } from '@seeker/contract';
