import { Cron } from 'croner';
import { cronSyntaxProblem } from './schedule-format';

// Apart from schedule-format.ts so that code which only reads stored schedules does not load croner (the web
// app's dashboard); the screens that edit a cron and the server check with this.

/** A five-field cron expression (minute hour day-of-month month day-of-week); returns why it is not, or undefined. */
export function cronProblem(expression: string): string | undefined {
  const syntaxProblem = cronSyntaxProblem(expression);
  if (syntaxProblem) return syntaxProblem;
  // The scheduler runs with croner; its verdict is final, including patterns that never fire.
  try {
    const next = new Cron(expression.trim(), { paused: true }).nextRun();
    return next ? undefined : 'Invalid cron expression: it never runs (no such date, e.g. February 31)';
  } catch (error) {
    return `Invalid cron expression: ${(error as Error).message}`;
  }
}
