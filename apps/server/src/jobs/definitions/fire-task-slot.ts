import { z } from 'zod';
import { executeScheduledSearches } from '../../modules/scheduled-searches';
import { fireTaskSlots, slotQueueName } from '../../modules/scheduler';
import { defineBatchJob } from '../job-definition';

/** Slots fetched together: their tasks, next slots, schedules, claims and run records take one statement each for all of them. */
export const slotBatchSize = 8;

/**
 * Slots of scheduler tasks, a batch at a time: queue each task's next slot, then run the searches
 * (task-queue.ts, fire-task-slot.ts). SCHEDULED_SEARCH_CONCURRENCY batches at once, each run in turn.
 */
export const fireTaskSlotJob = (concurrency: number) =>
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
      ),
  });
