import crypto from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { currentRequestId } from '../../lib/request-context';

/** The pg-boss queue each upcoming slot of a task waits in. */
export const slotQueueName = 'scheduler-task-slot';

/** `requestId`: the request (or job) that queued the slot, so the worker's log lines for it carry the same id. */
export type SlotJob = { taskId: string; slot: string; requestId?: string };

/**
 * One job id per task and slot: queueing the same slot again (a retry, a second worker, the start-up
 * check) is a no-op in pg-boss, so a slot is never queued twice.
 */
export function slotJobId(taskId: string, slot: Date) {
  const hex = crypto.createHash('sha256').update(`${taskId}|${slot.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Slot jobs retry twice, 30 s apart; a run cut off by a crash is picked up again once expired. */
export const slotJobOptions = { retryLimit: 2, retryDelay: 30, expireInSeconds: 300 } as const;

export type TaskQueue = {
  /** False until the job runner has started: the scheduler answers 503 "queue is initializing" meanwhile. */
  ready: () => boolean;
  attach: (boss: PgBoss) => void;
  queueSlot: (taskId: string, slot: Date) => Promise<void>;
  /** Many at once (a batch's next slots, start-up): one insert per 500. Each carries its `requestId`, else the current request's. */
  queueSlots: (slots: { taskId: string; slot: Date; requestId?: string | undefined }[]) => Promise<void>;
  /** Deletes every job of the task not running now: waiting slots, retries, and finished ones not yet archived. */
  dropTask: (taskId: string) => Promise<void>;
};

export function createTaskQueue(): TaskQueue {
  let boss: PgBoss | undefined;
  const started = () => {
    if (!boss) throw new QueueNotReadyError();
    return boss;
  };
  return {
    ready: () => boss !== undefined,
    attach(value) {
      boss = value;
    },
    async queueSlot(taskId, slot) {
      await this.queueSlots([{ taskId, slot }]);
    },
    async queueSlots(slots) {
      const boss = started();
      const current = currentRequestId();
      for (let start = 0; start < slots.length; start += 500) {
        await boss.insert(
          slotQueueName,
          slots.slice(start, start + 500).map(({ taskId, slot, requestId = current }) => ({
            id: slotJobId(taskId, slot),
            data: { taskId, slot: slot.toISOString(), ...(requestId ? { requestId } : {}) } satisfies SlotJob,
            singletonKey: taskId,
            startAfter: slot.toISOString(),
            ...slotJobOptions,
          })),
        );
      }
    },
    async dropTask(taskId) {
      // pg-boss deletes jobs only by id, and a task's ids depend on slots no longer known (retries, a
      // queued next slot): its jobs are found by their data. A running one finishes, finding no task.
      // Archived jobs (finished over 12 hours ago) go with pg-boss's own retention, after 7 days.
      await started()
        .getDb()
        .executeSql(`DELETE FROM pgboss.job WHERE name = $1 AND data->>'taskId' = $2 AND state <> 'active'`, [slotQueueName, taskId]);
    },
  };
}

export class QueueNotReadyError extends Error {
  override name = 'QueueNotReadyError';
}
