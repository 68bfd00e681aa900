// What other features may use of the scheduler service.
export { httpScheduler, inProcessScheduler, type SchedulerClient } from './scheduler-client';
export { createTaskQueue, slotQueueName, type SlotJob, type TaskQueue } from './task-queue';
export { fireTaskSlot, fireTaskSlots, type ExecuteTarget, type SlotOutcome } from './fire-task-slot';
export { queuePendingSlots } from './queue-pending-slots';
export { schedulerRoutes } from './routes';
export type { SchedulerDeps } from './create-task';
export { schedulerCaller } from './scheduler-caller';
