/** Spec part 1 section 8 "Scheduler task creation": what a failure says and how long to wait before retrying. */
export type SchedulerFailure = { error: string; retryAfter: number };

export const schedulerMessages = {
  initializing: 'Cloud Task queue is initializing. Please try again in a few minutes.',
  serverError: 'Server error occurred. Please try again.',
  unreachable: 'Could not reach the scheduler. Please check the connection and try again.',
} as const;

/**
 * A failed schedule request: 503 → 120 s, 500 → 60 s, as the spec's table says; CLARIFICATIONS.md decides
 * the other two: a network failure → 30 s, any other failure → 60 s.
 */
export function schedulerFailure(
  outcome: { status: number; error?: string; statusText?: string; retryAfter?: number } | 'network',
): SchedulerFailure {
  if (outcome === 'network') return { error: schedulerMessages.unreachable, retryAfter: 30 };
  const given =
    outcome.retryAfter !== undefined && Number.isFinite(outcome.retryAfter) && outcome.retryAfter > 0 ? Math.ceil(outcome.retryAfter) : undefined;
  if (outcome.status === 503) return { error: schedulerMessages.initializing, retryAfter: given ?? 120 };
  if (outcome.status === 500) return { error: schedulerMessages.serverError, retryAfter: given ?? 60 };
  return { error: outcome.error || outcome.statusText || `The scheduler answered HTTP ${outcome.status}`, retryAfter: given ?? 60 };
}

/** The dashboard's hint for an Automation Error: "Retry in Nm" under an hour, else "Retry in Nh" (rounded up). */
export function retryInLabel(seconds: number): string {
  const wait = Math.max(0, seconds);
  if (wait < 3600) return `Retry in ${Math.max(1, Math.ceil(wait / 60))}m`;
  return `Retry in ${Math.ceil(wait / 3600)}h`;
}
