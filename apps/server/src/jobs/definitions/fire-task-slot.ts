import { z } from 'zod';
import { executeScheduledSearch } from '../../modules/scheduled-searches';
import { fireTaskSlot, slotQueueName } from '../../modules/scheduler';
import { defineJob } from '../job-definition';

/** One slot of a scheduler task: queue the next slot, then run the search (task-queue.ts, fire-task-slot.ts). SCHEDULED_SEARCH_CONCURRENCY at once. */
export const fireTaskSlotJob = (concurrency: number) =>
  defineJob({
    name: slotQueueName,
    payload: z.object({ taskId: z.string(), slot: z.iso.datetime({ offset: true }) }),
    concurrency,
    handle: async ({ db, queue, execute }, job) => fireTaskSlot({ db, queue }, (request) => executeScheduledSearch(execute, request), job),
  });
