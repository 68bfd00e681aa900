import { z } from 'zod';
import { executeScheduledSearches } from '../../modules/scheduled-searches';
import { fireTaskSlots, slotQueueName } from '../../modules/scheduler';
import { defineBatchJob } from '../job-definition';

/**
 * Slots fetched together: their tasks, next slots, schedules, claims, run records and saves take one
 * statement each for all of them. 16, not 8: at 2,000 schedules due at once a run then costs 4.2
 * statements instead of 5.6, and both processes less CPU (docs/benchmarks/scheduled-searches.md, stop 44); 32 showed no
 * further gain. A batch's runs go one after another: those not started within batchStartBudgetMs (60 s)
 * are given back and retried, so runs slower than ~3.5 s each (an LLM re-rank, slow live sources or
 * company research) see the tail of a batch retried rather than waiting.
 */
export const slotBatchSize = 16;

/**
 * Slots of scheduler tasks, a batch at a time: queue each task's next slot, then run the searches
 * (task-queue.ts, fire-task-slot.ts). SCHEDULED_SEARCH_CONCURRENCY batches at once, each run in turn; a
 * Custom cron runs at most once in CUSTOM_SCHEDULE_MIN_MINUTES.
 */
export const fireTaskSlotJob = (concurrency: number, customScheduleMinMinutes: number) =>
  defineBatchJob({
    name: slotQueueName,
    payload: z.object({ taskId: z.string(), slot: z.iso.datetime({ offset: true }) }),
    concurrency,
    batchSize: slotBatchSize,
    handleBatch: async ({ db, queue, execute }, items) =>
      fireTaskSlots(
        { db, queue },
        (requests) => executeScheduledSearches(execute, requests),
        items.map(({ payload, requestId }) => ({ ...payload, requestId })),
        new Date(),
        customScheduleMinMinutes * 60_000,
      ),
  });
