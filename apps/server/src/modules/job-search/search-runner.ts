import type { FastifyBaseLogger } from 'fastify';
import { withDbPriority } from '../../db/priority-gate';
import { describeError } from '../../http/describe-error';
import { AppError } from '../../lib/app-error';
import { createFairQueue } from '../../lib/fair-queue';
import { runJobSearch, type JobSearchResult, type SearchDeps } from './run-job-search';
import { createRunProgress } from '../agent-runs';

export type SearchRunner = {
  /** Runs a recorded run to the end, publishing its progress; a failure is recorded on the run and rethrown. */
  run: (userId: string, runId: string) => Promise<JobSearchResult>;
  /** The same, not awaited (onboarding's POST /api/agents/run): failures are recorded on the run and logged. */
  start: (userId: string, runId: string) => void;
  /** Waits for background runs (at most `waitMs`): closing the app does not cut a save in half, and tests see a settled database. */
  close: (waitMs?: number) => Promise<void>;
};

/**
 * Searches wait their turn: at most `concurrency` at once, one per user, users taking turns (a search is
 * seconds of work; a user asking for many does not queue everyone else behind them). A search's
 * statements are background work: the reads of other requests go first (db/priority-gate.ts).
 */
export function createSearchRunner(deps: SearchDeps, log?: Pick<FastifyBaseLogger, 'error'>, { concurrency = 2 } = {}): SearchRunner {
  const inFlight = new Set<Promise<unknown>>();
  const turns = createFairQueue({ concurrency });

  const run = async (userId: string, runId: string) => {
    const progress = createRunProgress(deps.db, runId);
    try {
      const result = await turns.run(userId, () => withDbPriority('background', () => runJobSearch(deps, userId, progress)));
      await progress.finish({ status: 'done', sessionId: result.sessionId });
      return result;
    } catch (error) {
      const message = error instanceof AppError ? error.message : 'The search failed unexpectedly. Please try again.';
      await progress.finish({ status: 'failed', error: message }).catch(() => {});
      throw error;
    }
  };

  return {
    run,
    start(userId, runId) {
      const pending = run(userId, runId)
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) log?.error({ error: describeError(error), runId }, 'background job search failed');
        })
        .finally(() => inFlight.delete(pending));
      inFlight.add(pending);
    },
    async close(waitMs = 10_000) {
      if (inFlight.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    },
  };
}
