import type { AgentRunStatus } from '@seeker/contract';
import { AppError } from '../../lib/app-error';
import { streamPollMs } from './stream-run-events';

/** How long a progress stream opened before its run is recorded waits for it (a client that chose the run id opens it first). */
export const runAppearsWithinMs = 5_000;

/**
 * The caller's run, once it is recorded: a stream opened before its POST has arrived waits up to
 * `withinMs` for it, then answers 404 as for a run that is not theirs. Stops early when the client goes.
 */
export async function waitForRun(
  find: () => Promise<AgentRunStatus | null>,
  { withinMs = runAppearsWithinMs, gone = () => false }: { withinMs?: number; gone?: () => boolean } = {},
): Promise<AgentRunStatus> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const run = await find();
    if (run) return run;
    if (gone() || Date.now() >= deadline) throw AppError.notFound('Run not found');
    await new Promise((resolve) => setTimeout(resolve, Math.min(streamPollMs, Math.max(0, deadline - Date.now()))));
  }
}
